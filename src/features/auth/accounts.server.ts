// The passwords admins set in the back office (docs/product.md#admins): their own (the current one confirmed under
// the sign-in lockout, reauth.server.ts; the new one under the password policy; every session signed out, the one
// changing it given a fresh one), and a new admin's first one — the adding admin's own confirmed, every admin told
// (decision 018). Only the functions that set passwords import this module, so only they carry the policy's
// estimator (password-policy.server.ts). Listing: admin-list.server.ts; disabling, enabling: admin-status.server.ts.
import type { Db } from '../../server/db.ts';
import { Conflict } from '../../server/errors.ts';
import { issueToken } from '../../server/session.ts';
import { columns, toAccount } from './admin-list.server.ts';
import { queueAdminNotices } from './admin-notices.server.ts';
import { hashPassword } from './password.server.ts';
import { requireAcceptablePassword } from './password-policy.server.ts';
import { confirmCurrentPassword } from './reauth.server.ts';
import type { AdminAccount, NewAdmin, PasswordChange, SessionUser } from './schema.ts';

/**
 * Changes `user`'s password → a token for the session that changed it (all others now refused). An unacceptable new
 * password (the same as the one given as current included) is refused before the current one is checked, so it costs
 * no attempt of the lockout's.
 */
export async function changePassword(
  db: Db,
  user: SessionUser,
  { currentPassword, newPassword }: PasswordChange,
  address: string,
  now = Date.now(),
): Promise<string> {
  await requireAcceptablePassword('newPassword', newPassword, { emails: [user.email], current: currentPassword });
  await confirmCurrentPassword(db, user, currentPassword, address, now);
  const passwordHash = await hashPassword(newPassword);
  const updated = await db
    .updateTable('admin_users')
    .set((eb) => ({
      password_hash: passwordHash,
      session_version: eb('session_version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', user.id)
    .returning(['id', 'session_version'])
    .executeTakeFirstOrThrow();
  return issueToken({ id: updated.id, sessionVersion: updated.session_version }, Math.floor(now / 1000));
}

/**
 * Adds an admin with a first password (the policy's; the adding admin's own confirmed first, after the cheaper checks)
 * and tells every admin; 409 when the e-mail has one.
 */
export async function addAdmin(
  db: Db,
  you: SessionUser,
  { email, password, currentPassword }: NewAdmin,
  address: string,
): Promise<AdminAccount> {
  // Never the adder's own password: the newcomer would learn it.
  await requireAcceptablePassword('password', password, { emails: [email, you.email], current: currentPassword });
  await confirmCurrentPassword(db, you, currentPassword, address);
  const passwordHash = await hashPassword(password);
  const row = await db.transaction().execute(async (tx) => {
    const added = await tx
      .insertInto('admin_users')
      .values({ email, password_hash: passwordHash, created_by: you.email })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning(columns)
      .executeTakeFirst();
    if (!added) throw new Conflict('An admin with this e-mail already exists');
    await queueAdminNotices(tx, { action: 'ADDED', actor: you, target: added, at: added.created_at });
    return added;
  });
  return toAccount(row, you);
}
