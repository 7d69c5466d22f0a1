// Admin users and sign-in attempts.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';

export interface AdminUser {
  id: string;
  email: string;
  passwordHash: string;
  sessionVersion: number;
}

export async function findAdminByEmail(db: Db, email: string): Promise<AdminUser | undefined> {
  const row = await db
    .selectFrom('admin_users')
    .select(['id', 'email', 'password_hash', 'session_version'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, passwordHash: row.password_hash, sessionVersion: row.session_version };
}

export async function findAdminById(db: Db, id: string): Promise<Omit<AdminUser, 'passwordHash'> | undefined> {
  const row = await db
    .selectFrom('admin_users')
    .select(['id', 'email', 'session_version'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, sessionVersion: row.session_version };
}

/** Failed sign-ins for this account from this address in the window, oldest first. */
export async function recentFailures(db: Db, email: string, ip: string, windowMinutes: number): Promise<Date[]> {
  const rows = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('succeeded', '=', false)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.created_at);
}

/** A sign-in attempt; a success also stamps the user's last sign-in, in the same transaction. */
export async function recordAttempt(db: Db, email: string, ip: string, succeeded: boolean): Promise<void> {
  const record = (executor: Db) => executor.insertInto('login_attempts').values({ email, ip, succeeded }).execute();
  if (!succeeded) {
    await record(db);
    return;
  }
  await db.transaction().execute(async (tx) => {
    await record(tx);
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

/** Creates an admin, or gives an existing one a new password and revokes their sessions (npm run admin:create). */
export async function saveAdmin(db: Db, email: string, passwordHash: string): Promise<void> {
  await db
    .insertInto('admin_users')
    .values({ email, password_hash: passwordHash })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({
        password_hash: passwordHash,
        session_version: eb('admin_users.session_version', '+', 1),
        updated_at: new Date(),
      })),
    )
    .execute();
}
