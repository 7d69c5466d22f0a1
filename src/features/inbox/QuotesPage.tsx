// /admin/quotes 'Door Quotes': Request (reference, created, View), Customer (phone and e-mail as links), Door, Total,
// Status with its follow-up, Admin Notes (a card each on a narrow screen); View → 'Quote Details' read from the quote's
// frozen snapshot (GET /api/admin/quotes/{id}), never priced again, in the manager's language, with its follow-through
// (status, follow-up, activity, deletion).
import { useCallback } from 'react';
import { formatInCurrency, rateText } from '../../lib/amounts.ts';
import { api } from '../../lib/api.ts';
import { $adminLang, adminT, useAdminT } from '../admin/i18n.ts';
import { Loaded, useLoaded } from '../admin/Loaded.tsx';
import { showsAsProject } from '../quotes/lines.ts';
import { ContactLink, Detail } from './Details.tsx';
import { DoorSnapshot } from './DoorSnapshot.tsx';
import { DuplicatePanel } from './DuplicateMark.tsx';
import { type DetailsActions, InboxTable } from './InboxTable.tsx';
import { createdText, type InboxColumn } from './inbox-columns.ts';
import { PipelinePanel } from './Pipeline.tsx';
import { type CardFace, ClampedText, customerColumn } from './RequestCells.tsx';
import type { QuoteDetails, QuoteSummary } from './schema.ts';
import { VisitorPictures } from './VisitorPictures.tsx';

/** A stored amount in the currency the quote was priced in (UAH for every quote so far). */
const money = (cents: number, currency: QuoteSummary['currency']) =>
  formatInCurrency(cents, $adminLang.get(), currency);

/** The customer as the Customer column and the card show them. */
const customer = (q: QuoteSummary) => ({ name: q.customerName, phone: q.customerPhone, email: q.customerEmail });

// After the Request column (reference with a likely duplicate's mark, created, View: InboxTable's own).
const columns: InboxColumn<QuoteSummary>[] = [
  customerColumn('customerName', customer),
  {
    id: 'productName',
    accessorFn: (q) => q.productName,
    header: () => adminT('admin.inbox.col.product'),
    sortDescFirst: false,
    // A project's name lists its doors: cut to three lines, the rest a click away.
    cell: ({ row }) => <ClampedText text={row.original.productName} className="max-w-56 min-w-28" />,
  },
  {
    id: 'total',
    accessorFn: (q) => q.totalPriceCents,
    header: () => adminT('admin.inbox.col.total'),
    cell: ({ row }) => (
      <span className="tabular-nums whitespace-nowrap">
        {money(row.original.totalPriceCents, row.original.currency)}
      </span>
    ),
  },
];

/** A quote's card on a narrow screen: who, which doors, how much. */
const card = (q: QuoteSummary): CardFace => ({
  ...customer(q),
  summary: <ClampedText text={q.productName} />,
  total: money(q.totalPriceCents, q.currency),
});

export default function QuotesPage() {
  const { t } = useAdminT();
  return (
    <>
      <h1 className="font-serif text-4xl">{t('admin.nav.doorQuotes')}</h1>
      <InboxTable
        endpoint="/api/admin/quotes"
        itemEndpoint={(id) => `/api/admin/quotes/${id}`}
        columns={columns}
        card={card}
        rowName={(quote) =>
          t('admin.inbox.quote.rowName', {
            reference: quote.reference,
            customer: quote.customerName,
            product: quote.productName,
          })
        }
        empty={t('admin.inbox.quotes.empty')}
        details={{
          title: t('admin.inbox.quotes.details'),
          render: (quote, actions) => <QuoteDetailsView id={quote.id} actions={actions} />,
        }}
      />
    </>
  );
}

function QuoteDetailsView({ id, actions }: { id: string; actions: DetailsActions }) {
  const endpoint = `/api/admin/quotes/${id}`;
  const { t, lang } = useAdminT();
  // Its stored words (doors, groups, choices) in the manager's language (labels.ts).
  const { state, reload } = useLoaded(
    useCallback(() => api<QuoteDetails>(`${endpoint}?lang=${lang}`), [endpoint, lang]),
  );
  return (
    <Loaded state={state} className="">
      {(quote) => (
        <div className="space-y-5" data-testid="quote-details">
          <DuplicatePanel
            request={quote}
            endpoint={endpoint}
            onChange={(patch) => {
              actions.changed(patch);
              void reload();
            }}
          />
          <PipelinePanel
            request={quote}
            name={quote.reference}
            endpoint={endpoint}
            onChange={(patch) => {
              actions.changed(patch);
              void reload();
            }}
            onDeleted={actions.deleted}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <section aria-labelledby="quote-customer" className="rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5">
              <h3 id="quote-customer" className="font-medium">
                {t('admin.inbox.quote.customer')}
              </h3>
              <dl className="mt-2 space-y-2 text-sm">
                <Detail label={t('admin.inbox.col.reference')} value={quote.reference} />
                <Detail label={t('admin.inbox.col.name')} value={quote.customerName} />
                <Detail
                  label={t('admin.inbox.col.email')}
                  value={quote.customerEmail && <ContactLink kind="mailto" value={quote.customerEmail} />}
                />
                <Detail
                  label={t('admin.inbox.col.phone')}
                  value={<ContactLink kind="tel" value={quote.customerPhone} />}
                />
                <Detail label={t('admin.inbox.quote.notes')} value={quote.notes} />
              </dl>
            </section>
            <section aria-labelledby="quote-totals" className="rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5">
              <h3 id="quote-totals" className="font-medium">
                {t('admin.inbox.quote.totals')}
              </h3>
              <dl className="mt-2 space-y-2 text-sm tabular-nums">
                <Detail label={t('admin.inbox.quote.base')} value={money(quote.basePriceCents, quote.currency)} />
                <Detail
                  label={t('admin.inbox.quote.adjustments')}
                  value={money(quote.adjustmentsCents, quote.currency)}
                />
                <Detail
                  label={t('admin.inbox.col.total')}
                  value={<strong>{money(quote.totalPriceCents, quote.currency)}</strong>}
                />
                <Detail
                  label={t('admin.inbox.quote.priced')}
                  value={t('admin.inbox.quote.pricedValue', {
                    date: createdText(quote.createdAt),
                    rate: rateText(quote.rate),
                    version: quote.pricingVersion,
                  })}
                />
              </dl>
            </section>
          </div>
          <VisitorPictures pictures={quote.pictures ?? []} />
          {showsAsProject(quote.doors) ? (
            quote.doors.map((door) => (
              <DoorSnapshot
                key={door.position}
                door={door}
                heading={t('admin.inbox.quote.door', {
                  position: door.position,
                  product: door.productName,
                  room: door.room ?? '—',
                  quantity: door.quantity,
                  price: money(door.unitPriceCents, quote.currency),
                })}
                currency={quote.currency}
              />
            ))
          ) : (
            <DoorSnapshot
              door={quote}
              heading={t('admin.inbox.quote.selections', { product: quote.productName })}
              currency={quote.currency}
            />
          )}
        </div>
      )}
    </Loaded>
  );
}
