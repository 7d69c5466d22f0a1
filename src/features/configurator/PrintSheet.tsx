// The printed specification (docs/product.md#configurators): a sales document on one A4 page — the business and its
// contacts, the date, the quote's reference when there is one, the door, its drawing, every option with what it adds,
// the base price, the total and the note that measurement may change it. Hidden on screen. The drawing is the page's
// own (one drawing in the document, not a copy): the configurator page's print styles (ConfiguratorPage.astro) lay
// the sheet's parts and the drawing out on one grid, the drawing beside the table, and hide everything else.

import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Lang } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { resolveSelections } from '../pricing/resolve.ts';
import type { ConfiguratorLabels } from './labels.ts';
import { $load, $price, $sentQuote } from './store.ts';

interface Props {
  lang: Lang;
  labels: ConfiguratorLabels;
  /** The door's name in the page's language. */
  doorName: string;
}

/** The date as a printed document gives it: 23 November 2026 / 23 листопада 2026 р. */
const printDate = (lang: Lang) =>
  new Date().toLocaleDateString(lang === 'uk' ? 'uk-UA' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export default function PrintSheet({ lang, labels, doorName }: Props) {
  const load = useStore($load);
  const price = useStore($price);
  const sent = useStore($sentQuote);
  // Drawn a second after the door loads, not in the page's first busy moment (hidden on screen), or as printing begins.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDrawn(true), 1000);
    return () => clearTimeout(timer);
  }, []);
  // The date is written as printing begins (the day it is printed, too): a page's first date formatting makes the
  // browser set up its calendar data, 30–60 ms here and a long task of ~180 ms under a 4× CPU slowdown, which the
  // configurator paid a second after every load (docs/figures.md). flushSync in the print events: the sheet holds
  // it before the browser lays the page out for paper.
  const [date, setDate] = useState<string | null>(null);
  useEffect(() => {
    const media = matchMedia('print');
    const print = () => {
      setDrawn(true);
      setDate(printDate(lang));
    };
    const stamp = () => flushSync(print);
    const follow = () => media.matches && stamp();
    // Loaded straight into print (a PDF made at once): a plain update, as effects cannot flush.
    if (media.matches) print();
    addEventListener('beforeprint', stamp);
    media.addEventListener('change', follow);
    return () => {
      removeEventListener('beforeprint', stamp);
      media.removeEventListener('change', follow);
    };
  }, [lang]);
  if (!drawn || load.status !== 'ready' || !price) return null;
  // The quote's reference (e.g. D-10001) once the customer has sent this very configuration, not after a change.
  const reference = sent?.selections === JSON.stringify(price.selections) ? sent.reference : null;
  const sheet = labels.sheet;
  const deltas = new Map(price.breakdown.map((line) => [line.controlId, line.deltaCents]));
  const rows = resolveSelections(load.configurator.schema, price.selections, lang, labels.words);
  return (
    <section
      className="hidden text-[10pt] leading-snug text-black print:contents"
      aria-hidden="true"
      data-print-sheet
      data-testid="print-sheet"
      {...(reference && { 'data-reference': reference })}
    >
      <header className="col-span-full flex items-start justify-between gap-6 border-b border-black/30 pb-3">
        <div>
          <p className="font-serif text-2xl">{sheet.siteName}</p>
          <p className="mt-1">{sheet.address}</p>
          <p>{sheet.contacts}</p>
          <p>{sheet.hours}</p>
        </div>
        <div className="text-right">
          <p data-testid="print-date">{date}</p>
          {reference && (
            <p className="mt-1" data-testid="print-reference">
              {sheet.reference}: <strong className="text-[12pt]">{reference}</strong>
            </p>
          )}
        </div>
      </header>
      <h2 className="col-span-full mt-4 mb-3 font-serif text-2xl">
        {sheet.title}: {doorName}
      </h2>
      <table className="col-start-2 row-start-3 w-full border-collapse">
        <thead>
          <tr className="border-b border-black/30 text-left">
            <th className="py-1 pr-3 font-semibold">{sheet.options}</th>
            <th className="py-1 pr-3 font-semibold">{sheet.choice}</th>
            <th className="py-1 text-right font-semibold">{sheet.price}</th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-black/10">
            <th className="py-1 pr-3 text-left font-normal">{labels.base}</th>
            <td className="py-1 pr-3" />
            <td className="py-1 text-right whitespace-nowrap tabular-nums">
              {formatMoney(price.basePriceCents, lang)}
            </td>
          </tr>
          {rows.map((row) => {
            const delta = deltas.get(row.controlId);
            return (
              <tr key={row.controlId} className="border-b border-black/10">
                <th className="py-1 pr-3 text-left font-normal">{row.controlLabel}</th>
                <td className="py-1 pr-3">{row.displayValue}</td>
                <td className="py-1 text-right whitespace-nowrap tabular-nums">
                  {delta ? `+ ${formatMoney(delta, lang)}` : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th className="pt-2 pr-3 text-left text-[12pt]">{labels.total}</th>
            <td className="pt-2 pr-3" />
            <td className="pt-2 text-right font-serif text-[16pt] whitespace-nowrap tabular-nums">
              {formatMoney(price.totalPriceCents, lang)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="col-span-full mt-4 border-t border-black/30 pt-2">{labels.measurementNote}</p>
    </section>
  );
}
