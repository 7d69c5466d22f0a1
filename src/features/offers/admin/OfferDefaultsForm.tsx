// The offers' defaults on the Settings page (docs/product.md#offer-defaults): the services an offer can add (their
// names and units in both languages, their usual price), the usual prepayment, how many days an offer stands and the
// usual lead time, and where customers pay (the IBAN and bank the invoices and their payment code name). Saved on
// their own, with the version they were read at; nothing here is on the public site.
import { type SubmitEvent, useCallback, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { errorProps, FieldError, FormError } from '../../../components/ui/FieldError.tsx';
import { inputBoxClass, inputClass } from '../../../components/ui/TextField.tsx';
import { api } from '../../../lib/api.ts';
import type { MessageKey } from '../../../lib/i18n.ts';
import { slugWords } from '../../../lib/slug.ts';
import { useAdminT } from '../../admin/i18n.ts';
import { Loaded, useLoaded } from '../../admin/Loaded.tsx';
import { useVersionedSave } from '../../admin/use-versioned-save.ts';
import type { OfferSettings, Service } from '../schema.ts';
import type { OfferSettingsView } from '../views.ts';

export function OfferDefaults() {
  const { t } = useAdminT();
  const { state } = useLoaded(useCallback(() => api<OfferSettingsView>('/api/admin/offer-settings'), []));
  return (
    <section aria-labelledby="offer-defaults" className="mt-12">
      <h2 id="offer-defaults" className="font-serif text-3xl">
        {t('admin.offerDefaults.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-stone">{t('admin.offerDefaults.lead')}</p>
      <Loaded state={state}>{(view) => <DefaultsForm initial={view} />}</Loaded>
    </section>
  );
}

/** A new service's id: from its English name, unique in the list. */
function newId(service: Service, taken: Set<string>): string {
  const base = slugWords(service.name.en).slice(0, 34) || 'service';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

function DefaultsForm({ initial }: { initial: OfferSettingsView }) {
  const { t } = useAdminT();
  const id = useId();
  const [settings, setSettings] = useState<OfferSettings>(initial.settings);
  const {
    save: put,
    saving,
    errors,
    error,
  } = useVersionedSave<OfferSettings>('/api/admin/offer-settings', initial.version, {
    saved: 'admin.offerDefaults.saved',
    stale: 'admin.offerDefaults.stale',
    fix: 'admin.offerDefaults.fixErrors',
  });

  const setService = (i: number, patch: Partial<Service>) =>
    setSettings((s) => ({ ...s, services: s.services.map((x, j) => (j === i ? { ...x, ...patch } : x)) }));

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const taken = new Set(settings.services.map((s) => s.id).filter(Boolean));
    const services = settings.services.map((s) => {
      if (s.id) return s;
      const made = newId(s, taken);
      taken.add(made);
      return { ...s, id: made };
    });
    const saved = await put({ ...settings, services });
    if (saved) setSettings(saved);
  }

  const input = (path: string, label: string, value: string, onChange: (value: string) => void, type = 'text') => (
    <div>
      <label htmlFor={`${id}-${path}`} className="text-xs font-medium text-stone">
        {label}
      </label>
      <input
        id={`${id}-${path}`}
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        min={type === 'number' ? 0 : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={type === 'number' ? `${inputBoxClass} mt-1 block w-32` : `${inputClass} mt-1`}
        {...errorProps(`${id}-${path}`, errors[path])}
      />
      <FieldError fieldId={`${id}-${path}`} error={errors[path]} />
    </div>
  );
  const count = (key: 'prepaymentPercent' | 'validDays' | 'leadTimeWeeks', label: MessageKey) =>
    input(key, t(label), String(settings[key]), (v) => setSettings((s) => ({ ...s, [key]: Number(v || 0) })), 'number');

  return (
    <form noValidate onSubmit={save} aria-busy={saving} className="mt-6 space-y-6" data-offer-defaults>
      <fieldset className="space-y-3">
        <legend className="font-medium">{t('admin.offerDefaults.services')}</legend>
        {settings.services.map((service, i) => (
          <fieldset
            // A service's id is made when it is saved: until then its place is its key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className="grid gap-3 rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_10rem_auto]"
          >
            <legend className="sr-only">{t('admin.offerDefaults.service', { n: i + 1 })}</legend>
            {input(`services.${i}.name.uk`, t('admin.offerDefaults.nameUk'), service.name.uk, (v) =>
              setService(i, { name: { ...service.name, uk: v } }),
            )}
            {input(`services.${i}.name.en`, t('admin.offerDefaults.nameEn'), service.name.en, (v) =>
              setService(i, { name: { ...service.name, en: v } }),
            )}
            {input(`services.${i}.unit.uk`, t('admin.offerDefaults.unitUk'), service.unit.uk, (v) =>
              setService(i, { unit: { ...service.unit, uk: v } }),
            )}
            {input(`services.${i}.unit.en`, t('admin.offerDefaults.unitEn'), service.unit.en, (v) =>
              setService(i, { unit: { ...service.unit, en: v } }),
            )}
            <div className="flex flex-wrap items-end gap-3">
              {input(
                `services.${i}.priceCents`,
                t('admin.offerDefaults.price'),
                String(service.priceCents / 100),
                (v) => setService(i, { priceCents: Math.round(Number(v || 0)) * 100 }),
                'number',
              )}
              <Button
                variant="danger"
                size="sm"
                aria-label={t('admin.offerDefaults.remove', {
                  name: service.name.uk || service.name.en || String(i + 1),
                })}
                onClick={() => setSettings((s) => ({ ...s, services: s.services.filter((_, j) => j !== i) }))}
              >
                {t('admin.offer.remove')}
              </Button>
            </div>
          </fieldset>
        ))}
        <Button
          variant="secondary"
          size="md"
          onClick={() =>
            setSettings((s) => ({
              ...s,
              services: [...s.services, { id: '', name: { en: '', uk: '' }, unit: { en: '', uk: '' }, priceCents: 0 }],
            }))
          }
        >
          {t('admin.offerDefaults.add')}
        </Button>
        <FieldError fieldId={`${id}-services`} error={errors.services} />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="font-medium">{t('admin.offerDefaults.payment')}</legend>
        <p className="max-w-2xl text-sm text-stone">{t('admin.offerDefaults.paymentLead')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {input('payment.iban', t('admin.offerDefaults.iban'), settings.payment.iban, (v) =>
            setSettings((s) => ({ ...s, payment: { ...s.payment, iban: v } })),
          )}
          {input('payment.bank', t('admin.offerDefaults.bank'), settings.payment.bank, (v) =>
            setSettings((s) => ({ ...s, payment: { ...s.payment, bank: v } })),
          )}
        </div>
        {input(
          'payment.dueDays',
          t('admin.offerDefaults.dueDays'),
          String(settings.payment.dueDays),
          (v) => setSettings((s) => ({ ...s, payment: { ...s.payment, dueDays: Number(v || 0) } })),
          'number',
        )}
      </fieldset>
      <div className="flex flex-wrap gap-4">
        {count('prepaymentPercent', 'admin.offerDefaults.prepayment')}
        {count('validDays', 'admin.offerDefaults.validDays')}
        {count('leadTimeWeeks', 'admin.offerDefaults.leadTime')}
      </div>
      <FormError>{error}</FormError>
      <Button type="submit" variant="primary" size="md-wide" disabled={saving}>
        {saving ? t('admin.saving') : t('admin.offerDefaults.save')}
      </Button>
    </form>
  );
}
