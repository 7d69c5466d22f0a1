// One order in the back office (docs/product.md#orders): who and what, the money (paid, due, overdue), the invoices
// (issued with the order, or issued here once the shop's payment details are in Settings), the payments with a form
// to record one, the stages with their planned and done days, and the order's activity.
import { type SubmitEvent, useCallback, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog, DialogTitle } from '../../../components/ui/Dialog.tsx';
import { errorProps, FieldError, FormError } from '../../../components/ui/FieldError.tsx';
import { SaveButtons } from '../../../components/ui/FormButtons.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { inputClass } from '../../../components/ui/TextField.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { formatMoney, formatMoneyExact } from '../../../lib/money.ts';
import { shopToday } from '../../../lib/shop-day.ts';
import { notify } from '../../../lib/toast.tsx';
import { useAdminT } from '../../admin/i18n.ts';
import { LoadError, Loaded, useLoaded } from '../../admin/Loaded.tsx';
import { dayText } from '../../inbox/inbox-columns.ts';
import { PAYMENT_METHODS, type PaymentMethod, STAGES, type Stage } from '../order.ts';
import type { OrderStage, OrderView } from '../views.ts';
import { orderActivityText } from './activity.ts';

const orderId = () => new URLSearchParams(location.search).get('id');

const firstErrors = (caught: unknown): Record<string, string> =>
  caught instanceof ApiError
    ? Object.fromEntries(Object.entries(caught.errors).map(([path, [first]]) => [path, first ?? '']))
    : {};

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

// ---------------------------------------------------------------------------------------------------------------
// Stages

function Stages({ order, reload }: { order: OrderView; reload: () => Promise<void> }) {
  const { t } = useAdminT();
  return (
    <section aria-labelledby="order-stages">
      <h2 id="order-stages" className="font-serif text-2xl">
        {t('admin.order.stages')}
      </h2>
      <p className="mt-1 text-sm text-stone">{t('admin.order.stagesLead')}</p>
      <ol className="mt-4 space-y-3">
        {STAGES.map((stage) => (
          <StageRow
            key={stage}
            orderId={order.id}
            stage={stage}
            row={order.stages.find((s) => s.stage === stage)}
            current={order.stage === stage}
            reload={reload}
          />
        ))}
      </ol>
    </section>
  );
}

function StageRow(props: {
  orderId: string;
  stage: Stage;
  row: OrderStage | undefined;
  current: boolean;
  reload: () => Promise<void>;
}) {
  const { orderId, stage, row, current, reload } = props;
  const { t } = useAdminT();
  const id = useId();
  const [plannedOn, setPlannedOn] = useState(row?.plannedOn ?? '');
  const [doneOn, setDoneOn] = useState(row?.doneOn ?? '');
  const [note, setNote] = useState(row?.note ?? '');
  const [notifyCustomer, setNotifyCustomer] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [open, setOpen] = useState(false);
  const changed = plannedOn !== (row?.plannedOn ?? '') || doneOn !== (row?.doneOn ?? '') || note !== (row?.note ?? '');
  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await api<{ emailedTo: string | null }>(`/api/admin/orders/${orderId}`, {
        method: 'PATCH',
        body: {
          stage,
          plannedOn: plannedOn || null,
          doneOn: doneOn || null,
          note: note || null,
          notify: notifyCustomer,
        },
      });
      setErrors({});
      setNotifyCustomer(false);
      void notify(
        'success',
        saved.emailedTo ? t('admin.order.stageSavedTold', { email: saved.emailedTo }) : t('admin.order.stageSaved'),
      );
      await reload();
    } catch (caught) {
      const fields = firstErrors(caught);
      setErrors(Object.keys(fields).length ? fields : { _: t('admin.settings.failed') });
    } finally {
      setSaving(false);
    }
  }
  const done = Boolean(row?.doneOn);
  return (
    <li
      className={`rounded-2xl p-4 ring-1 ${current ? 'bg-emerald-50 ring-emerald-900/20' : 'bg-white/70 ring-ink/5'}`}
      data-stage-row={stage}
    >
      {/* Each stage folded to its name and days; opened to plan it, mark it done or note it. */}
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={`${id}-name`} className="font-medium">
            {done && <span aria-hidden="true">✓ </span>}
            {t(`order.stage.${stage}`)}
          </h3>
          <span className="text-sm text-stone">
            {row?.doneOn
              ? t('admin.order.doneDay', { date: dayText(row.doneOn) })
              : row?.plannedOn
                ? t('admin.order.plannedDay', { date: dayText(row.plannedOn) })
                : t('admin.order.notPlanned')}
          </span>
        </summary>
        <form noValidate onSubmit={save} aria-busy={saving} aria-labelledby={`${id}-name`} className="mt-2">
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-planned`} className="text-sm">
                {t('admin.order.plannedOn')}
              </label>
              <input
                id={`${id}-planned`}
                type="date"
                value={plannedOn}
                onChange={(e) => setPlannedOn(e.target.value)}
                className={inputClass}
                {...errorProps(`${id}-planned`, errors.plannedOn)}
              />
              <FieldError fieldId={`${id}-planned`} error={errors.plannedOn} />
            </div>
            <div>
              <label htmlFor={`${id}-done`} className="text-sm">
                {t('admin.order.doneOn')}
              </label>
              <input
                id={`${id}-done`}
                type="date"
                value={doneOn}
                max={shopToday()}
                onChange={(e) => setDoneOn(e.target.value)}
                className={inputClass}
                {...errorProps(`${id}-done`, errors.doneOn)}
              />
              <FieldError fieldId={`${id}-done`} error={errors.doneOn} />
            </div>
          </div>
          <label htmlFor={`${id}-note`} className="mt-3 block text-sm">
            {t('admin.order.note')}
          </label>
          <input id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} className={inputClass} />
          <FormError>{errors._ ?? null}</FormError>
          <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={notifyCustomer}
                onChange={(e) => setNotifyCustomer(e.target.checked)}
                className="size-5"
              />
              {t('admin.order.tellCustomer')}
            </label>
            <Button type="submit" variant="secondary" size="md" disabled={saving || !changed}>
              {saving ? t('admin.saving') : t('admin.order.saveStage', { stage: t(`order.stage.${stage}`) })}
            </Button>
          </div>
        </form>
      </details>
    </li>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Invoices and payments

function Invoices({ order, reload }: { order: OrderView; reload: () => Promise<void> }) {
  const { t, lang } = useAdminT();
  const [error, setError] = useState<string | null>(null);
  const [issuing, setIssuing] = useState(false);
  const prepaymentIssued = order.invoices.some((i) => i.number === 1);
  async function issue() {
    setIssuing(true);
    try {
      await api(`/api/admin/orders/${order.id}/invoices`, { method: 'POST', body: { number: 1 } });
      setError(null);
      void notify('success', t('admin.order.invoiceIssued'));
      await reload();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('admin.settings.failed'));
    } finally {
      setIssuing(false);
    }
  }
  return (
    <section aria-labelledby="order-invoices">
      <h2 id="order-invoices" className="font-serif text-2xl">
        {t('admin.order.invoices')}
      </h2>
      <ul className="mt-3 space-y-2">
        {order.invoices.map((invoice) => (
          <li key={invoice.number} className="rounded-2xl bg-white/70 p-3 text-sm ring-1 ring-ink/5">
            <span className="font-medium">{invoice.document.reference}</span> ·{' '}
            {formatMoneyExact(invoice.amountCents, lang)} · {t('admin.order.payBy', { date: dayText(invoice.dueOn) })}
            {order.links?.invoicePdf[invoice.number] && (
              <>
                {' · '}
                <a
                  href={order.links.invoicePdf[invoice.number]}
                  download
                  className="text-oak-dark underline underline-offset-2"
                >
                  {t('admin.order.invoicePdf')}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
      {!prepaymentIssued && order.totals.prepaymentCents > 0 && (
        <div className="mt-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-900/20">
          {order.paymentDetailsMissing.length > 0 ? (
            <p>
              {t('admin.order.detailsMissing')}{' '}
              <a href="/admin/settings" className="font-medium underline">
                {t('admin.nav.settings')}
              </a>
            </p>
          ) : (
            <p>{t('admin.order.noInvoiceYet')}</p>
          )}
          <Button variant="primary" size="md" className="mt-3" disabled={issuing} onClick={() => void issue()}>
            {t('admin.order.issueInvoice')}
          </Button>
          <FormError>{error}</FormError>
        </div>
      )}
    </section>
  );
}

function Payments({ order, reload }: { order: OrderView; reload: () => Promise<void> }) {
  const { t, lang } = useAdminT();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(shopToday());
  const [method, setMethod] = useState<PaymentMethod>('TRANSFER');
  const [notifyCustomer, setNotifyCustomer] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [over, setOver] = useState<number | null>(null);
  // One key per payment typed: a retried click records it once; a new payment gets a new key.
  const [key, setKey] = useState(() => crypto.randomUUID());

  async function record(confirmOverpayment: boolean) {
    const cents = Math.round(Number(amount.replace(',', '.').replace(/\s/g, '')) * 100);
    if (!amount.trim() || !Number.isFinite(cents) || cents <= 0) {
      setErrors({ amountCents: t('admin.order.amountMissing') });
      return;
    }
    setSaving(true);
    try {
      const saved = await api<{ emailedTo: string | null }>(`/api/admin/orders/${order.id}/payments`, {
        method: 'POST',
        idempotencyKey: key,
        body: { amountCents: cents, paidOn, method, notify: notifyCustomer, confirmOverpayment },
      });
      setAmount('');
      setNotifyCustomer(false);
      setErrors({});
      setOver(null);
      setKey(crypto.randomUUID());
      void notify(
        'success',
        saved.emailedTo ? t('admin.order.paymentSavedTold', { email: saved.emailedTo }) : t('admin.order.paymentSaved'),
      );
      await reload();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409 && caught.code === 'OVERPAYMENT') {
        setOver(Number((caught.details as { overCents?: number } | undefined)?.overCents ?? 0));
        setKey(crypto.randomUUID());
      } else {
        const fields = firstErrors(caught);
        setErrors(Object.keys(fields).length ? fields : { _: t('admin.settings.failed') });
      }
    } finally {
      setSaving(false);
    }
  }
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void record(false);
  }
  return (
    <section aria-labelledby="order-payments">
      <h2 id="order-payments" className="font-serif text-2xl">
        {t('admin.order.payments')}
      </h2>
      {order.payments.length === 0 ? (
        <p className="mt-2 text-sm text-stone">{t('admin.order.noPayments')}</p>
      ) : (
        <ul className="mt-3 space-y-2" data-payments>
          {order.payments.map((payment) => (
            <li key={payment.id} className="rounded-2xl bg-white/70 p-3 text-sm ring-1 ring-ink/5">
              <span className="font-medium">{formatMoneyExact(payment.amountCents, lang)}</span> ·{' '}
              {t(`admin.orders.method.${payment.method}`)} · {dayText(payment.paidOn)}
              <span className="text-stone"> · {payment.recordedBy}</span>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={submit}
        aria-busy={saving}
        aria-labelledby={`${id}-title`}
        className="mt-4 rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5"
      >
        <h3 id={`${id}-title`} className="font-medium">
          {t('admin.order.recordPayment')}
        </h3>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-amount`} className="text-sm">
              {t('admin.order.amount')}
            </label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className={inputClass}
              {...errorProps(`${id}-amount`, errors.amountCents)}
            />
            <FieldError fieldId={`${id}-amount`} error={errors.amountCents} />
          </div>
          <div>
            <label htmlFor={`${id}-paid`} className="text-sm">
              {t('admin.order.paidOn')}
            </label>
            <input
              id={`${id}-paid`}
              type="date"
              value={paidOn}
              max={shopToday()}
              onChange={(e) => setPaidOn(e.target.value)}
              className={inputClass}
              {...errorProps(`${id}-paid`, errors.paidOn)}
            />
            <FieldError fieldId={`${id}-paid`} error={errors.paidOn} />
          </div>
          <div className="sm:col-span-2">
            <SelectField<PaymentMethod>
              id={`${id}-method`}
              label={t('admin.order.method')}
              value={method}
              onChange={setMethod}
              options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`admin.orders.method.${m}`) }))}
              error={errors.method ?? null}
            />
          </div>
        </div>
        <FormError>{errors._ ?? null}</FormError>
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={notifyCustomer}
              onChange={(e) => setNotifyCustomer(e.target.checked)}
              className="size-5"
            />
            {t('admin.order.tellCustomer')}
          </label>
          <Button type="submit" variant="primary" size="md" disabled={saving}>
            {saving ? t('admin.saving') : t('admin.order.recordPayment')}
          </Button>
        </div>
      </form>
      <Dialog open={over !== null} onClose={() => setOver(null)} width="w-[min(32rem,calc(100vw-2rem))]">
        <form
          noValidate
          aria-busy={saving}
          className="space-y-4 p-6 sm:p-8"
          onSubmit={(event) => {
            event.preventDefault();
            void record(true);
          }}
        >
          <DialogTitle>{t('admin.order.overTitle')}</DialogTitle>
          <p>{t('admin.order.overText', { amount: formatMoneyExact(over ?? 0, lang) })}</p>
          <SaveButtons
            onCancel={() => setOver(null)}
            saving={saving}
            labels={{ cancel: t('admin.cancel'), save: t('admin.order.overConfirm'), saving: t('admin.saving') }}
          />
        </form>
      </Dialog>
    </section>
  );
}
