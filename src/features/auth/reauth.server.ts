// The signed-in admin proving they are who the session says, by their current password, before a change a stolen
// session must not make alone (their own password, adding, disabling or enabling an admin: decision 018).
// Checked as the sign-in checks it (src/features/auth/lockout.ts): counted before the check, so parallel guesses cannot
// slip through, under this account from this address and then from anywhere, so the guesses a stolen session makes
// here and at /api/auth/login share one allowance.
import type { Db } from '../../server/db.ts';
import { Invalid, TooManyAttempts } from '../../server/errors.ts';
import { countAttempt } from './data.server.ts';
import { MAX_ATTEMPTS, retryAfter, throttleKeys, windowStart } from './lockout.ts';
import { verifyPassword } from './password.server.ts';
import type { SessionUser } from './schema.ts';

export const NOT_CURRENT = 'That is not your current password';

/**
 * Checks that `password` is `user`'s current one, or throws: 429 (Retry-After) once the lockout's count is spent,
 * 422 at `currentPassword` when it is wrong. `address` is the client's limit key (clientKey, src/server/client-address.ts).
 * A right password forgives the account's failures, as a sign-in does: only its owner can get here.
 */
export async function confirmCurrentPassword(
  db: Db,
  user: SessionUser,
  password: string,
  address: string,
  now = Date.now(),
): Promise<void> {
  const { accountIp, account } = throttleKeys(user.email, address);
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
  if (!(await verifyPassword(row.password_hash, password))) throw new Invalid({ currentPassword: [NOT_CURRENT] });
  await db.transaction().execute(async (tx) => {
    for (const { scope, key } of [accountIp, account]) {
      await tx.deleteFrom('login_throttle').where('scope', '=', scope).where('key', '=', key).execute();
    }
  });
}
