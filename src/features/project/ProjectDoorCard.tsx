// One door of the project: its drawing, name, room and choices, its price each and its line's total, the quantity,
// and Edit (back to its configurator), Duplicate and Remove.
import { useId } from 'react';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { fill } from '../../lib/fill.ts';
import type { Lang } from '../../lib/i18n.ts';
import { ENTRY_PARAM } from '../../lib/link-params.ts';
import { formatMoney } from '../../lib/money.ts';
import type { DoorPreview } from '../catalogue/schema.ts';
import { DoorSvg } from '../configurator/DoorSvg.tsx';
import { toQuery } from '../configurator/share.ts';
import { chosenSwatch } from '../pricing/finishes.ts';
import { quoteRecap } from '../quotes/recap.ts';
import type { ProjectPageLabels } from './page-labels.ts';
import { doorName, type PricedDoor } from './prices.ts';
import { MAX_QUANTITY } from './project.ts';
import { QuantityField } from './QuantityField.tsx';

interface Props {
  priced: PricedDoor;
  position: number;
  lang: Lang;
  labels: ProjectPageLabels;
  /** Every door's name and photo in the page's language, as built into the page. */
  previews: Record<string, DoorPreview>;
  /** The project holds 30 entries: no more copies. */
  full: boolean;
  onQuantity: (quantity: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** Edit (a link), Duplicate and Remove look alike. */
const centred = 'inline-flex items-center';

export function ProjectDoorCard(props: Props) {
  const { priced, position, lang, labels, previews, full, onQuantity, onDuplicate, onRemove } = props;
  const id = useId();
  const { door } = priced;
  const number = fill(labels.door, { n: position });
  const name = doorName(previews, priced);
  // Back to its configurator, which then updates this entry; a door no longer offered opens the configurator's own
  // door, to choose another in its place.
  const query =
    priced.status === 'priced' ? new URLSearchParams(toQuery(door.slug, priced.chosen, {})) : new URLSearchParams();
  query.set(ENTRY_PARAM, door.id);
  const edit = `${labels.configurators[door.category]}?${query}`;
  const recap =
    priced.status === 'priced'
      ? quoteRecap(priced.configurator.schema, priced.resolved, lang, labels.words)
      : { size: null, options: [] };
  const details = [
    recap.size && `${recap.size.height} × ${recap.size.width} ${labels.drawing.mm}`,
    // What the visitor chose; the defaults go without saying (the configurator shows them all).
    ...recap.options
      .filter((o) => priced.status === 'priced' && Object.hasOwn(priced.chosen, o.controlId))
      .map((o) => `${o.controlLabel}: ${o.displayValue}`),
  ].filter(Boolean);

  return (
    <li>
      <article
        aria-labelledby={`door-${door.id}`}
        className="rounded-3xl bg-white/70 p-4 ring-1 ring-ink/5 sm:p-6"
        data-project-door={door.id}
      >
        <div className="flex gap-4 sm:gap-6">
          <div className="w-24 shrink-0 sm:w-36">
            {priced.status === 'priced' ? (
              <DoorSvg
                product={priced.product}
                concealed={door.category === 'concealed'}
                selections={priced.resolved}
                labels={{ ...labels.drawing, drawing: `${labels.drawing.drawing}: ${name}` }}
                sheenId={`${id}-sheen`}
                swatch={chosenSwatch(priced.configurator.schema, priced.resolved)}
                pictureWidth={320}
              />
            ) : (
              <div className="aspect-[7/9] rounded-2xl bg-ink/5" />
            )}
          </div>
          <div className="min-w-0 flex-1">
            <p className="text-sm text-stone">
              {number}
              {door.room && <span data-project-room> · {door.room}</span>}
            </p>
            <h2 id={`door-${door.id}`} tabIndex={-1} className="mt-1 font-serif text-2xl leading-tight outline-none">
              {name}
            </h2>
            {priced.status === 'priced' ? (
              <>
                <p className="mt-2 text-sm text-stone">{details.join(' · ')}</p>
                {priced.dropped.length > 0 && (
                  <p className="mt-2 text-sm text-amber-900" data-project-dropped>
                    {labels.dropped}
                  </p>
                )}
              </>
            ) : (
              <p className="mt-2 text-sm text-red-800">{labels.gone}</p>
            )}
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
          <QuantityField
            id={`${id}-quantity`}
            labels={labels}
            value={door.quantity}
            max={MAX_QUANTITY}
            onChange={onQuantity}
            context={`${number}, ${name}`}
          />
          {priced.status === 'priced' && (
            <div className="text-right">
              <p className="text-sm text-stone">
                {fill(labels.each, { price: formatMoney(priced.price.totalPriceCents, lang) })}
              </p>
              <p className="font-serif text-2xl tabular-nums" data-line-total>
                <span className="sr-only">{labels.lineTotal}: </span>
                {formatMoney(priced.lineCents, lang)}
              </p>
            </div>
          )}
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <a
            href={edit}
            className={buttonClass('secondary', 'md-snug', centred)}
            aria-label={`${labels.edit}: ${number}, ${name}`}
          >
            {labels.edit}
          </a>
          <Button
            variant="secondary"
            size="md-snug"
            onClick={full ? undefined : onDuplicate}
            aria-disabled={full}
            title={full ? labels.full : undefined}
            className={`${centred} aria-disabled:opacity-50`}
            aria-label={`${labels.duplicate}: ${number}, ${name}`}
          >
            {labels.duplicate}
          </Button>
          <Button
            variant="secondary"
            size="md-snug"
            onClick={onRemove}
            className={centred}
            aria-label={`${labels.remove}: ${number}, ${name}`}
          >
            {labels.remove}
          </Button>
        </div>
      </article>
    </li>
  );
}
