// The manager's visit form (docs/product.md#bookings): a visit added for a customer who phoned, or a visit moved. The
// day's free times by the visitors' rules are offered first; "another time" books outside them (the override: any
// hour, a blocked time, today, a full day — never over another visit, which the database refuses). A refused time
// keeps everything typed and shows the day's free times again.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { DialogTitle } from '../../../components/ui/Dialog.tsx';
import { errorProps, FieldError, FormError } from '../../../components/ui/FieldError.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { inputClass, TextField } from '../../../components/ui/TextField.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import type { Lang } from '../../../lib/i18n.ts';
import { languages } from '../../../lib/languages.ts';
import { notify } from '../../../lib/toast.tsx';
import { useAdminT } from '../../admin/i18n.ts';
import { visitDayText, visitTimeText } from '../format.ts';
import type { KindParam } from '../schema.ts';
import { shopIso, shopMoment } from '../shop-time.ts';
import type { AvailabilityView, CalendarVisit } from '../views.ts';

type Times = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; view: AvailabilityView };
export type VisitFormMode = { type: 'add'; day: string } | { type: 'move'; visit: CalendarVisit };

const blank = { name: '', phone: '', email: '', area: '', address: '', note: '', requestRef: '' };

export function VisitForm({
  mode,
  onClose,
  onSaved,
}: {
  mode: VisitFormMode;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, lang } = useAdminT();
  const id = useId();
  const moving = mode.type === 'move' ? mode.visit : null;
  const [kind, setKind] = useState<KindParam>(moving?.kind ?? 'measurement');
  const [day, setDay] = useState(moving ? moving.start.slice(0, 10) : mode.type === 'add' ? mode.day : '');
  const [slot, setSlot] = useState('');
  const [override, setOverride] = useState(false);
  const [time, setTime] = useState(moving ? visitTimeText(moving.start) : '10:00');
  const [fields, setFields] = useState(blank);
  const [customerLang, setCustomerLang] = useState<Lang>('uk');
  const [tell, setTell] = useState(true);
  const [times, setTimes] = useState<Times>({ status: 'loading' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  // One key per visit being added, kept across tries: a retry after a lost answer is the same booking, not a second.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  // Only the latest request's answer is shown (a date typed digit by digit asks several times).
  const asked = useRef(0);
  const loadTimes = useCallback(async () => {
    const ask = ++asked.current;
    setTimes({ status: 'loading' });
    try {
      const view = await api<AvailabilityView>(`/api/bookings/availability?kind=${kind}&from=${day}&days=1`);
      if (ask === asked.current) setTimes({ status: 'ready', view });
    } catch {
      if (ask === asked.current) setTimes({ status: 'failed' });
    }
  }, [kind, day]);
  useEffect(() => {
    setSlot('');
    if (day) void loadTimes();
  }, [day, loadTimes]);

  const set = (name: keyof typeof blank) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const start = override ? (day && time ? shopIso(shopMoment(day, time)) : '') : slot;
  // The visitors' free times of that day; a day they cannot book (today, a past one) answers from their first day
  // instead, which is not this one: then there are none, and "another time" books it.
  const answered = times.status === 'ready' ? times.view.days[0] : undefined;
  const free = answered?.date === day ? answered.slots : [];
  const areas = times.status === 'ready' ? times.view.areas : [];
  const email = moving ? moving.email : fields.email.trim();

  async function save() {
    setErrors({});
    setFormError('');
    if (!start) {
      setErrors({ start: t('admin.bookings.form.pickTime') });
      return;
    }
    setSaving(true);
    try {
      const visit = moving
        ? await api<CalendarVisit>(`/api/admin/bookings/${moving.id}`, {
            method: 'PATCH',
            body: { version: moving.version, start, override, tellCustomer: tell },
            idempotencyKey,
          })
        : await api<CalendarVisit>('/api/admin/bookings', {
            body: {
              kind,
              start,
              override,
              tellCustomer: tell,
              lang: customerLang,
              ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== '')),
            },
            idempotencyKey,
          });
      void notify(
        'success',
        t(moving ? 'admin.bookings.form.movedToast' : 'admin.bookings.form.addedToast', {
          reference: visit.reference,
          when: `${visitDayText(visit.start, lang, false)}, ${visitTimeText(visit.start)}`,
        }),
      );
      onSaved();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError(t('admin.bookings.failed'));
      } else {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0]])));
        setFormError(error.message);
        // Refused: what is sent next is another request.
        if (error.status < 500) setIdempotencyKey(crypto.randomUUID());
        if (error.code === 'SLOT_TAKEN') {
          setSlot('');
          void loadTimes();
        }
      }
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof typeof blank, label: string, extra: { type?: string; rows?: number } = {}) => (
    <div>
      <TextField
        id={`${id}-${name}`}
        label={label}
        value={fields[name]}
        onChange={set(name)}
        {...extra}
        {...errorProps(`${id}-${name}`, errors[name])}
      />
      <FieldError fieldId={`${id}-${name}`} error={errors[name]} />
    </div>
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
      <DialogTitle>
        {moving
          ? t('admin.bookings.form.moveTitle', { reference: moving.reference })
          : t('admin.bookings.form.addTitle')}
      </DialogTitle>
      {moving ? (
        <p className="text-sm text-stone">
          {moving.name} · {visitDayText(moving.start, lang, false)}, {visitTimeText(moving.start)}
        </p>
      ) : (
        <SelectField
          id={`${id}-kind`}
          label={t('admin.bookings.form.kind')}
          value={kind}
          onChange={setKind}
          options={[
            { value: 'measurement', label: t('booking.kind.MEASUREMENT') },
            { value: 'showroom', label: t('booking.kind.SHOWROOM') },
          ]}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-day`} className="text-sm font-medium">
            {t('admin.bookings.form.day')}
          </label>
          <input
            id={`${id}-day`}
            type="date"
            value={day}
            onChange={(e) => setDay(e.target.value)}
            className={inputClass}
          />
        </div>
        {override ? (
          <div>
            <label htmlFor={`${id}-time`} className="text-sm font-medium">
              {t('admin.bookings.form.time')}
            </label>
            <input
              id={`${id}-time`}
              type="time"
              step={900}
              value={time}
              onChange={(e) => setTime(e.target.value)}
              className={inputClass}
              {...errorProps(`${id}-time`, errors.start)}
            />
            <FieldError fieldId={`${id}-time`} error={errors.start} />
          </div>
        ) : (
          <div>
            <label htmlFor={`${id}-slot`} className="text-sm font-medium">
              {t('admin.bookings.form.freeTime')}
            </label>
            <select
              id={`${id}-slot`}
              value={slot}
              onChange={(e) => setSlot(e.target.value)}
              className={inputClass}
              disabled={times.status !== 'ready' || free.length === 0}
              {...errorProps(`${id}-slot`, errors.start)}
            >
              <option value="">
                {times.status === 'loading'
                  ? t('admin.bookings.form.loadingTimes')
                  : times.status === 'failed'
                    ? t('admin.bookings.form.timesFailed')
                    : free.length === 0
                      ? t('admin.bookings.form.noFreeTimes')
                      : t('admin.bookings.form.chooseTime')}
              </option>
              {free.map((s) => (
                <option key={s.start} value={s.start}>
                  {visitTimeText(s.start)}–{visitTimeText(s.end)}
                </option>
              ))}
            </select>
            <FieldError fieldId={`${id}-slot`} error={errors.start} />
          </div>
        )}
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} className="size-5" />
        {t('admin.bookings.form.override')}
      </label>
      {!moving && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('name', t('form.name'))}
            {field('phone', t('form.phone'), { type: 'tel' })}
            {field('email', t('admin.bookings.form.email'), { type: 'email' })}
            <SelectField
              id={`${id}-lang`}
              label={t('admin.bookings.form.customerLang')}
              value={customerLang}
              onChange={setCustomerLang}
              options={languages.map((l) => ({ value: l, label: t(`admin.bookings.form.lang.${l}`) }))}
            />
          </div>
          {kind === 'measurement' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                id={`${id}-area`}
                label={t('booking.page.area')}
                value={fields.area}
                onChange={set('area')}
                error={errors.area ?? null}
                options={[
                  { value: '', label: t('admin.bookings.form.chooseArea') },
                  ...areas.map((a) => ({ value: a[customerLang], label: a[lang] })),
                ]}
              />
              {field('address', t('booking.page.address'))}
            </div>
          )}
          {kind === 'measurement' && field('note', t('booking.page.note'), { rows: 2 })}
          {field('requestRef', t('admin.bookings.form.requestRef'))}
        </>
      )}
      {email && (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={tell} onChange={(e) => setTell(e.target.checked)} className="size-5" />
          {t(moving ? 'admin.bookings.form.tellMoved' : 'admin.bookings.form.tellBooked', { email })}
        </label>
      )}
      <FormError>{formError}</FormError>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" size="md" onClick={onClose}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" variant="primary" size="md" disabled={saving}>
          {t(moving ? 'admin.bookings.form.saveMove' : 'admin.bookings.form.saveAdd')}
        </Button>
      </div>
    </form>
  );
}
