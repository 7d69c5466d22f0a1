// Signing in: the lockout (src/features/auth/lockout.ts: counted before the password is checked, 429 with
// Retry-After) and the decoy hash that makes an unknown email cost as much time as a wrong password
// (docs/decisions/010).
import type { Db } from '../../server/db.ts';
import { TooManyAttempts, Unauthorized } from '../../server/errors.ts';
import { issueToken } from '../../server/session.ts';
import { countAttempt, findAdminByEmail, recordSuccess } from './data.server.ts';
import { MAX_ATTEMPTS, retryAfter, throttleKeys, windowStart } from './lockout.ts';
import { hashPassword, verifyPassword } from './password.server.ts';
import type { LoginInput, SessionUser } from './schema.ts';

// Compared against when the email is unknown, so both failures cost the same time.
const decoy = hashPassword('not the password of anyone');

/**
 * Checks the credentials from `ip` and issues a session token, or throws 401 / 429 without telling which part failed.
 */
export async function logIn(
  db: Db,
  { email, password }: LoginInput,
  ip: string,
  now = Date.now(),
): Promise<{ token: string; user: SessionUser }> {
  const keys = throttleKeys(email, ip);
  const window = windowStart(now);
  const refuse = (counts: readonly { scope: keyof typeof MAX_ATTEMPTS; attempts: number }[]) => {
    if (counts.some((c) => c.attempts > MAX_ATTEMPTS[c.scope])) {
      throw new TooManyAttempts('Too many failed sign-ins. Please wait and try again.', retryAfter(now));
    }
  };
  // In two stages, so an attempt this address may no longer make never reaches the account-wide count: one address
  // adds at most 5 to it per window, and locking the real admin out takes several addresses, not one busy one.
  refuse(await countAttempt(db, [keys.accountIp, keys.address], window));
  refuse(await countAttempt(db, [keys.account], window));
  const user = await findAdminByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoy), password);
  if (!user || !valid) throw new Unauthorized('Invalid email or password');
  await recordSuccess(db, email, [keys.accountIp, keys.account], keys.address, window);
  const token = await issueToken(user, Math.floor(now / 1000));
  return { token, user: { id: user.id, email: user.email } };
}
