// /admin/settings: the business's details (docs/product.md#business-settings) in sections, the two languages side
// by side (stacked on a phone). Saving sends the whole document with the version it was read at: field errors from
// a 422 show under their fields, a 409 says someone else saved; a save marks the site for publishing.
import { type ReactNode, type SubmitEvent, useCallback, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { errorProps, FieldError, FormError } from '../../components/ui/FieldError.tsx';
import { SubmitButton } from '../../components/ui/FormButtons.tsx';
import { inputClass } from '../../components/ui/TextField.tsx';
import { ApiError, api } from '../../lib/api.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.tsx';
import { ImageField } from '../admin/ImageField.tsx';
import { type AdminT, useAdminT } from '../admin/i18n.ts';
import { Loaded, useLoaded } from '../admin/Loaded.tsx';
import { BookingRules } from '../bookings/admin/BookingRulesForm.tsx';
import { GuideSettings } from '../guide/admin/GuideForm.tsx';
import { OfferDefaults } from '../offers/admin/OfferDefaultsForm.tsx';
import type { Pictures, SettingsView } from './schema.ts';
import { type Both, formErrors, fromForm, type SettingsForm, toForm } from './settings-form.ts';

export default function SettingsPage() {
  const { t } = useAdminT();
  const { state } = useLoaded(useCallback(() => api<SettingsView>('/api/admin/settings'), []));
  return (
    <>
      <h1 className="font-serif text-4xl">{t('admin.nav.settings')}</h1>
      <p className="mt-2 max-w-2xl text-stone">{t('admin.settings.lead')}</p>
      <Loaded state={state}>{(view) => <Form initial={view} t={t} />}</Loaded>
      <OfferDefaults />
      <BookingRules />
      <GuideSettings />
    </>
  );
}

type TextKey = { [K in keyof SettingsForm]: SettingsForm[K] extends string ? K : never }[keyof SettingsForm];
type BothKey = { [K in keyof SettingsForm]: SettingsForm[K] extends Both ? K : never }[keyof SettingsForm];

function Form({ initial, t }: { initial: SettingsView; t: AdminT }) {
  const [version, setVersion] = useState(initial.version);
  const [form, setForm] = useState(() => toForm(initial.settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await api<SettingsView>('/api/admin/settings', {
        method: 'PUT',
        body: { version, settings: fromForm(form) },
      });
      setVersion(saved.version);
      setForm(toForm(saved.settings));
      setErrors({});
      setError(null);
      void notify('success', t('admin.settings.saved'), t('admin.settings.savedText'));
    } catch (caught) {
      const fields = caught instanceof ApiError ? formErrors(caught.errors) : {};
      setErrors(fields);
      setError(
        caught instanceof ApiError && caught.status === 409
          ? t('admin.settings.stale')
          : Object.keys(fields).length
            ? t('admin.settings.fixErrors')
            : t('admin.settings.failed'),
      );
    } finally {
      setSaving(false);
    }
  }

  const text = (key: TextKey, label: MessageKey, extra: { rows?: number; type?: string; hint?: MessageKey } = {}) => (
    <Field
      key={key}
      id={`settings-${key}`}
      label={t(label)}
      value={form[key]}
      error={errors[key]}
      onChange={(value) => setForm((f) => ({ ...f, [key]: value }))}
      rows={extra.rows}
      type={extra.type}
      hint={extra.hint && t(extra.hint)}
    />
  );
  const both = (key: BothKey, label: MessageKey, rows?: number) => (
    <div key={key} className="grid gap-4 md:col-span-2 md:grid-cols-2">
      {(['en', 'uk'] as const).map((lang) => (
        <Field
          key={lang}
          id={`settings-${key}-${lang}`}
          label={t('admin.settings.inLang', { field: t(label), lang: t(`admin.settings.lang.${lang}`) })}
          value={form[key][lang]}
          error={errors[`${key}.${lang}`]}
          onChange={(value) => setForm((f) => ({ ...f, [key]: { ...f[key], [lang]: value } }))}
          rows={rows}
          lang={lang}
        />
      ))}
    </div>
  );

  const setPicture = (key: keyof Pictures, change: Partial<Pictures['hero']>) =>
    setForm((f) => ({ ...f, pictures: { ...f.pictures, [key]: { ...f.pictures[key], ...change } } }));
  const picture = (key: keyof Pictures, label: MessageKey, hint?: MessageKey) => {
    const value = form.pictures[key];
    const urlId = `settings-pictures-${key}-url`;
    return (
      <div key={key} className="grid gap-4 md:col-span-2 md:grid-cols-2" data-testid={`picture-${key}`}>
        <div className="md:col-span-2">
          <ImageField label={t(label)} value={value.url} onChange={(url) => setPicture(key, { url })} uploadOnly />
          <span className="mt-1 flex flex-wrap items-center gap-3 text-xs text-stone">
            {hint && <span>{t(hint)}</span>}
            {value.url ? (
              <Button
                variant="secondary"
                size="md-snug"
                className="text-oak-dark"
                aria-label={t('admin.settings.picture.resetLabel', { picture: t(label) })}
                onClick={() => setPicture(key, { url: '' })}
              >
                {t('admin.settings.picture.reset')}
              </Button>
            ) : (
              <span>{t('admin.settings.picture.builtIn')}</span>
            )}
          </span>
          <FieldError fieldId={urlId} error={errors[`pictures.${key}.url`]} />
        </div>
        {'alt' in value &&
          (['en', 'uk'] as const).map((lang) => (
            <Field
              key={lang}
              id={`settings-pictures-${key}-alt-${lang}`}
              label={t('admin.settings.inLang', {
                field: `${t(label)}: ${t('admin.settings.picture.alt')}`,
                lang: t(`admin.settings.lang.${lang}`),
              })}
              value={value.alt[lang]}
              error={errors[`pictures.${key}.alt.${lang}`]}
              onChange={(text) => setPicture(key, { alt: { ...value.alt, [lang]: text } })}
              lang={lang}
            />
          ))}
      </div>
    );
  };

  return (
    <form onSubmit={save} noValidate className="mt-8 space-y-8" aria-label={t('admin.nav.settings')}>
      <Section id="settings-business" title={t('admin.settings.section.business')}>
        {both('name', 'admin.settings.name')}
        {both('legalName', 'admin.settings.legalName')}
        {text('registrationCode', 'admin.settings.registrationCode', { hint: 'admin.settings.registrationHint' })}
      </Section>
      <Section id="settings-contacts" title={t('admin.settings.section.contacts')}>
        {text('phones', 'admin.settings.phones', { rows: 3, hint: 'admin.settings.oneALine' })}
        {text('email', 'admin.settings.email', { type: 'email' })}
        {text('social', 'admin.settings.social', { rows: 3, hint: 'admin.settings.oneALine' })}
        {both('replyTime', 'admin.settings.replyTime')}
      </Section>
      <Section id="settings-showroom" title={t('admin.settings.section.showroom')}>
        {both('street', 'admin.settings.street')}
        {both('city', 'admin.settings.city')}
        {text('postalCode', 'admin.settings.postalCode')}
        <div className="hidden md:block" />
        {text('opens', 'admin.settings.opens', { type: 'time' })}
        {text('closes', 'admin.settings.closes', { type: 'time' })}
        {text('latitude', 'admin.settings.latitude', { hint: 'admin.settings.locationHint' })}
        {text('longitude', 'admin.settings.longitude')}
        {both('showroomNote', 'admin.settings.showroomNote')}
      </Section>
      <Section
        id="settings-pictures"
        title={t('admin.settings.section.pictures')}
        lead={t('admin.settings.picturesHint')}
      >
        {picture('hero', 'admin.settings.picture.hero')}
        {picture('about', 'admin.settings.picture.about')}
        {picture('share', 'admin.settings.picture.share', 'admin.settings.picture.shareHint')}
        {text('storyVideo', 'admin.settings.storyVideo', { hint: 'admin.settings.storyVideoHint', type: 'url' })}
      </Section>
      <Section id="settings-legal" title={t('admin.settings.section.legal')} lead={t('admin.settings.legalHint')}>
        {both('privacy', 'admin.settings.privacy', 10)}
        {both('terms', 'admin.settings.terms', 10)}
      </Section>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={saving} busyLabel={t('admin.settings.saving')} className="min-h-11 px-6 text-sm">
          {t('admin.settings.save')}
        </SubmitButton>
        <FormError>{error}</FormError>
      </div>
    </form>
  );
}

function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-2xl bg-white/70 p-6 ring-1 ring-ink/5 md:grid-cols-2">
      <h2 id={id} className="font-serif text-2xl md:col-span-2">
        {title}
      </h2>
      {lead && <p className="-mt-2 text-sm text-stone md:col-span-2">{lead}</p>}
      {children}
    </section>
  );
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  rows?: number | undefined;
  type?: string | undefined;
  hint?: string | undefined;
  lang?: string;
}

function Field({ id, label, value, error, onChange, rows, type, hint, lang }: FieldProps) {
  const hintId = `${id}-hint`;
  const described = errorProps(id, error);
  const describedBy = [hint && hintId, described['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    lang,
    className: inputClass,
    'aria-invalid': described['aria-invalid'],
    'aria-describedby': describedBy,
  };
  return (
    <div className={rows && rows > 5 ? '' : undefined}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type ?? 'text'} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <span id={hintId} className="mt-1 block text-xs text-stone">
          {hint}
        </span>
      )}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
