// One order in the back office (docs/product.md#orders): who and what, the money (paid, due, overdue), the invoices
// (issued with the order, or issued here once the shop's payment details are in Settings), the payments with a form
// to record one, the stages with their planned and done days, and the order's activity.
import { useCallback } from 'react';
import { formatMoneyExact } from '../../../lib/amounts.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useAdminT } from '../../admin/i18n.ts';
import { LoadError, Loaded, useLoaded } from '../../admin/Loaded.tsx';
import { dayText } from '../../inbox/inbox-columns.ts';
import type { OrderView } from '../views.ts';
import { orderActivityText } from './activity.ts';
import { Invoices } from './InvoicesPanel.tsx';
import { Payments } from './PaymentsPanel.tsx';
import { Stages } from './StagesPanel.tsx';

const orderId = () => new URLSearchParams(location.search).get('id');

export default function OrderPage() {
  const { t } = useAdminT();
  const id = orderId();
  const { state, reload } = useLoaded(
    useCallback(async () => {
      if (!id) throw new LoadError(t('admin.order.noId'));
      try {
        return await api<OrderView>(`/api/admin/orders/${encodeURIComponent(id)}`);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
          throw new LoadError(t('admin.order.notFound'));
        }
        throw error;
      }
    }, [id, t]),
    { keepData: true },
  );
  return (
    <>
      {/* Until the order is there (or when it cannot be), the page is still named. */}
      {state.status !== 'ready' && <h1 className="mb-4 font-serif text-3xl">{t('admin.nav.order')}</h1>}
      <Loaded state={state} className="">
        {(order) => <OrderScreen order={order} reload={reload} />}
      </Loaded>
    </>
  );
}

function OrderScreen({ order, reload }: { order: OrderView; reload: () => Promise<void> }) {
  const { t, lang } = useAdminT();
  const list = order.request.kind === 'QUOTE' ? 'quotes' : 'general-quotes';
  return (
    <article aria-labelledby="order-title" data-order-page={order.number}>
      <a href="/admin/orders" className="text-sm text-oak-dark hover:underline">
        {t('admin.order.back')}
      </a>
      <h1 id="order-title" className="mt-2 font-serif text-4xl">
        {t('admin.order.title', { number: order.number })}
      </h1>
      <p className="mt-1 text-stone">
        {order.customer.name}
        {order.customer.phone && <span className="whitespace-nowrap"> · {order.customer.phone}</span>}
        {order.customer.email && <span> · {order.customer.email}</span>}
      </p>
      <p className="mt-1 text-sm text-stone">
        {t('admin.order.accepted', {
          version: order.offerNumber,
          name: order.customer.acceptedName,
          date: dayText(order.acceptedAt.slice(0, 10)),
        })}{' '}
        <a
          href={`/admin/${list}?q=${encodeURIComponent(order.request.reference)}`}
          className="text-oak-dark underline underline-offset-2"
        >
          {order.request.reference}
        </a>
        {order.links && (
          <>
            {' · '}
            <a href={order.links.customer} className="text-oak-dark underline underline-offset-2">
              {t('admin.order.customerPage')}
            </a>
          </>
        )}
      </p>

      <dl className="mt-6 grid grid-cols-2 gap-4 rounded-2xl bg-white/70 p-4 text-sm ring-1 ring-ink/5 sm:grid-cols-4">
        <div>
          <dt className="text-stone">{t('admin.orders.total')}</dt>
          <dd className="mt-0.5 text-lg font-medium">{formatMoney(order.money.totalCents, lang)}</dd>
        </div>
        <div>
          <dt className="text-stone">{t('admin.orders.paid')}</dt>
          <dd className="mt-0.5 text-lg font-medium" data-order-paid>
            {formatMoneyExact(order.money.paidCents, lang)}
          </dd>
        </div>
        <div>
          <dt className="text-stone">{t('admin.orders.dueNow')}</dt>
          <dd className="mt-0.5 text-lg font-medium">{formatMoneyExact(order.money.dueCents, lang)}</dd>
        </div>
        <div>
          <dt className="text-stone">{t('admin.orders.balance')}</dt>
          <dd className="mt-0.5 text-lg font-medium">{formatMoneyExact(order.money.balanceCents, lang)}</dd>
        </div>
      </dl>
      {order.money.overdue && (
        <p role="status" className="mt-3 rounded-2xl bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-900/20">
          {t('admin.orders.paymentOverdue')}
        </p>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-2 lg:items-start">
        <Stages order={order} reload={reload} />
        <div className="space-y-8">
          <Invoices order={order} reload={reload} />
          <Payments order={order} reload={reload} />
        </div>
      </div>

      <Lines order={order} />

      <section aria-labelledby="order-activity" className="mt-10">
        <h2 id="order-activity" className="font-serif text-2xl">
          {t('admin.inbox.activity.title')}
        </h2>
        <ol className="mt-3 space-y-2 text-sm">
          {order.activity.map((entry) => (
            <li key={`${entry.at}-${entry.kind}-${entry.note}`}>
              <span className="text-stone">
                {dayText(entry.at.slice(0, 10))}
                {entry.by ? ` · ${entry.by}` : ''}
              </span>{' '}
              {entry.kind === 'OFFER_ACCEPTED'
                ? t('admin.inbox.activity.OFFER_ACCEPTED', { reference: entry.reference ?? '' })
                : orderActivityText({
                    id: '',
                    kind: entry.kind as 'ORDER_PAYMENT',
                    createdAt: entry.at,
                    by: entry.by,
                    status: null,
                    lostReason: null,
                    note: entry.note,
                    followUpOn: null,
                    reference: entry.reference,
                  })}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

/** What was ordered, as the accepted version priced it: each line, its quantity and amount, and the total. */
function Lines({ order }: { order: OrderView }) {
  const { t, lang } = useAdminT();
  return (
    <section aria-labelledby="order-lines" className="mt-10">
      <h2 id="order-lines" className="font-serif text-2xl">
        {t('admin.order.lines', { version: order.offerNumber })}
      </h2>
      <ol className="mt-3 divide-y divide-ink/10 rounded-2xl bg-white/70 px-4 ring-1 ring-ink/5" data-order-lines>
        {order.lines.map((line, i) => (
          // The accepted version's lines never change: their place is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm">
            <span>
              <span className="font-medium">
                {line.type === 'door' ? line.productName : line.type === 'service' ? line.name : line.text}
              </span>
              {line.type === 'door' && line.room && <span className="text-stone"> · {line.room}</span>}
              <span className="text-stone"> × {line.quantity}</span>
            </span>
            <span className="tabular-nums">{formatMoney(line.netCents, lang)}</span>
          </li>
        ))}
        <li className="flex justify-between gap-4 py-3 font-medium">
          <span>{t('admin.orders.total')}</span>
          <span className="tabular-nums">{formatMoney(order.totals.totalCents, lang)}</span>
        </li>
      </ol>
    </section>
  );
}
