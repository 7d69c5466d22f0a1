// /admin: what waits for the manager (undelivered counts), requests per week for the last 12 weeks, the doors
// configured most, and the share of price checks that became quotes.
import { useCallback } from 'react';
import { TableHead } from '../../../components/ui/TableHead.tsx';
import { api } from '../../../lib/api.ts';
import type { Overview } from '../../overview/schema.ts';
import { Loaded, useLoaded } from '../Loaded.tsx';
import { series, WeeklyChart } from './WeeklyChart.tsx';

const waiting = [
  { key: 'doorQuotes', label: 'Door quotes', href: '/admin/quotes' },
  { key: 'furniture', label: 'Furniture requests', href: '/admin/furniture-quotes' },
  { key: 'general', label: 'General enquiries', href: '/admin/general-quotes' },
] as const;

const weekText = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const count = (n: number, noun: string) => `${n.toLocaleString('en-GB')} ${noun}${n === 1 ? '' : 's'}`;
const percent = (share: number) =>
  share.toLocaleString('en-GB', { style: 'percent', maximumFractionDigits: share < 0.1 ? 1 : 0 });

export default function OverviewPage() {
  const { state } = useLoaded(useCallback(() => api<Overview>('/api/admin/overview'), []));
  return (
    <>
      <h1 className="font-serif text-4xl">Overview</h1>
      <Loaded state={state}>{(overview) => <Figures overview={overview} />}</Loaded>
    </>
  );
}

function Figures({ overview }: { overview: Overview }) {
  const { undelivered, weekly, topProducts, conversion } = overview;
  const total = weekly.reduce((sum, week) => sum + week.quotes + week.furniture + week.general, 0);
  return (
    <>
      <section aria-labelledby="waiting" className="mt-8">
        <h2 id="waiting" className="sr-only">
          Waiting for you
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {waiting.map((item) => (
            <li key={item.key}>
              <a
                href={item.href}
                className="block rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5 hover:ring-oak"
                data-testid={`waiting-${item.key}`}
              >
                <span className="font-serif text-4xl tabular-nums">{undelivered[item.key]}</span>
                <span className="mt-1 block text-sm text-stone">{item.label} not yet delivered</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="per-week" className="mt-8 rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5">
        <h2 id="per-week" className="font-serif text-2xl">
          Requests per week
        </h2>
        <p className="mt-1 text-sm text-stone">{total} in the last 12 weeks (weeks start on Monday, UTC).</p>
        <div className="mt-4">
          <WeeklyChart weeks={weekly} />
        </div>
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer text-oak-dark">Show the figures</summary>
          <div className="relative mt-3 overflow-x-auto">
            <table className="w-full text-left" data-testid="weekly-table">
              <caption className="sr-only">Requests per week, last 12 weeks</caption>
              <thead className="text-stone">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Week of
                  </th>
                  {series.map((s) => (
                    <th key={s.key} scope="col" className="py-2 pr-4 text-right font-medium">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weekly.map((week) => (
                  <tr key={week.weekStart} className="border-t border-ink/5">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      {weekText(week.weekStart)}
                    </th>
                    {series.map((s) => (
                      <td key={s.key} className="py-2 pr-4 text-right tabular-nums">
                        {week[s.key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
        <section aria-labelledby="configured" className="rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5">
          <h2 id="configured" className="font-serif text-2xl">
            Most configured doors
          </h2>
          <p className="mt-1 text-sm text-stone">Price checks in the configurators, last 90 days.</p>
          {topProducts.length === 0 ? (
            <p className="mt-4 text-stone">No doors have been configured yet.</p>
          ) : (
            <table className="mt-4 w-full text-left text-sm" data-testid="top-products">
              <TableHead
                columns={['Door', { label: 'Price checks', numeric: true }, { label: 'Quotes', numeric: true }]}
                cell="py-2 pr-4 last:pr-0"
              />
              <tbody>
                {topProducts.map((product) => (
                  <tr key={product.slug} className="border-t border-ink/5">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      {product.name}
                      <span className="ml-2 text-xs text-stone">
                        {product.category === 'concealed' ? 'Concealed' : 'Interior'}
                      </span>
                    </th>
                    <td className="py-2 pr-4 text-right tabular-nums">{product.priceChecks}</td>
                    <td className="py-2 text-right tabular-nums">{product.quotes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section aria-labelledby="conversion" className="rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5">
          <h2 id="conversion" className="font-serif text-2xl">
            Price checks that became quotes
          </h2>
          <p className="mt-4 font-serif text-5xl tabular-nums" data-testid="conversion">
            {conversion.share === null ? '—' : percent(conversion.share)}
          </p>
          <p className="mt-2 text-sm text-stone">
            {count(conversion.quotes, 'quote')} from {count(conversion.priceChecks, 'price check')} in the last{' '}
            {conversion.days} days. Every change a visitor makes in a configurator is one price check.
          </p>
        </section>
      </div>
    </>
  );
}
