// /admin/admins: the signed-in admin's own password (every other session of theirs signed out), the admins of the
// site (who added them, their last sign-in) with Disable / Enable for everyone but oneself, and Add an admin with a
// first password to pass on. The command line (npm run admin:create) stays for the first admin and to get back in.
import { type SubmitEvent, useCallback, useState } from 'react';
import { errorProps, FieldError, FormError } from '../../../components/ui/FieldError.tsx';
import { SubmitButton } from '../../../components/ui/FormButtons.tsx';
import { TableHead } from '../../../components/ui/TableHead.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { PASSWORD_MIN } from '../../../lib/password.ts';
import { notify } from '../../../lib/toast.tsx';
import type { AdminAccount } from '../../auth/schema.ts';
import { useAdminT } from '../i18n.ts';
import { createdText } from '../inbox/inbox-columns.ts';
import { Loaded, useLoaded } from '../Loaded.tsx';
import { TableScroll } from '../TableScroll.tsx';

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

type Errors = Record<string, string | undefined>;

/**
 * A form's send: busy while it runs; on success `done`, errors cleared; on a refusal the field errors the server named
 * (or its message for the form), with what was typed left in place.
 */
function useSend() {
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function send(request: () => Promise<unknown>, done: () => void) {
    setSaving(true);
    try {
      await request();
      setErrors({});
      setFormError(null);
      done();
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]])));
      setFormError(error instanceof ApiError && !Object.keys(fields).length ? error.message : null);
    } finally {
      setSaving(false);
    }
  }
  return { errors, setErrors, formError, saving, send };
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

function AddAdminForm({ onAdded }: { onAdded: () => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const { errors, formError, saving, send } = useSend();
  const { t } = useAdminT();

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    await send(
      () => api<AdminAccount>('/api/admin/admins', { body: values }),
      () => {
        void notify('success', t('admin.admins.added', { email: values.email.trim().toLowerCase() }));
        setValues({ email: '', password: '' });
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
      <p className="text-sm text-stone">{t('admin.admins.addHint')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={saving} busyLabel={t('admin.saving')} className="min-h-11 px-6 text-sm">
          {t('admin.admins.addButton')}
        </SubmitButton>
        <FormError>{formError}</FormError>
      </div>
    </form>
  );
}

function AdminList({ admins, onChanged }: { admins: AdminAccount[]; onChanged: () => void }) {
  const { t } = useAdminT();
  const [busy, setBusy] = useState<string | null>(null);

  async function toggle(admin: AdminAccount) {
    const disabled = !admin.disabled;
    if (disabled && !confirm(t('admin.admins.disableConfirm', { email: admin.email }))) return;
    setBusy(admin.id);
    try {
      await api(`/api/admin/admins/${admin.id}`, { method: 'PATCH', body: { disabled } });
      void notify('success', t(disabled ? 'admin.admins.disabled' : 'admin.admins.enabled', { email: admin.email }));
      onChanged();
    } catch (error) {
      void notify('error', t('admin.failed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="admin-list" className="mt-10">
      <h2 id="admin-list" className="font-serif text-2xl">
        {t('admin.admins.list')}
      </h2>
      <TableScroll label={t('admin.tableScroll')} className="mt-4 rounded-2xl bg-white/70 ring-1 ring-ink/5">
        <table className="w-full text-left text-sm" data-testid="admin-list">
          <TableHead
            columns={[
              t('admin.admins.email'),
              t('admin.admins.lastLogin'),
              t('admin.admins.addedBy'),
              t('admin.admins.state'),
              t('admin.admins.actions'),
            ]}
            cell="px-4 py-3"
          />
          <tbody>
            {admins.map((admin) => (
              <tr key={admin.id} className="border-t border-ink/5">
                <td className="min-w-48 px-4 py-3 break-words">
                  {admin.email}
                  {admin.you && <span className="ml-2 text-xs text-stone">({t('admin.admins.you')})</span>}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {admin.lastLoginAt ? createdText(admin.lastLoginAt) : t('admin.admins.never')}
                </td>
                <td className="min-w-48 px-4 py-3 break-words">{admin.createdBy ?? '—'}</td>
                <td className="px-4 py-3">
                  {admin.disabled ? (
                    <span className="font-medium text-red-800">{t('admin.admins.isDisabled')}</span>
                  ) : (
                    t('admin.admins.isActive')
                  )}
                </td>
                <td className="px-4 py-3 text-right">
                  {!admin.you && (
                    <button
                      type="button"
                      disabled={busy === admin.id}
                      onClick={() => void toggle(admin)}
                      className="min-h-10 rounded-full px-4 text-sm ring-1 ring-ink/20 hover:bg-white disabled:opacity-50"
                    >
                      {admin.disabled ? t('admin.admins.enable') : t('admin.admins.disable')}
                      <span className="sr-only"> {admin.email}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
