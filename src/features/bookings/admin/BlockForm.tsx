// Time off in the calendar (docs/product.md#bookings): whole days (a holiday, a day off) or some hours, for both kinds
// of visit or one. Visitors are offered no time inside it; visits already booked there stay as they are.
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { DialogTitle } from '../../../components/ui/Dialog.tsx';
import { errorProps, FieldError, FormError } from '../../../components/ui/FieldError.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { inputBoxClass, TextField } from '../../../components/ui/TextField.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.tsx';
import { useAdminT } from '../../admin/i18n.ts';
import { addDays, shopIso, shopMoment } from '../shop-time.ts';

type Kind = 'both' | 'showroom' | 'measurement';

export function BlockForm({ day, onClose, onSaved }: { day: string; onClose: () => void; onSaved: () => void }) {
  const { t } = useAdminT();
  const id = useId();
  const [kind, setKind] = useState<Kind>('both');
  const [wholeDays, setWholeDays] = useState(true);
  const [from, setFrom] = useState({ day, time: '13:00' });
  const [to, setTo] = useState({ day, time: '15:00' });
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  async function save() {
    setErrors({});
    setFormError('');
    if (!from.day || !to.day) {
      setErrors({ end: t('admin.bookings.block.pickDays') });
      return;
    }
    const start = shopIso(shopMoment(from.day, wholeDays ? '00:00' : from.time));
    const end = shopIso(wholeDays ? shopMoment(addDays(to.day, 1), '00:00') : shopMoment(to.day, to.time));
    setSaving(true);
    try {
      await api('/api/admin/bookings/blocks', {
        body: { kind: kind === 'both' ? null : kind, start, end, ...(note.trim() ? { note } : {}) },
      });
      void notify('success', t('admin.bookings.block.savedToast'));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0]])));
        setFormError(error.message);
      } else setFormError(t('admin.bookings.failed'));
    } finally {
      setSaving(false);
    }
  }

  const moment = (which: 'from' | 'to', value: { day: string; time: string }, set: typeof setFrom) => (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="text-sm font-medium">
        {t(
          which === 'from'
            ? 'admin.bookings.block.from'
            : wholeDays
              ? 'admin.bookings.block.to'
              : 'admin.bookings.block.until',
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        <input
          type="date"
          aria-label={t(which === 'from' ? 'admin.bookings.block.fromDay' : 'admin.bookings.block.toDay')}
          value={value.day}
          onChange={(e) => set({ ...value, day: e.target.value })}
          className={inputBoxClass}
          {...errorProps(`${id}-${which}`, which === 'to' ? (errors.end ?? errors.start) : undefined)}
        />
        {!wholeDays && (
          <input
            type="time"
            step={900}
            aria-label={t(which === 'from' ? 'admin.bookings.block.fromTime' : 'admin.bookings.block.toTime')}
            value={value.time}
            onChange={(e) => set({ ...value, time: e.target.value })}
            className={inputBoxClass}
          />
        )}
      </div>
    </fieldset>
  );

  return (
    <form
      className="grid gap-5 p-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <DialogTitle>{t('admin.bookings.block.title')}</DialogTitle>
      <p className="text-sm text-stone">{t('admin.bookings.block.lead')}</p>
      <SelectField
        id={`${id}-kind`}
        label={t('admin.bookings.block.kind')}
        value={kind}
        onChange={setKind}
        options={[
          { value: 'both', label: t('admin.bookings.block.both') },
          { value: 'measurement', label: t('booking.kind.MEASUREMENT') },
          { value: 'showroom', label: t('booking.kind.SHOWROOM') },
        ]}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={wholeDays}
          onChange={(e) => setWholeDays(e.target.checked)}
          className="size-5"
        />
        {t('admin.bookings.block.wholeDays')}
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        {moment('from', from, setFrom)}
        {moment('to', to, setTo)}
      </div>
      <FieldError fieldId={`${id}-to`} error={errors.end ?? errors.start} />
      <div>
        <TextField
          id={`${id}-note`}
          label={t('admin.bookings.block.note')}
          value={note}
          onChange={setNote}
          {...errorProps(`${id}-note`, errors.note)}
        />
        <FieldError fieldId={`${id}-note`} error={errors.note} />
      </div>
      <FormError>{formError}</FormError>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" size="md" onClick={onClose}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" variant="primary" size="md" disabled={saving}>
          {t('admin.bookings.block.save')}
        </Button>
      </div>
    </form>
  );
}
