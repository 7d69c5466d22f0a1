// Admin users and sign-in attempts.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import type { ThrottleKey } from './lockout.ts';

export interface AdminUser {
  id: string;
  email: string;
  passwordHash: string;
  sessionVersion: number;
}

/** An admin who may sign in: a disabled one is as good as unknown here. */
export async function findAdminByEmail(db: Db, email: string): Promise<AdminUser | undefined> {
  const row = await db
    .selectFrom('admin_users')
    .select(['id', 'email', 'password_hash', 'session_version'])
    .where('email', '=', email)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, passwordHash: row.password_hash, sessionVersion: row.session_version };
}

/**
 * Counts one attempt under every key in one statement and returns each key's count in this window, the attempt
 * included: the upsert serialises on the row, so parallel attempts each see a distinct count. A fresh window also
 * deletes windows that have ended, so the table holds at most one window per key.
 */
export async function countAttempt(
  db: Db,
  keys: readonly ThrottleKey[],
  windowStart: Date,
): Promise<(ThrottleKey & { attempts: number })[]> {
  const rows = await db
    .insertInto('login_throttle')
    .values(keys.map(({ scope, key }) => ({ scope, key, window_start: windowStart })))
    .onConflict((oc) =>
      oc.columns(['scope', 'key', 'window_start']).doUpdateSet({ attempts: sql`login_throttle.attempts + 1` }),
    )
    .returning(['scope', 'key', 'attempts'])
    .execute();
  if (rows.some((r) => r.attempts === 1)) {
    await db.deleteFrom('login_throttle').where('window_start', '<', windowStart).execute();
  }
  return rows.map((r) => ({ scope: r.scope as ThrottleKey['scope'], key: r.key, attempts: r.attempts }));
}

/**
 * A success: the account's failures are forgiven (only its owner can get here), the address's count loses just this
 * attempt (so a success on one account never clears failures on others), and the sign-in is stamped on the user.
 */
export async function recordSuccess(
  db: Db,
  email: string,
  forgive: readonly ThrottleKey[],
  uncount: ThrottleKey,
  windowStart: Date,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const { scope, key } of forgive) {
      await tx.deleteFrom('login_throttle').where('scope', '=', scope).where('key', '=', key).execute();
    }
    await tx
      .updateTable('login_throttle')
      .set({ attempts: sql`greatest(login_throttle.attempts - 1, 0)` })
      .where('scope', '=', uncount.scope)
      .where('key', '=', uncount.key)
      .where('window_start', '=', windowStart)
      .execute();
    await tx.updateTable('admin_users').set({ last_login_at: new Date() }).where('email', '=', email).execute();
  });
}

/** Signs the user out everywhere: every token carries the version it was issued under. */
export async function revokeSessions(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('admin_users')
    .set((eb) => ({ session_version: eb('session_version', '+', 1), updated_at: new Date() }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Creates an admin, or gives an existing one a new password, enables them again and revokes their sessions
 * (npm run admin:create: the owner's way back in).
 */
export async function saveAdmin(db: Db, email: string, passwordHash: string): Promise<void> {
  await db
    .insertInto('admin_users')
    .values({ email, password_hash: passwordHash })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({
        password_hash: passwordHash,
        session_version: eb('admin_users.session_version', '+', 1),
        disabled_at: null,
        updated_at: new Date(),
      })),
    )
    .execute();
}

export async function anyAdminExists(db: Db): Promise<boolean> {
  return (await db.selectFrom('admin_users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Creates the site's first admin, or nothing when an admin exists by then: undefined. The table lock (which conflicts
 * with itself and with every write, never with reads) makes "none yet, so insert" one step, so two setups sent
 * together create one admin; an INSERT … WHERE NOT EXISTS alone lets both through (decision 017 measured the same).
 */
export async function insertFirstAdmin(db: Db, email: string, passwordHash: string): Promise<AdminUser | undefined> {
  return db.transaction().execute(async (tx) => {
    await sql`LOCK TABLE admin_users IN SHARE ROW EXCLUSIVE MODE`.execute(tx);
    if (await anyAdminExists(tx)) return undefined;
    const row = await tx
      .insertInto('admin_users')
      .values({ email, password_hash: passwordHash, last_login_at: new Date() })
      .returning(['id', 'email', 'password_hash', 'session_version'])
      .executeTakeFirstOrThrow();
    return { id: row.id, email: row.email, passwordHash: row.password_hash, sessionVersion: row.session_version };
  });
}
