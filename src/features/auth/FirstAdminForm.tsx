// "Create the first admin" on /admin/login, shown only while the site has no admin and the owner set
// ADMIN_SETUP_CODE (docs/decisions/022): the code, an e-mail and a password; signed in to the overview once created.
import { type SubmitEvent, useState } from 'react';
import { errorProps, FieldError, FormError } from '../../components/ui/FieldError.tsx';
import { SubmitButton } from '../../components/ui/FormButtons.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { api } from '../../lib/api.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { PASSWORD_MIN } from '../../lib/password.ts';
import { useAdminT } from '../admin/i18n.ts';
import { forgetSession } from '../admin/session.ts';
import { checkFirstAdmin, type FirstAdminErrors, type FirstAdminValues, firstAdminErrors } from './first-admin.ts';

const FIELDS: { name: keyof FirstAdminValues; label: MessageKey; type: string; autoComplete: string }[] = [
  { name: 'code', label: 'admin.setup.code', type: 'password', autoComplete: 'off' },
  { name: 'email', label: 'admin.login.email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'admin.setup.password', type: 'password', autoComplete: 'new-password' },
];

export default function FirstAdminForm() {
  const { t } = useAdminT();
  const [values, setValues] = useState<FirstAdminValues>({ code: '', email: '', password: '' });
  const [errors, setErrors] = useState<FirstAdminErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = checkFirstAdmin(values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await api('/api/auth/setup', { body: values });
      forgetSession();
      location.assign('/admin');
    } catch (caught) {
      setErrors(firstAdminErrors(caught));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={busy} aria-labelledby="first-admin-title">
      <h2 id="first-admin-title" className="font-serif text-2xl">
        {t('admin.setup.title')}
      </h2>
      <p className="text-stone">{t('admin.setup.intro')}</p>
      {FIELDS.map(({ name, label, type, autoComplete }) => (
        <div key={name}>
          <TextField
            id={`setup-${name}`}
            label={t(label, { min: PASSWORD_MIN })}
            type={type}
            autoComplete={autoComplete}
            required
            value={values[name]}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            {...errorProps(`setup-${name}`, errors[name])}
          />
          <FieldError fieldId={`setup-${name}`} error={errors[name]} />
        </div>
      ))}
      <FormError>{errors.form}</FormError>
      <SubmitButton busy={busy} busyLabel={t('admin.setup.busy')} className="min-h-12 w-full">
        {t('admin.setup.submit')}
      </SubmitButton>
    </form>
  );
}
