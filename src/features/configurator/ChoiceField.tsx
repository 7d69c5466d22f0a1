// A choice of the configurator (Controls.tsx): option cards, or a finish's round swatches by family, each option with
// its picture and its line (the manager's description, else the built-in explanation). Apart from Controls.tsx by
// job: the choice is most of the option cards' code.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId } from 'react';
import type { Lang } from '../../lib/i18n.ts';
import { responsiveImage } from '../../lib/images.ts';
import { formatMoney } from '../../lib/money.ts';
import { controlAmount, sellFor, usdToUahCents } from '../pricing/pricing.ts';
import type { Control, OptionChoice } from '../pricing/schema.ts';
import type { ConfiguratorLabels } from './labels.ts';
import { $load, $normalised, setSelection } from './store.ts';
import { termOf } from './terms.ts';

// The opening plans are drawn for the opening control only: fetched when it is shown, each in a 36 px box that is
// there before it.
const OpeningPictogram = lazy(() => import('./OpeningPictogram.tsx').then((m) => ({ default: m.OpeningPictogram })));

/**
 * A choice: option cards, or for a finish (`display: 'swatches'`) round swatches by family, each family with what it
 * adds to the price ("included", "+ ₴2,340") and the chosen one's explanation below. The
 * options this door is not made in are left out.
 */
export function ChoiceField({
  control,
  lang,
  labels,
  hideLegend,
}: {
  control: Extract<Control, { type: 'choice' }>;
  lang: Lang;
  labels: ConfiguratorLabels;
  hideLegend: boolean;
}) {
  const id = useId();
  const normalised = useStore($normalised);
  const load = useStore($load);
  const value = normalised?.selections[control.id];
  const disabled = normalised?.disabled[control.id] ?? {};
  const shown = control.options.filter((o) => disabled[o.id] !== 'notMade');
  const swatches = control.display === 'swatches';
  /** An option's line: the manager's description, else the built-in explanation. */
  const lineOf = (option?: OptionChoice) => option?.description?.[lang] ?? termOf(labels, control.id, option?.id);
  // A finish's explanation is the chosen one's; a choice's, its own.
  const about = swatches ? lineOf(shown.find((o) => o.id === value)) : termOf(labels, control.id);
  const pictograms = control.id === 'opening';
  // What an option adds to the price now, in UAH cents.
  const cents = (optionId: string) => {
    if (load.status !== 'ready' || !normalised) return 0;
    const rule = sellFor(load.configurator.pricing, load.product.doorType)
      .groups.flatMap((g) => g.controls)
      .find((c) => c.id === control.id);
    return rule
      ? usdToUahCents(controlAmount(rule, optionId, normalised.selections), load.configurator.rate.rateX10000)
      : 0;
  };
  return (
    <fieldset aria-describedby={about ? `${id}-about` : undefined}>
      <legend className={hideLegend ? 'sr-only' : 'mb-3 text-sm font-medium text-ink'}>{control.label[lang]}</legend>
      {!swatches && about && (
        <p id={`${id}-about`} className="-mt-1 mb-3 text-sm text-stone">
          {about}
        </p>
      )}
      {(swatches && control.families ? control.families : [{ id: undefined, label: undefined }]).map((family) => {
        const options = shown.filter((o) => !family.label || o.family === family.id);
        // A family's finishes cost the same (options.ts): its first one's price is the family's.
        const price = family.label && options[0] ? cents(options[0].id) : 0;
        return (
          options.length > 0 && (
            <div key={family.id ?? ''} className={swatches ? 'mb-4' : ''}>
              {family.label && (
                <p className="mb-2 flex justify-between text-sm">
                  <span className="font-medium">{family.label[lang]}</span>
                  <span className="text-stone">{price ? `+ ${formatMoney(price, lang)}` : labels.finish.free}</span>
                </p>
              )}
              <div
                className={
                  swatches ? 'grid grid-cols-3 gap-y-3 sm:flex sm:flex-wrap sm:gap-x-2' : 'grid gap-2 sm:grid-cols-2'
                }
              >
                {options.map((option) => {
                  const reason = disabled[option.id];
                  const term = !swatches && lineOf(option);
                  // Its picture (an uploaded photo), small through the Image CDN.
                  const picture = option.picture && responsiveImage(option.picture, '40px', [96]).src;
                  const termId = `${id}-${option.id}`;
                  return (
                    <label
                      key={option.id}
                      className={
                        swatches
                          ? 'cursor-pointer break-words text-center text-xs text-stone sm:w-24'
                          : 'flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border border-ink/15 bg-white px-4 py-3 text-[0.95rem] transition has-checked:border-oak-dark has-checked:bg-oak/10 has-checked:ring-1 has-checked:ring-oak-dark has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:ring-2 has-focus-visible:ring-oak'
                      }
                    >
                      <input
                        type="radio"
                        name={control.id}
                        value={option.id}
                        checked={value === option.id}
                        disabled={Boolean(reason)}
                        onChange={() => setSelection(control.id, option.id)}
                        aria-describedby={term ? termId : undefined}
                        className={swatches ? 'sr-only' : 'h-4 w-4 shrink-0 accent-oak-dark'}
                      />
                      {pictograms && (
                        <Suspense fallback={<span className="size-9 shrink-0" aria-hidden="true" />}>
                          <OpeningPictogram optionId={option.id} />
                        </Suspense>
                      )}
                      {swatches && (
                        <span
                          className="swatch"
                          data-texture={option.swatch?.texture}
                          style={{
                            backgroundColor: option.swatch?.colour,
                            backgroundImage: picture ? `url(${picture})` : undefined,
                          }}
                        />
                      )}
                      {!swatches && picture && (
                        <img
                          src={picture}
                          alt=""
                          width="40"
                          height="40"
                          loading="lazy"
                          className="size-10 shrink-0 rounded-lg object-cover"
                        />
                      )}
                      <span>
                        {option.label[lang]}
                        {/* Read as the radio's description, not its name: the name stays the short label. */}
                        {term && (
                          <span id={termId} aria-hidden="true" className="mt-0.5 block text-xs leading-snug text-stone">
                            {term}
                          </span>
                        )}
                        {reason && <span className="block text-xs text-stone">{labels.disabled[reason]}</span>}
                      </span>
                    </label>
                  );
                })}
              </div>
            </div>
          )
        );
      })}
      {swatches && about && (
        <p id={`${id}-about`} className="text-sm text-stone">
          {about}
        </p>
      )}
    </fieldset>
  );
}
