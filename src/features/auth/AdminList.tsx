// The admins of the site (who added them, their last sign-in) with Disable / Enable for everyone but oneself. Each
// asks first, in a dialog that takes the acting admin's current password (decision 018: a session alone is not
// enough); a refusal shows at the field and keeps what was typed.
import { type SubmitEvent, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog, DialogTitle } from '../../components/ui/Dialog.tsx';
import { errorProps, FieldError, FormError } from '../../components/ui/FieldError.tsx';
import { SaveButtons } from '../../components/ui/FormButtons.tsx';
import { TableHead } from '../../components/ui/TableHead.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { api } from '../../lib/api.ts';
import { notify } from '../../lib/toast.tsx';
import { useAdminT } from '../admin/i18n.ts';
import { TableScroll } from '../admin/TableScroll.tsx';
import { createdText } from '../inbox/inbox-columns.ts';
import type { AdminAccount } from './schema.ts';
import { useSend } from './use-send.ts';

export function AdminList({ admins, onChanged }: { admins: AdminAccount[]; onChanged: () => void }) {
  const { t } = useAdminT();
  const [asking, setAsking] = useState<AdminAccount | null>(null);

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
                    <Button variant="secondary" size="sm" onClick={() => setAsking(admin)}>
                      {admin.disabled ? t('admin.admins.enable') : t('admin.admins.disable')}
                      <span className="sr-only"> {admin.email}</span>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} width="w-[min(32rem,calc(100vw-2rem))]">
        {asking && <ConfirmToggle admin={asking} onClose={() => setAsking(null)} onDone={onChanged} />}
      </Dialog>
    </section>
  );
}

/** Disable or enable `admin`, once the acting admin has typed their current password. */
function ConfirmToggle({ admin, onClose, onDone }: { admin: AdminAccount; onClose: () => void; onDone: () => void }) {
  const { t } = useAdminT();
  const [password, setPassword] = useState('');
  const { errors, formError, saving, send } = useSend();
  const disabled = !admin.disabled;

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    await send(
      () => api(`/api/admin/admins/${admin.id}`, { method: 'PATCH', body: { disabled, currentPassword: password } }),
      () => {
        void notify('success', t(disabled ? 'admin.admins.disabled' : 'admin.admins.enabled', { email: admin.email }));
        onClose();
        onDone();
      },
    );
  }

  return (
    <form onSubmit={save} noValidate aria-busy={saving} className="space-y-4 p-6 sm:p-8">
      <DialogTitle>
        {t(disabled ? 'admin.admins.disableTitle' : 'admin.admins.enableTitle', { email: admin.email })}
      </DialogTitle>
      <p>{t(disabled ? 'admin.admins.disableText' : 'admin.admins.enableText')}</p>
      <div>
        <TextField
          id="confirm-current"
          label={t('admin.admins.yourCurrent')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          {...errorProps('confirm-current', errors.currentPassword)}
        />
        <FieldError fieldId="confirm-current" error={errors.currentPassword} />
      </div>
      <p className="text-sm text-stone">{t('admin.admins.noticeHint')}</p>
      <FormError>{formError}</FormError>
      <SaveButtons
        onCancel={onClose}
        saving={saving}
        labels={{
          cancel: t('admin.cancel'),
          save: t(disabled ? 'admin.admins.disable' : 'admin.admins.enable'),
          saving: t('admin.saving'),
        }}
      />
    </form>
  );
}
