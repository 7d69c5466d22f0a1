// POST /api/auth/logout — signs the admin out everywhere (every token issued before is revoked) and clears the cookie.
import type { Config } from '@netlify/functions';
import { revokeSessions } from '../../src/features/auth/data.server.ts';
import { checkCsrf } from '../../src/server/csrf.ts';
import { getDb } from '../../src/server/db.ts';
import { handle, json } from '../../src/server/http.ts';
import { clearedCookie, requireSession } from '../../src/server/session.ts';

// Not an adminRoute: a renewed session cookie must not follow the cleared one.
export default handle(async (req) => {
  checkCsrf(req);
  const session = await requireSession(getDb(), req);
  await revokeSessions(getDb(), session.user.id);
  return json({ ok: true }, 200, { 'set-cookie': clearedCookie(req) });
});

export const config: Config = { path: '/api/auth/logout', method: ['POST'] };
