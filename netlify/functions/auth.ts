// POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me — the admin session (docs/decisions/010).
import type { Config, Context } from '@netlify/functions';
import {
  findAdminByEmail,
  recentFailures,
  recordAttempt,
  revokeSessions,
} from '../../src/features/auth/data.server.ts';
import { hashPassword, verifyPassword } from '../../src/features/auth/password.server.ts';
import { LoginInput } from '../../src/features/auth/schema.ts';
import { clearedCookie, issueToken, requireSession, sessionCookie } from '../../src/features/auth/session.server.ts';
import { checkCsrf } from '../../src/server/csrf.ts';
import { getDb } from '../../src/server/db.ts';
import { HttpError, handle, json, notFound, parseBody } from '../../src/server/http.ts';

const MAX_FAILURES = 5;
const WINDOW_MINUTES = 15;
// Compared against when the email is unknown, so both failures cost the same time.
const decoy = hashPassword('not the password of anyone');

export default handle(async (req: Request, context: Context) => {
  const action = context.params.action;
  const db = getDb();

  if (action === 'me' && req.method === 'GET') {
    const session = await requireSession(db, req);
    return json({ user: session.user }, 200, session.renewal ? { 'set-cookie': session.renewal } : {});
  }

  if (action === 'login' && req.method === 'POST') {
    checkCsrf(req);
    const { email, password } = await parseBody(req, LoginInput);
    const ip = context.ip || 'unknown';
    const failures = await recentFailures(db, email, ip, WINDOW_MINUTES);
    if (failures.length >= MAX_FAILURES) {
      const oldest = failures[failures.length - MAX_FAILURES] as Date;
      const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + WINDOW_MINUTES * 60_000 - Date.now()) / 1000));
      throw new HttpError(
        429,
        { error: 'Too many failed sign-ins. Please wait and try again.' },
        { 'retry-after': String(retryAfter) },
      );
    }
    const user = await findAdminByEmail(db, email);
    const valid = await verifyPassword(user?.passwordHash ?? (await decoy), password);
    if (!user || !valid) {
      await recordAttempt(db, email, ip, false);
      throw new HttpError(401, { error: 'Invalid email or password' });
    }
    await recordAttempt(db, email, ip, true);
    const token = await issueToken(user, Math.floor(Date.now() / 1000));
    return json({ token, user: { id: user.id, email: user.email } }, 200, { 'set-cookie': sessionCookie(req, token) });
  }

  if (action === 'logout' && req.method === 'POST') {
    checkCsrf(req);
    const session = await requireSession(db, req);
    await revokeSessions(db, session.user.id);
    return json({ ok: true }, 200, { 'set-cookie': clearedCookie(req) });
  }

  if (action === 'me' || action === 'login' || action === 'logout') {
    throw new HttpError(405, { error: 'Method not allowed' });
  }
  throw notFound();
});

export const config: Config = { path: '/api/auth/:action', method: ['GET', 'POST'] };
