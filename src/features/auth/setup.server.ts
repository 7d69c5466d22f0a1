// The first admin of a deployed site, made in the browser (docs/decisions/022): while no admin exists and the owner
// set ADMIN_SETUP_CODE, /admin/login offers "Create the first admin" (the code, an e-mail, a password). Once any admin
// exists the setup is closed for good, whatever the variable holds. npm run admin:create stays for self-hosted use.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import { Invalid, NotFound, Unavailable } from '../../server/errors.ts';
import { issueToken, sessionSecretProblem } from '../../server/session.ts';
import { anyAdminExists, insertFirstAdmin } from './data.server.ts';
import { hashPassword } from './password.server.ts';
import { requireAcceptablePassword } from './password-policy.server.ts';
import type { SessionUser, SetupInput } from './schema.ts';

export const SETUP_CODE_MIN_LENGTH = 16;
export const WRONG_CODE = 'That setup code is not right';

/** Closed looks like no route at all: a site with admins says nothing about how it once got them. */
const closed = () => new NotFound('Not found');

function codeProblem(code: string): string | undefined {
  return code.length < SETUP_CODE_MIN_LENGTH
    ? `ADMIN_SETUP_CODE has fewer than ${SETUP_CODE_MIN_LENGTH} characters: set a longer one in the site environment`
    : undefined;
}

/**
 * Whether the setup is offered: the variable set and no admin yet (without the variable, the database is not asked).
 * While it would be offered, a setting that keeps it from working (a short code, a missing or short SESSION_SECRET)
 * is answered 503 naming the variable — never its value — so the owner, the only visitor of an admin-less back
 * office, learns what to fix.
 */
export async function setupOpen(db: Db): Promise<boolean> {
  const { ADMIN_SETUP_CODE: code } = env();
  if (code === undefined || (await anyAdminExists(db))) return false;
  const problem = codeProblem(code) ?? sessionSecretProblem();
  if (problem) throw new Unavailable(`The first admin cannot be created yet. ${problem}.`);
  return true;
}

/** Compared as digests of equal length, in constant time: the answer's timing says nothing about the code. */
function sameCode(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Creates the first admin and signs them in (the same session as a sign-in), or: 404 when the setup is closed
 * (also when another request created the first admin meanwhile), 422 at `code` when the code is wrong, at `password`
 * when the password policy refuses it (password-policy.server.ts; nothing is created). The caller counts the attempt
 * against the address first, so wrong codes use up its allowance.
 */
export async function createFirstAdmin(
  db: Db,
  input: SetupInput,
  now = Date.now(),
): Promise<{ token: string; user: SessionUser }> {
  const { ADMIN_SETUP_CODE: code } = env();
  if (code === undefined) throw closed();
  if (!sameCode(input.code, code)) throw new Invalid({ code: [WRONG_CODE] });
  // After the code: without it, nobody learns what the policy makes of a password.
  await requireAcceptablePassword('password', input.password, { emails: [input.email] });
  const user = await insertFirstAdmin(db, input.email, await hashPassword(input.password));
  if (!user) throw closed();
  const token = await issueToken(user, Math.floor(now / 1000));
  return { token, user: { id: user.id, email: user.email } };
}
