// /admin/quotes 'Door Quotes': Created, Product name, Customer, Total, Delivered, Admin Notes, and View → 'Quote
// Details' read from the quote's frozen snapshot (GET /api/admin/quotes/{id}), never priced again.
import { useCallback } from 'react';
import { TableHead } from '../../../components/ui/TableHead.tsx';
import { api } from '../../../lib/api.ts';
import { formatMoney, rateText } from '../../../lib/money.ts';
import type { QuoteDetails, QuoteSummary } from '../../inbox/schema.ts';
import { Loaded, useLoaded } from '../Loaded.tsx';
import { Detail } from './Details.tsx';
import { InboxTable } from './InboxTable.tsx';
import { createdColumn, createdText, type InboxColumn } from './inbox-columns.ts';

/** A stored amount in the currency the quote was priced in (UAH for every quote so far). */
const money = (cents: number, currency: QuoteSummary['currency']) => formatMoney(cents, 'en', currency);

const columns: InboxColumn<QuoteSummary>[] = [
  createdColumn(),
  {
    id: 'productName',
    accessorFn: (q) => q.productName,
    header: 'Product name',
    sortDescFirst: false,
    cell: ({ row }) => row.original.productName,
  },
  {
    id: 'customerName',
    accessorFn: (q) => q.customerName,
    header: 'Customer',
    sortDescFirst: false,
    cell: ({ row }) =>
      [row.original.customerName, row.original.customerEmail, row.original.customerPhone].filter(Boolean).join(' · '),
  },
  {
    id: 'total',
    accessorFn: (q) => q.totalPriceCents,
    header: 'Total',
    cell: ({ row }) => (
      <span className="tabular-nums whitespace-nowrap">
        {money(row.original.totalPriceCents, row.original.currency)}
      </span>
    ),
  },
];

export default function QuotesPage() {
  return (
    <>
      <h1 className="font-serif text-4xl">Door Quotes</h1>
      <InboxTable
        endpoint="/api/admin/quotes"
        itemEndpoint={(id) => `/api/admin/quotes/${id}`}
        columns={columns}
        rowName={(quote) => `${quote.customerName}, ${quote.productName}`}
        empty="No quotes yet."
        details={{ title: 'Quote Details', render: (quote) => <QuoteDetailsView id={quote.id} /> }}
      />
    </>
  );
}

function QuoteDetailsView({ id }: { id: string }) {
  const { state } = useLoaded(useCallback(() => api<QuoteDetails>(`/api/admin/quotes/${id}`), [id]));
  return (
    <Loaded state={state} className="">
      {(quote) => (
        <div className="space-y-5" data-testid="quote-details">
          <div className="grid gap-4 sm:grid-cols-2">
            <section aria-labelledby="quote-customer" className="rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5">
              <h3 id="quote-customer" className="font-medium">
                Customer
              </h3>
              <dl className="mt-2 space-y-2 text-sm">
                <Detail label="Name" value={quote.customerName} />
                <Detail label="Email" value={quote.customerEmail} />
                <Detail label="Phone" value={quote.customerPhone} />
                <Detail label="Notes" value={quote.notes} />
              </dl>
            </section>
            <section aria-labelledby="quote-totals" className="rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5">
              <h3 id="quote-totals" className="font-medium">
                Totals
              </h3>
              <dl className="mt-2 space-y-2 text-sm tabular-nums">
                <Detail label="Base" value={money(quote.basePriceCents, quote.currency)} />
                <Detail label="Adjustments" value={money(quote.adjustmentsCents, quote.currency)} />
                <Detail label="Total" value={<strong>{money(quote.totalPriceCents, quote.currency)}</strong>} />
                <Detail
                  label="Priced"
                  value={`${createdText(quote.createdAt)} at ${rateText(quote.rate)} UAH/USD (prices v${quote.pricingVersion})`}
                />
              </dl>
            </section>
          </div>
          <section aria-labelledby="quote-selections">
            <h3 id="quote-selections" className="font-medium">
              Selections · {quote.productName}
            </h3>
            {quote.selections.length === 0 ? (
              <p className="mt-2 text-sm text-stone italic">Not available</p>
            ) : (
              <table className="mt-2 w-full text-left text-sm">
                <TableHead columns={['Group', 'Option', 'Choice']} cell="py-1.5 pr-3 last:pr-0" />
                <tbody>
                  {quote.selections.map((s) => (
                    <tr key={s.controlId} className="border-t border-ink/5">
                      <td className="py-1.5 pr-3">{s.groupLabel || 'Not available'}</td>
                      <td className="py-1.5 pr-3">{s.controlLabel || 'Not available'}</td>
                      <td className="py-1.5">{s.displayValue || 'Not available'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section aria-labelledby="quote-breakdown">
            <h3 id="quote-breakdown" className="font-medium">
              Price breakdown
            </h3>
            {quote.breakdown.length === 0 ? (
              <p className="mt-2 text-sm text-stone">No adjustments: the base price only.</p>
            ) : (
              <table className="mt-2 w-full text-left text-sm">
                <tbody>
                  {quote.breakdown.map((line) => (
                    <tr key={line.controlId} className="border-t border-ink/5">
                      <th scope="row" className="py-1.5 pr-3 font-normal">
                        {line.controlLabel || 'Not available'}
                        <span className="text-stone"> · {line.displayValue}</span>
                      </th>
                      <td className="py-1.5 text-right tabular-nums">
                        {line.deltaCents >= 0 ? '+' : '−'}
                        {money(Math.abs(line.deltaCents), quote.currency)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
      )}
    </Loaded>
  );
}
