// /admin/admins: the signed-in admin's own password (every other session of theirs signed out), the admins of the
// site (AdminList.tsx: Disable / Enable for everyone but oneself), and Add an admin with a first password to pass on.
// Adding, disabling and enabling each take the acting admin's current password, and every admin is e-mailed
// (decision 018); a new password must pass the server's policy, whose reason shows at the field. The command line
// (npm run admin:create) stays for the first admin and to get back in.
import { type SubmitEvent, useCallback, useState } from 'react';
import { errorProps, FieldError, FormError } from '../../components/ui/FieldError.tsx';
import { SubmitButton } from '../../components/ui/FormButtons.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { api } from '../../lib/api.ts';
import { PASSWORD_MIN } from '../../lib/password.ts';
import { notify } from '../../lib/toast.tsx';
import { useAdminT } from '../admin/i18n.ts';
import { Loaded, useLoaded } from '../admin/Loaded.tsx';
import { AdminList } from './AdminList.tsx';
import type { AdminAccount } from './schema.ts';
import { useSend } from './use-send.ts';

export default function AdminsPage() {
  const { state, reload } = useLoaded(useCallback(() => api<AdminAccount[]>('/api/admin/admins'), []));
  const { t } = useAdminT();
  return (
    <>
      <h1 className="font-serif text-4xl">{t('admin.nav.admins')}</h1>
      <p className="mt-2 max-w-2xl text-stone">{t('admin.admins.intro')}</p>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <PasswordForm />
        <AddAdminForm onAdded={reload} />
      </div>
      <Loaded state={state}>{(admins) => <AdminList admins={admins} onChanged={reload} />}</Loaded>
    </>
  );
}

function PasswordForm() {
  const [values, setValues] = useState({ current: '', next: '', again: '' });
  const { errors, setErrors, formError, saving, send } = useSend();
  const { t } = useAdminT();

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (values.next !== values.again) {
      setErrors({ again: t('admin.admins.mismatch') });
      return;
    }
    await send(
      () => api('/api/auth/password', { body: { currentPassword: values.current, newPassword: values.next } }),
      () => {
        setValues({ current: '', next: '', again: '' });
        void notify('success', t('admin.admins.passwordChanged'), t('admin.admins.passwordChangedText'));
      },
    );
  }

  const field = (id: 'current' | 'next' | 'again', label: string, server: string, autoComplete: string) => (
    <div>
      <TextField
        id={`password-${id}`}
        label={label}
        type="password"
        autoComplete={autoComplete}
        value={values[id]}
        onChange={(value) => setValues((v) => ({ ...v, [id]: value }))}
        {...errorProps(`password-${id}`, errors[server] ?? errors[id])}
      />
      <FieldError fieldId={`password-${id}`} error={errors[server] ?? errors[id]} />
    </div>
  );

  return (
    <form
      onSubmit={save}
      noValidate
      aria-labelledby="own-password"
      className="space-y-4 rounded-2xl bg-white/70 p-6 ring-1 ring-ink/5"
    >
      <h2 id="own-password" className="font-serif text-2xl">
        {t('admin.admins.password')}
      </h2>
      {field('current', t('admin.admins.current'), 'currentPassword', 'current-password')}
      {field('next', t('admin.admins.new', { min: PASSWORD_MIN }), 'newPassword', 'new-password')}
      {field('again', t('admin.admins.again'), 'again', 'new-password')}
      <p className="text-sm text-stone">{t('admin.admins.strengthHint')}</p>
      <p className="text-sm text-stone">{t('admin.admins.passwordHint')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={saving} busyLabel={t('admin.saving')} className="min-h-11 px-6 text-sm">
          {t('admin.admins.changePassword')}
        </SubmitButton>
        <FormError>{formError}</FormError>
      </div>
    </form>
  );
}

const blankAdmin = { email: '', password: '', currentPassword: '' };

function AddAdminForm({ onAdded }: { onAdded: () => void }) {
  const [values, setValues] = useState(blankAdmin);
  const { errors, formError, saving, send } = useSend();
  const { t } = useAdminT();

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    await send(
      () => api<AdminAccount>('/api/admin/admins', { body: values }),
      () => {
        void notify('success', t('admin.admins.added', { email: values.email.trim().toLowerCase() }));
        setValues(blankAdmin);
        onAdded();
      },
    );
  }

  return (
    <form
      onSubmit={save}
      noValidate
      aria-labelledby="add-admin"
      className="space-y-4 rounded-2xl bg-white/70 p-6 ring-1 ring-ink/5"
    >
      <h2 id="add-admin" className="font-serif text-2xl">
        {t('admin.admins.add')}
      </h2>
      <div>
        <TextField
          id="admin-email"
          label={t('admin.admins.email')}
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(email) => setValues((v) => ({ ...v, email }))}
          {...errorProps('admin-email', errors.email)}
        />
        <FieldError fieldId="admin-email" error={errors.email} />
      </div>
      <div>
        <TextField
          id="admin-password"
          label={t('admin.admins.firstPassword', { min: PASSWORD_MIN })}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(password) => setValues((v) => ({ ...v, password }))}
          {...errorProps('admin-password', errors.password)}
        />
        <FieldError fieldId="admin-password" error={errors.password} />
      </div>
      <p className="text-sm text-stone">{t('admin.admins.strengthHint')}</p>
      <p className="text-sm text-stone">{t('admin.admins.addHint')}</p>
      <div>
        <TextField
          id="admin-current"
          label={t('admin.admins.yourCurrent')}
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(currentPassword) => setValues((v) => ({ ...v, currentPassword }))}
          {...errorProps('admin-current', errors.currentPassword)}
        />
        <FieldError fieldId="admin-current" error={errors.currentPassword} />
      </div>
      <p className="text-sm text-stone">{t('admin.admins.noticeHint')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={saving} busyLabel={t('admin.saving')} className="min-h-11 px-6 text-sm">
          {t('admin.admins.addButton')}
        </SubmitButton>
        <FormError>{formError}</FormError>
      </div>
    </form>
  );
}
