// The order on the customer's offer page (docs/product.md#orders): where it stands ("In production, ready around 12
// December"), what is paid and what is due, and each invoice with its NBU payment code (drawn by the server), the same
// details to type in, and its PDF. Words come from the page (page-labels.ts); nothing here fetches.
import { buttonClass } from '../../components/ui/Button.tsx';
import { formatMoneyExact } from '../../lib/amounts.ts';
import { fill } from '../../lib/fill.ts';
import type { Lang } from '../../lib/i18n.ts';
import { ibanInGroups } from '../../lib/iban.ts';
import { formatMoney } from '../../lib/money.ts';
import { shopDayText } from '../../lib/shop-day.ts';
import { nextPlanned, STAGES, type Stage } from './order.ts';
import type { CustomerOrder as Order } from './views.ts';

export interface CustomerOrderLabels {
  stages: Record<Stage, string>;
  /** "{stage}" */
  now: string;
  /** "{stage}, {next} around {date}" */
  nowNext: string;
  notStarted: string;
  /** "planned {date}" */
  planned: string;
  /** "done {date}" */
  done: string;
  progress: string;
  total: string;
  paid: string;
  due: string;
  overdue: string;
  prepaymentReceived: string;
  paidInFull: string;
  /** "Invoice {reference}" */
  invoice: string;
  /** "{amount}, pay by {date}" */
  invoiceDue: string;
  invoicePaid: string;
  scan: string;
  recipient: string;
  code: string;
  bank: string;
  amount: string;
  purpose: string;
  download: string;
  noInvoice: string;
}

export function CustomerOrder({ order, lang, labels }: { order: Order; lang: Lang; labels: CustomerOrderLabels }) {
  const day = (iso: string) => shopDayText(`${iso}T12:00:00Z`, lang);
  const next = nextPlanned(order.stages);
  const headline = order.stage
    ? next
      ? fill(labels.nowNext, {
          stage: labels.stages[order.stage],
          next: labels.stages[next.stage].toLowerCase(),
          date: day(next.plannedOn),
        })
      : fill(labels.now, { stage: labels.stages[order.stage] })
    : labels.notStarted;
  const prepaid = order.invoices.find((i) => i.number === 1)?.paid;
  return (
    <section aria-labelledby="order-progress" className="mt-6 space-y-6" data-order>
      <div className="rounded-3xl bg-white/70 p-5 ring-1 ring-ink/5">
        <h3 id="order-progress" className="font-serif text-2xl">
          {labels.progress}
        </h3>
        <p className="mt-1 text-lg font-medium" data-order-headline>
          {headline}
        </p>
        <ol className="mt-4 grid gap-2 sm:grid-cols-5">
          {STAGES.map((stage) => {
            const row = order.stages.find((s) => s.stage === stage);
            const done = Boolean(row?.doneOn);
            return (
              <li
                key={stage}
                className={`rounded-2xl p-3 text-sm ring-1 ${done ? 'bg-emerald-50 text-emerald-950 ring-emerald-900/20' : 'ring-ink/10'}`}
                data-stage={stage}
                data-done={done}
              >
                <span className="font-medium">
                  {done && <span aria-hidden="true">✓ </span>}
                  {labels.stages[stage]}
                </span>
                {row?.doneOn ? (
                  <span className="block text-xs">{fill(labels.done, { date: day(row.doneOn) })}</span>
                ) : row?.plannedOn ? (
                  <span className="block text-xs text-stone">{fill(labels.planned, { date: day(row.plannedOn) })}</span>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>

      <dl className="grid grid-cols-3 gap-4 rounded-3xl bg-white/70 p-5 text-sm ring-1 ring-ink/5">
        <div>
          <dt className="text-stone">{labels.total}</dt>
          <dd className="mt-0.5 font-medium">{formatMoney(order.totalCents, lang)}</dd>
        </div>
        <div>
          <dt className="text-stone">{labels.paid}</dt>
          <dd className="mt-0.5 font-medium" data-order-paid>
            {formatMoneyExact(order.paidCents, lang)}
          </dd>
        </div>
        <div>
          <dt className="text-stone">{labels.due}</dt>
          <dd className="mt-0.5 font-medium" data-order-due>
            {formatMoneyExact(order.dueCents, lang)}
          </dd>
        </div>
      </dl>
      {(order.overdue || prepaid || order.balanceCents === 0) && (
        <p
          role="status"
          className={`rounded-2xl p-4 ring-1 ${order.overdue ? 'bg-amber-50 text-amber-950 ring-amber-900/20' : 'bg-emerald-50 text-emerald-950 ring-emerald-900/20'}`}
          data-order-status
        >
          {order.overdue ? labels.overdue : order.balanceCents === 0 ? labels.paidInFull : labels.prepaymentReceived}
        </p>
      )}

      {order.invoices.length === 0 && <p className="text-stone">{labels.noInvoice}</p>}
      {order.invoices.map((invoice) => (
        <section
          key={invoice.number}
          aria-labelledby={`invoice-${invoice.number}`}
          className="rounded-3xl bg-white/70 p-5 ring-1 ring-ink/5"
          data-invoice={invoice.number}
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h3 id={`invoice-${invoice.number}`} className="font-serif text-2xl">
                {fill(labels.invoice, { reference: invoice.reference })}
              </h3>
              <p className="mt-1">
                {invoice.paid
                  ? labels.invoicePaid
                  : fill(labels.invoiceDue, {
                      amount: formatMoneyExact(invoice.amountCents, lang),
                      date: day(invoice.dueOn),
                    })}
              </p>
            </div>
            <a href={invoice.pdfUrl} download className={buttonClass('secondary', 'md', 'inline-flex items-center')}>
              {labels.download}
            </a>
          </div>
          {!invoice.paid && (
            <div className="mt-4 grid gap-5 sm:grid-cols-[14rem_minmax(0,1fr)] sm:items-start">
              <figure className="mx-auto w-56 max-w-full sm:mx-0">
                {/* The server's own SVG (payment-qr-image.server.ts): modules, a circle and the sign, nothing else. */}
                <div
                  className="aspect-square w-full"
                  data-payment-qr={invoice.qrPayload}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: drawn by our server from the invoice's payload
                  dangerouslySetInnerHTML={{ __html: invoice.qrSvg }}
                />
                <figcaption className="mt-2 text-center text-sm text-stone">{labels.scan}</figcaption>
              </figure>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                <dt className="text-stone">{labels.recipient}</dt>
                <dd className="font-medium">{invoice.payee.legalName}</dd>
                <dt className="text-stone">IBAN</dt>
                <dd className="font-medium tabular-nums">{ibanInGroups(invoice.payee.iban)}</dd>
                <dt className="text-stone">{labels.code}</dt>
                <dd className="font-medium tabular-nums">{invoice.payee.code}</dd>
                {invoice.payee.bank && (
                  <>
                    <dt className="text-stone">{labels.bank}</dt>
                    <dd className="font-medium">{invoice.payee.bank}</dd>
                  </>
                )}
                <dt className="text-stone">{labels.amount}</dt>
                <dd className="font-medium">{formatMoneyExact(invoice.amountCents, lang)}</dd>
                <dt className="text-stone">{labels.purpose}</dt>
                <dd className="font-medium">{invoice.payee.purpose}</dd>
              </dl>
            </div>
          )}
        </section>
      ))}
    </section>
  );
}
