// Disabling an admin (no sign-in, every session refused at once) or enabling them again (docs/product.md#admins): only
// with the acting admin's current password (reauth.server.ts, under the sign-in lockout) and announced to every admin
// (decision 018), so a stolen session alone cannot lock the owner out, and no change goes unseen. Nobody
// disables themselves, and a disabled admin can act no more, so the last enabled admin always remains.
import type { Db } from '../../server/db.ts';
import { Conflict, NotFound, Unauthorized } from '../../server/errors.ts';
import { columns, toAccount } from './admin-list.server.ts';
import { queueAdminNotices } from './admin-notices.server.ts';
import { confirmCurrentPassword } from './reauth.server.ts';
import type { AdminAccount, AdminPatch, SessionUser } from './schema.ts';

/** Disables an admin (their sessions end at once) or enables them again; never oneself (409). */
export async function setAdminDisabled(
  db: Db,
  you: SessionUser,
  id: string,
  { disabled, currentPassword }: AdminPatch,
  address: string,
): Promise<AdminAccount> {
  if (id === you.id) throw new Conflict('You cannot disable yourself');
  await confirmCurrentPassword(db, you, currentPassword, address);
  return db.transaction().execute(async (tx) => {
    // Both rows locked, in id order: two admins disabling each other at once take turns, and the second finds
    // themselves disabled — so one admin always remains.
    const rows = await tx
      .selectFrom('admin_users')
      .select(['id', 'disabled_at'])
      .where('id', 'in', [you.id, id])
      .orderBy('id')
      .forUpdate()
      .execute();
    if (rows.find((row) => row.id === you.id)?.disabled_at !== null) throw new Unauthorized('Sign in to continue');
    const now = new Date();
    const row = await tx
      .updateTable('admin_users')
      .set((eb) => ({
        disabled_at: disabled ? now : null,
        // Their tokens carry the old version: refused, by this code and by code older than disabled_at.
        session_version: disabled ? eb('session_version', '+', 1) : eb.ref('session_version'),
        updated_at: now,
      }))
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirst();
    if (!row) throw new NotFound('Admin not found');
    await queueAdminNotices(tx, { action: disabled ? 'DISABLED' : 'ENABLED', actor: you, target: row, at: now });
    return toAccount(row, you);
  });
}
