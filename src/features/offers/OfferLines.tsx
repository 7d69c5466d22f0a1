// An offer's lines and totals as its customer reads them, from the frozen document: each door drawn by the
// configurators' drawing with its room and options in words; services and the manager's own lines; every discount;
// the total, the prepayment now and the balance later.
import { useId } from 'react';
import { fill } from '../../lib/fill.ts';
import type { Lang } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { DoorSvg } from '../configurator/DoorSvg.tsx';
import type { DocumentLine, OfferDocument } from './document.ts';
import type { OfferPageLabels } from './page-labels.ts';

interface Props {
  document: OfferDocument;
  lang: Lang;
  labels: OfferPageLabels;
}

export function OfferLines({ document, lang, labels }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-lines`}>
      <h3 id={`${id}-lines`} className="sr-only">
        {labels.lines}
      </h3>
      <ol className="space-y-4" data-offer-lines>
        {document.lines.map((line, i) => (
          // The lines never change order on this page: a version is frozen.
          // biome-ignore lint/suspicious/noArrayIndexKey: a frozen list
          <li key={i}>
            <LineCard line={line} lang={lang} labels={labels} sheenId={`${id}-sheen-${i}`} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function LineCard({
  line,
  lang,
  labels,
  sheenId,
}: {
  line: DocumentLine;
  lang: Lang;
  labels: OfferPageLabels;
  sheenId: string;
}) {
  const money = (cents: number) => formatMoney(cents, lang);
  const size = (door: Extract<DocumentLine, { type: 'door' }>) => {
    const { heightMm, widthMm } = door.selections;
    return heightMm && widthMm ? `${heightMm} × ${widthMm} ${labels.drawing.mm}` : null;
  };
  const title = line.type === 'door' ? line.productName : line.type === 'service' ? line.name : line.text;
  const quantity = line.type === 'service' ? `${line.quantity} ${line.unit}` : String(line.quantity);
  return (
    <article className="rounded-3xl bg-white/70 p-4 ring-1 ring-ink/5 sm:p-6" data-offer-line={line.type}>
      <div className="flex gap-4 sm:gap-6">
        {line.type === 'door' && (
          <div className="w-20 shrink-0 sm:w-32">
            <DoorSvg
              product={line.look}
              concealed={line.look.categorySlug === 'concealed'}
              selections={line.selections}
              swatch={line.look.finish}
              pictureWidth={320}
              labels={{ ...labels.drawing, drawing: `${labels.drawing.drawing}: ${line.productName}` }}
              sheenId={sheenId}
            />
          </div>
        )}
        <div className="min-w-0 flex-1">
          {line.type === 'door' && line.room && (
            <p className="text-sm text-stone">{fill(labels.room, { room: line.room })}</p>
          )}
          <h4
            className={
              line.type === 'door' ? 'font-serif text-2xl leading-tight' : 'font-medium break-words whitespace-pre-line'
            }
          >
            {title}
          </h4>
          {line.type === 'door' && size(line) && <p className="mt-1 text-sm">{size(line)}</p>}
        </div>
      </div>
      {line.type === 'door' && line.options.length > 0 && (
        <details className="group mt-4 rounded-2xl bg-sand/60 px-4 py-3 text-sm" data-offer-options>
          <summary className="cursor-pointer font-medium">
            {fill(labels.options, { count: line.options.length })}
          </summary>
          <dl className="mt-2 grid gap-x-8 sm:grid-cols-2">
            {line.options.map((option) => (
              <div key={option.controlLabel} className="flex justify-between gap-4 border-t border-ink/5 py-1.5">
                <dt className="text-stone">{option.controlLabel}</dt>
                <dd className="text-right">{option.displayValue}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-stone tabular-nums">
          {fill(labels.each, { quantity, price: money(line.unitPriceCents) })}
          {line.discountCents > 0 && (
            <span className="ml-2 text-emerald-800">
              {fill(labels.lineDiscount, { amount: money(line.discountCents) })}
            </span>
          )}
        </p>
        <p className="font-serif text-2xl tabular-nums" data-offer-line-amount>
          {money(line.netCents)}
        </p>
      </div>
    </article>
  );
}

export function OfferTotals({ document, lang, labels }: Props) {
  const money = (cents: number) => formatMoney(cents, lang);
  const { totals } = document;
  const row = 'flex items-baseline justify-between gap-4';
  return (
    <dl className="space-y-2 rounded-3xl bg-ink p-5 text-sand sm:p-6" data-offer-totals>
      {totals.discountCents > 0 && (
        <>
          <div className={row}>
            <dt>{labels.subtotal}</dt>
            <dd className="tabular-nums">{money(totals.subtotalCents)}</dd>
          </div>
          <div className={row}>
            <dt>{labels.discount}</dt>
            <dd className="tabular-nums">−{money(totals.discountCents)}</dd>
          </div>
        </>
      )}
      <div className={`${row} border-t border-sand/20 pt-2 first:border-0 first:pt-0`}>
        <dt className="font-medium">{labels.total}</dt>
        <dd className="font-serif text-3xl tabular-nums" data-offer-total>
          {money(totals.totalCents)}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-sand/80">{fill(labels.prepayment, { percent: document.prepaymentPercent })}</dt>
        <dd className="tabular-nums" data-offer-prepayment>
          {money(totals.prepaymentCents)}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-sand/80">{labels.balance}</dt>
        <dd className="tabular-nums">{money(totals.balanceCents)}</dd>
      </div>
    </dl>
  );
}
