// Signing in: the lockout (5 failures for one account from one address in 15 minutes → 429 with Retry-After) and the
// decoy hash that makes an unknown email cost as much time as a wrong password (docs/decisions/010).
import type { Db } from '../../server/db.ts';
import { TooManyAttempts, Unauthorized } from '../../server/errors.ts';
import { findAdminByEmail, recentFailures, recordAttempt } from './data.server.ts';
import { hashPassword, verifyPassword } from './password.server.ts';
import type { LoginInput, SessionUser } from './schema.ts';
import { issueToken } from './session.server.ts';

const MAX_FAILURES = 5;
const WINDOW_MINUTES = 15;
// Compared against when the email is unknown, so both failures cost the same time.
const decoy = hashPassword('not the password of anyone');

/** Checks the credentials from `ip` and issues a session token, or throws 401 / 429 without telling which part failed. */
export async function logIn(
  db: Db,
  { email, password }: LoginInput,
  ip: string,
): Promise<{ token: string; user: SessionUser }> {
  const failures = await recentFailures(db, email, ip, WINDOW_MINUTES);
  if (failures.length >= MAX_FAILURES) {
    const oldest = failures[failures.length - MAX_FAILURES] as Date;
    const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + WINDOW_MINUTES * 60_000 - Date.now()) / 1000));
    throw new TooManyAttempts('Too many failed sign-ins. Please wait and try again.', retryAfter);
  }
  const user = await findAdminByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoy), password);
  if (!user || !valid) {
    await recordAttempt(db, email, ip, false);
    throw new Unauthorized('Invalid email or password');
  }
  await recordAttempt(db, email, ip, true);
  const token = await issueToken(user, Math.floor(Date.now() / 1000));
  return { token, user: { id: user.id, email: user.email } };
}
