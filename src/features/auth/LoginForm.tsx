// /admin/login: email and password both required; 'Invalid email or password' on failure; back to the page that sent
// the admin here once signed in. While the site has no admin and the owner set ADMIN_SETUP_CODE, "Create the first
// admin" takes the sign-in form's place (GET /api/auth/setup says which; docs/decisions/022).
import { type SubmitEvent, useEffect, useState } from 'react';
import { FormError } from '../../components/ui/FieldError.tsx';
import { SubmitButton } from '../../components/ui/FormButtons.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { useAdminT } from '../admin/i18n.ts';
import { forgetSession, safeNext } from '../admin/session.ts';
import FirstAdminForm from './FirstAdminForm.tsx';
import type { SetupState } from './schema.ts';

export default function LoginForm() {
  const { t } = useAdminT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [setupOpen, setSetupOpen] = useState(false);

  useEffect(() => {
    // A 503 names a setting the owner must fix before the first admin can be made: shown where the form would be.
    api<SetupState>('/api/auth/setup').then(
      ({ open }) => setSetupOpen(open),
      (caught: unknown) => {
        if (caught instanceof ApiError && caught.status === 503) setError(caught.message);
      },
    );
  }, []);

  if (setupOpen) return <FirstAdminForm />;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('admin.login.missing'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api('/api/auth/login', { body: { email, password } });
      forgetSession();
      location.assign(safeNext(new URLSearchParams(location.search).get('next')));
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 429
          ? caught.message
          : caught instanceof ApiError && caught.status === 401
            ? t('admin.login.invalid')
            : t('admin.login.failed'),
      );
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={busy}>
      <p className="-mt-4 text-stone">{t('admin.login.intro')}</p>
      <TextField
        id="email"
        label={t('admin.login.email')}
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={setEmail}
      />
      <TextField
        id="password"
        label={t('admin.login.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      <FormError>{error}</FormError>
      <SubmitButton busy={busy} busyLabel={t('admin.login.busy')} className="min-h-12 w-full">
        {t('admin.login.submit')}
      </SubmitButton>
    </form>
  );
}
