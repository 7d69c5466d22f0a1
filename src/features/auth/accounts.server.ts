// Admins managing themselves (docs/product.md#admins): their own password (the current one checked under the sign-in
// lockout's per-account-and-address count, counted before the check so parallel guesses cannot slip through; every
// session signed out, the one changing it given a fresh one), and the
// other admins — listed, added with a first password, disabled (no sign-in, every session refused) or enabled again.
// No admin disables themselves, so one always remains who can sign in.
import type { Db } from '../../server/db.ts';
import { Conflict, Invalid, NotFound, TooManyAttempts, Unauthorized } from '../../server/errors.ts';
import { countAttempt } from './data.server.ts';
import { MAX_ATTEMPTS, retryAfter, throttleKeys, windowStart } from './lockout.ts';
import { hashPassword, verifyPassword } from './password.server.ts';
import type { AdminAccount, NewAdmin, PasswordChange, SessionUser } from './schema.ts';
import { issueToken } from './session.server.ts';

/** Changes `user`'s password → a token for the session that changed it (all others now refused). */
export async function changePassword(
  db: Db,
  user: SessionUser,
  { currentPassword, newPassword }: PasswordChange,
  ip: string,
  now = Date.now(),
): Promise<string> {
  const { accountIp, account } = throttleKeys(user.email, ip);
  const window = windowStart(now);
  const refuse = (counts: readonly { scope: keyof typeof MAX_ATTEMPTS; attempts: number }[]) => {
    if (counts.some((c) => c.attempts > MAX_ATTEMPTS[c.scope])) {
      throw new TooManyAttempts('Too many failed attempts. Please wait and try again.', retryAfter(now));
    }
  };
  // The sign-in's two stages: this account from this address, then from anywhere (rotating addresses buys nothing).
  refuse(await countAttempt(db, [accountIp], window));
  refuse(await countAttempt(db, [account], window));
  const row = await db
    .selectFrom('admin_users')
    .select('password_hash')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, currentPassword))) {
    throw new Invalid({ currentPassword: ['That is not your current password'] });
  }
  const passwordHash = await hashPassword(newPassword);
  const updated = await db.transaction().execute(async (tx) => {
    // The owner got here: their failures are forgiven, as a sign-in forgives them.
    for (const { scope, key } of [accountIp, account]) {
      await tx.deleteFrom('login_throttle').where('scope', '=', scope).where('key', '=', key).execute();
    }
    return tx
      .updateTable('admin_users')
      .set((eb) => ({
        password_hash: passwordHash,
        session_version: eb('session_version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', user.id)
      .returning(['id', 'session_version'])
      .executeTakeFirstOrThrow();
  });
  return issueToken({ id: updated.id, sessionVersion: updated.session_version }, Math.floor(now / 1000));
}

const columns = ['id', 'email', 'created_at', 'last_login_at', 'disabled_at', 'created_by'] as const;
type Row = {
  id: string;
  email: string;
  created_at: Date;
  last_login_at: Date | null;
  disabled_at: Date | null;
  created_by: string | null;
};
const toAccount = (row: Row, you: SessionUser): AdminAccount => ({
  id: row.id,
  email: row.email,
  createdAt: new Date(row.created_at).toISOString(),
  lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
  disabled: row.disabled_at !== null,
  createdBy: row.created_by,
  you: row.id === you.id,
});

export async function listAdmins(db: Db, you: SessionUser): Promise<AdminAccount[]> {
  const rows = await db.selectFrom('admin_users').select(columns).orderBy('created_at').orderBy('email').execute();
  return rows.map((row) => toAccount(row, you));
}

export async function addAdmin(db: Db, you: SessionUser, { email, password }: NewAdmin): Promise<AdminAccount> {
  const row = await db
    .insertInto('admin_users')
    .values({ email, password_hash: await hashPassword(password), created_by: you.email })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw new Conflict('An admin with this e-mail already exists');
  return toAccount(row, you);
}

/** Disables an admin (their sessions end at once) or enables them again; never oneself. */
export async function setAdminDisabled(db: Db, you: SessionUser, id: string, disabled: boolean): Promise<AdminAccount> {
  if (id === you.id) throw new Conflict('You cannot disable yourself');
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
    return updateDisabled(tx, you, id, disabled);
  });
}

async function updateDisabled(db: Db, you: SessionUser, id: string, disabled: boolean): Promise<AdminAccount> {
  const row = await db
    .updateTable('admin_users')
    .set((eb) => ({
      disabled_at: disabled ? new Date() : null,
      // Their tokens carry the old version: refused, by this code and by code older than disabled_at.
      session_version: disabled ? eb('session_version', '+', 1) : eb.ref('session_version'),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw new NotFound('Admin not found');
  return toAccount(row, you);
}
