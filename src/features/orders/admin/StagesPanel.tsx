// The order's stages on its back-office page (docs/product.md#orders): Measured → In production → Ready → Delivered →
// Installed, each folded to its days and opened to plan it, mark it done, note it and tell the customer.
import { type SubmitEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { FormError } from '../../../components/ui/FieldError.tsx';
import { inputClass } from '../../../components/ui/TextField.tsx';
import { api } from '../../../lib/api.ts';
import { shopToday } from '../../../lib/shop-day.ts';
import { notify } from '../../../lib/toast.tsx';
import { useAdminT } from '../../admin/i18n.ts';
import { dayText } from '../../inbox/inbox-columns.ts';
import { STAGES, type Stage } from '../order.ts';
import type { OrderStage, OrderView } from '../views.ts';
import { DateField, firstErrors, TellCustomer } from './order-fields.tsx';

export function Stages({ order, reload }: { order: OrderView; reload: () => Promise<void> }) {
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
            <DateField
              id={`${id}-planned`}
              label={t('admin.order.plannedOn')}
              value={plannedOn}
              onChange={setPlannedOn}
              error={errors.plannedOn}
            />
            <DateField
              id={`${id}-done`}
              label={t('admin.order.doneOn')}
              value={doneOn}
              max={shopToday()}
              onChange={setDoneOn}
              error={errors.doneOn}
            />
          </div>
          <label htmlFor={`${id}-note`} className="mt-3 block text-sm">
            {t('admin.order.note')}
          </label>
          <input id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} className={inputClass} />
          <FormError>{errors._ ?? null}</FormError>
          <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
            <TellCustomer checked={notifyCustomer} onChange={setNotifyCustomer} />
            <Button type="submit" variant="secondary" size="md" disabled={saving || !changed}>
              {saving ? t('admin.saving') : t('admin.order.saveStage', { stage: t(`order.stage.${stage}`) })}
            </Button>
          </div>
        </form>
      </details>
    </li>
  );
}
