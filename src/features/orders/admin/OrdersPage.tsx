// The back office's orders (docs/product.md#orders): newest first, searched by number, name or phone, filtered by
// stage, money due and overdue; each row links to its order. One list of cards at every width (readable at 375 px).
import { useCallback, useEffect, useId, useState } from 'react';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { inputClass } from '../../../components/ui/TextField.tsx';
import { api } from '../../../lib/api.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useAdminT } from '../../admin/i18n.ts';
import { Loaded, useLoaded } from '../../admin/Loaded.tsx';
import { dayText } from '../../inbox/inbox-columns.ts';
import { STAGES, type Stage } from '../order.ts';
import type { OrderListItem } from '../views.ts';

type StageFilter = '' | Stage | 'NONE';

export default function OrdersPage() {
  const { t, lang } = useAdminT();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [stage, setStage] = useState<StageFilter>('');
  const [due, setDue] = useState(false);
  const [overdue, setOverdue] = useState(false);
  // Searching as the manager types, once they pause.
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const { state, pending } = useLoaded(
    useCallback(() => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (stage) params.set('stage', stage);
      if (due) params.set('due', '1');
      if (overdue) params.set('overdue', '1');
      const query = params.toString();
      return api<{ orders: OrderListItem[] }>(`/api/admin/orders${query ? `?${query}` : ''}`);
    }, [q, stage, due, overdue]),
    { keepData: true },
  );
  const filtered = Boolean(q || stage || due || overdue);
  return (
    <>
      <h1 className="font-serif text-4xl">{t('admin.nav.orders')}</h1>
      <p className="mt-2 max-w-2xl text-stone">{t('admin.orders.lead')}</p>
      <search className="mt-6 grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem] lg:grid-cols-[minmax(0,1fr)_14rem_auto]">
        <div>
          <label htmlFor={`${id}-q`} className="text-sm font-medium">
            {t('admin.orders.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('admin.orders.searchHint')}
            className={inputClass}
          />
        </div>
        <SelectField<StageFilter>
          id={`${id}-stage`}
          label={t('admin.orders.stage')}
          value={stage}
          onChange={setStage}
          options={[
            { value: '', label: t('admin.orders.anyStage') },
            { value: 'NONE', label: t('admin.orders.notStarted') },
            ...STAGES.map((s) => ({ value: s, label: t(`order.stage.${s}`) })),
          ]}
        />
        <div className="flex flex-wrap items-end gap-x-6 gap-y-2 pb-2">
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" checked={due} onChange={(e) => setDue(e.target.checked)} className="size-5" />
            {t('admin.orders.due')}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={overdue}
              onChange={(e) => setOverdue(e.target.checked)}
              className="size-5"
            />
            {t('admin.orders.overdue')}
          </label>
        </div>
      </search>
      <Loaded
        state={state}
        isEmpty={(data) => data.orders.length === 0}
        empty={<p className="mt-8 text-stone">{filtered ? t('admin.orders.noneFound') : t('admin.orders.none')}</p>}
      >
        {({ orders }) => (
          <ul aria-busy={pending} className="mt-8 space-y-3 aria-busy:opacity-60" data-orders>
            {orders.map((order) => (
              <li
                key={order.id}
                className="rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5"
                data-order-row={order.number}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <a
                    href={`/admin/order/?id=${order.id}`}
                    className="font-serif text-2xl text-oak-dark hover:underline"
                  >
                    {order.number}
                  </a>
                  <span className="text-sm text-stone">
                    {t('admin.orders.accepted', {
                      date: dayText(order.acceptedAt.slice(0, 10)),
                      reference: order.reference,
                    })}
                  </span>
                </div>
                <p className="mt-1 font-medium">
                  {order.customerName}
                  {order.phone && <span className="ml-2 font-normal whitespace-nowrap text-stone">{order.phone}</span>}
                </p>
                <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
                  <div>
                    <dt className="text-stone">{t('admin.orders.stage')}</dt>
                    <dd className="font-medium">
                      {order.stage ? t(`order.stage.${order.stage}`) : t('admin.orders.notStarted')}
                      {order.next && (
                        <span className="font-normal text-stone">
                          {' · '}
                          {t('admin.orders.next', {
                            stage: t(`order.stage.${order.next.stage}`),
                            date: dayText(order.next.plannedOn),
                          })}
                        </span>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-stone">{t('admin.orders.paid')}</dt>
                    <dd className="font-medium">
                      {t('admin.orders.paidOf', {
                        paid: formatMoney(order.money.paidCents, lang),
                        total: formatMoney(order.money.totalCents, lang),
                      })}
                    </dd>
                  </div>
                  {order.money.dueCents > 0 && (
                    <div>
                      <dt className="text-stone">{t('admin.orders.dueNow')}</dt>
                      <dd className="font-medium">{formatMoney(order.money.dueCents, lang)}</dd>
                    </div>
                  )}
                </dl>
                {(order.money.overdue || order.late) && (
                  <p className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm text-amber-950">
                    {order.money.overdue ? t('admin.orders.paymentOverdue') : t('admin.orders.stageLate')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </>
  );
}
