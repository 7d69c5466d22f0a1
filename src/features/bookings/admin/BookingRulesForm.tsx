// Settings → Bookings (docs/product.md#bookings): how soon, how far ahead and until when before a visit a customer may
// book, move or cancel online; per kind — offered or not, how long, the gap after it, the most a day and the week's
// hours (one period a day here; more through the API are kept); a measurement's service areas in both languages and
// its fee service. Saved on their own with the version they were read at.
import { type SubmitEvent, useCallback, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { errorProps, FieldError, FormError } from '../../../components/ui/FieldError.tsx';
import { inputBoxClass, inputClass } from '../../../components/ui/TextField.tsx';
import { api } from '../../../lib/api.ts';
import type { MessageKey } from '../../../lib/i18n.ts';
import { useAdminT } from '../../admin/i18n.ts';
import { Loaded, useLoaded } from '../../admin/Loaded.tsx';
import { useVersionedSave } from '../../admin/use-versioned-save.ts';
import type { OfferSettingsView } from '../../offers/views.ts';
import type { BookingSettings, KindRules } from '../schema.ts';
import type { BookingSettingsView } from '../views.ts';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type KindKey = 'showroom' | 'measurement';

export function BookingRules() {
  const { t } = useAdminT();
  const { state } = useLoaded(
    useCallback(
      () =>
        Promise.all([
          api<BookingSettingsView>('/api/admin/booking-settings'),
          api<OfferSettingsView>('/api/admin/offer-settings'),
        ]),
      [],
    ),
  );
  return (
    <section aria-labelledby="booking-rules" className="mt-12">
      <h2 id="booking-rules" className="font-serif text-3xl">
        {t('admin.bookingRules.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-stone">{t('admin.bookingRules.lead')}</p>
      <Loaded state={state}>
        {([rules, offers]) => <RulesForm initial={rules} services={offers.settings.services} />}
      </Loaded>
    </section>
  );
}

function RulesForm({
  initial,
  services,
}: {
  initial: BookingSettingsView;
  services: OfferSettingsView['settings']['services'];
}) {
  const { t, lang } = useAdminT();
  const id = useId();
  const [settings, setSettings] = useState<BookingSettings>(initial.settings);
  const { save, saving, errors, error } = useVersionedSave<BookingSettings>(
    '/api/admin/booking-settings',
    initial.version,
    { saved: 'admin.bookingRules.saved', stale: 'admin.bookingRules.stale', fix: 'admin.offerDefaults.fixErrors' },
  );
  const setKind = (kind: KindKey, patch: Partial<KindRules>) =>
    setSettings((s) => ({ ...s, [kind]: { ...s[kind], ...patch } }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await save(settings);
    if (saved) setSettings(saved);
  }

  const number = (path: string, label: MessageKey, value: number, onChange: (value: number) => void) => (
    <div>
      <label htmlFor={`${id}-${path}`} className="text-xs font-medium text-stone">
        {t(label)}
      </label>
      <input
        id={`${id}-${path}`}
        type="number"
        inputMode="numeric"
        min={0}
        value={String(value)}
        onChange={(e) => onChange(Number(e.target.value || 0))}
        className={`${inputBoxClass} mt-1 block w-32`}
        {...errorProps(`${id}-${path}`, errors[path])}
      />
      <FieldError fieldId={`${id}-${path}`} error={errors[path]} />
    </div>
  );

  const kindFields = (kind: KindKey) => {
    const rules = settings[kind];
    return (
      <fieldset className="grid gap-4 rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5" data-booking-rules={kind}>
        <legend className="sr-only">
          {t(kind === 'showroom' ? 'booking.kind.SHOWROOM' : 'booking.kind.MEASUREMENT')}
        </legend>
        <p className="font-serif text-2xl" aria-hidden="true">
          {t(kind === 'showroom' ? 'booking.kind.SHOWROOM' : 'booking.kind.MEASUREMENT')}
        </p>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={rules.enabled}
            onChange={(e) => setKind(kind, { enabled: e.target.checked })}
            className="size-5"
          />
          {t('admin.bookingRules.enabled')}
        </label>
        <div className="flex flex-wrap gap-4">
          {number(`${kind}.durationMinutes`, 'admin.bookingRules.duration', rules.durationMinutes, (v) =>
            setKind(kind, { durationMinutes: v }),
          )}
          {number(`${kind}.bufferMinutes`, 'admin.bookingRules.buffer', rules.bufferMinutes, (v) =>
            setKind(kind, { bufferMinutes: v }),
          )}
          {number(`${kind}.maxPerDay`, 'admin.bookingRules.maxPerDay', rules.maxPerDay, (v) =>
            setKind(kind, { maxPerDay: v }),
          )}
        </div>
        <fieldset>
          <legend className="text-sm font-medium">{t('admin.bookingRules.hours')}</legend>
          <div className="mt-2 grid gap-2">
            {WEEKDAYS.map((weekday, i) => {
              const [first, ...rest] = rules.weekly[i] ?? [];
              const setDay = (period: { from: string; to: string } | null) =>
                setKind(kind, {
                  weekly: rules.weekly.map((day, j) => (j === i ? (period ? [period, ...rest] : []) : day)),
                });
              const path = `${kind}.weekly.${i}`;
              return (
                <div key={weekday} className="flex flex-wrap items-center gap-3">
                  <label className="flex min-h-11 w-36 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={first !== undefined}
                      onChange={(e) => setDay(e.target.checked ? { from: '10:00', to: '19:00' } : null)}
                      className="size-5"
                    />
                    {t(`admin.bookingRules.day.${weekday}`)}
                  </label>
                  {first && (
                    <>
                      <input
                        type="time"
                        aria-label={t('admin.bookingRules.from', { day: t(`admin.bookingRules.day.${weekday}`) })}
                        value={first.from}
                        onChange={(e) => setDay({ ...first, from: e.target.value })}
                        className={inputBoxClass}
                      />
                      <span aria-hidden="true">–</span>
                      <input
                        type="time"
                        aria-label={t('admin.bookingRules.to', { day: t(`admin.bookingRules.day.${weekday}`) })}
                        value={first.to}
                        onChange={(e) => setDay({ ...first, to: e.target.value })}
                        className={inputBoxClass}
                        {...errorProps(`${id}-${path}`, errors[`${path}.0.to`] ?? errors[path])}
                      />
                    </>
                  )}
                  <FieldError fieldId={`${id}-${path}`} error={errors[`${path}.0.to`] ?? errors[path]} />
                </div>
              );
            })}
          </div>
        </fieldset>
      </fieldset>
    );
  };

  const areas = settings.measurement.areas;
  const setAreas = (next: BookingSettings['measurement']['areas']) =>
    setSettings((s) => ({ ...s, measurement: { ...s.measurement, areas: next } }));
  return (
    <form noValidate onSubmit={submit} aria-busy={saving} className="mt-6 space-y-6" data-booking-rules-form>
      <div className="flex flex-wrap gap-4">
        {number('earliestDays', 'admin.bookingRules.earliestDays', settings.earliestDays, (v) =>
          setSettings((s) => ({ ...s, earliestDays: v })),
        )}
        {number('horizonDays', 'admin.bookingRules.horizonDays', settings.horizonDays, (v) =>
          setSettings((s) => ({ ...s, horizonDays: v })),
        )}
        {number('cutoffHours', 'admin.bookingRules.cutoffHours', settings.cutoffHours, (v) =>
          setSettings((s) => ({ ...s, cutoffHours: v })),
        )}
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        {kindFields('showroom')}
        {kindFields('measurement')}
      </div>
      <fieldset className="space-y-3">
        <legend className="font-medium">{t('admin.bookingRules.areas')}</legend>
        {areas.map((area, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an area is its place in the list while it is typed
          <div key={i} className="flex flex-wrap items-end gap-3">
            {(['uk', 'en'] as const).map((l) => (
              <div key={l} className="min-w-48 flex-1">
                <label htmlFor={`${id}-area-${i}-${l}`} className="text-xs font-medium text-stone">
                  {t(l === 'uk' ? 'admin.bookingRules.areaUk' : 'admin.bookingRules.areaEn')}
                </label>
                <input
                  id={`${id}-area-${i}-${l}`}
                  value={area[l]}
                  onChange={(e) => setAreas(areas.map((a, j) => (j === i ? { ...a, [l]: e.target.value } : a)))}
                  className={`${inputClass} mt-1`}
                  {...errorProps(`${id}-area-${i}-${l}`, errors[`measurement.areas.${i}.${l}`])}
                />
                <FieldError fieldId={`${id}-area-${i}-${l}`} error={errors[`measurement.areas.${i}.${l}`]} />
              </div>
            ))}
            <Button
              variant="quiet"
              size="sm"
              className="text-red-800"
              onClick={() => setAreas(areas.filter((_, j) => j !== i))}
            >
              {t('admin.bookingRules.removeArea')}
            </Button>
          </div>
        ))}
        <Button variant="secondary" size="md" onClick={() => setAreas([...areas, { en: '', uk: '' }])}>
          {t('admin.bookingRules.addArea')}
        </Button>
      </fieldset>
      <div className="max-w-md">
        <label htmlFor={`${id}-fee`} className="text-sm font-medium">
          {t('admin.bookingRules.fee')}
        </label>
        <select
          id={`${id}-fee`}
          value={settings.measurement.feeServiceId}
          onChange={(e) =>
            setSettings((s) => ({ ...s, measurement: { ...s.measurement, feeServiceId: e.target.value } }))
          }
          className={inputClass}
        >
          <option value="">{t('admin.bookingRules.free')}</option>
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name[lang]}
            </option>
          ))}
        </select>
      </div>
      <FormError>{error}</FormError>
      <Button type="submit" variant="primary" size="md-wide" disabled={saving}>
        {saving ? t('admin.saving') : t('admin.bookingRules.save')}
      </Button>
    </form>
  );
}
