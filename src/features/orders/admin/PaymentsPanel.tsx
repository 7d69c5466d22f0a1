// The order's payments on its back-office page (docs/product.md#orders): those recorded, and the form that records one
// (a key per payment typed, so a retried click records it once; more than the balance asks before it is recorded).
import { type SubmitEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog, DialogTitle } from '../../../components/ui/Dialog.tsx';
import { errorProps, FieldError, FormError } from '../../../components/ui/FieldError.tsx';
import { SaveButtons } from '../../../components/ui/FormButtons.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { inputClass } from '../../../components/ui/TextField.tsx';
import { formatMoneyExact } from '../../../lib/amounts.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { shopToday } from '../../../lib/shop-day.ts';
import { notify } from '../../../lib/toast.tsx';
import { useAdminT } from '../../admin/i18n.ts';
import { dayText } from '../../inbox/inbox-columns.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../order.ts';
import type { OrderView } from '../views.ts';
import { DateField, firstErrors, TellCustomer } from './order-fields.tsx';

export function Payments({ order, reload }: { order: OrderView; reload: () => Promise<void> }) {
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
          <DateField
            id={`${id}-paid`}
            label={t('admin.order.paidOn')}
            value={paidOn}
            max={shopToday()}
            onChange={setPaidOn}
            error={errors.paidOn}
          />
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
          <TellCustomer checked={notifyCustomer} onChange={setNotifyCustomer} />
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
