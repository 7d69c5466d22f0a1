// GET /api/auth/setup — { open }: whether /admin/login offers "Create the first admin" (nothing else is revealed).
// POST /api/auth/setup {code, email, password} — creates the first admin and signs them in (the session cookie and
// the token, as POST /api/auth/login answers); 404 once any admin exists or without ADMIN_SETUP_CODE.
// docs/decisions/022.
import type { Config } from '@netlify/functions';
import { SetupInput, type SetupState } from '../../src/features/auth/schema.ts';
import { createFirstAdmin, setupOpen } from '../../src/features/auth/setup.server.ts';
import { clientKey } from '../../src/server/client-address.ts';
import { checkCsrf } from '../../src/server/csrf.ts';
import { getDb } from '../../src/server/db.ts';
import { NotFound } from '../../src/server/errors.ts';
import { handle, json, parseBody } from '../../src/server/http.ts';
import { hitLimit, limits } from '../../src/server/rate-limit.ts';
import { sessionCookie } from '../../src/server/session.ts';

export default handle(async (req, context) => {
  const db = getDb();
  if (req.method === 'GET') return json({ open: await setupOpen(db) } satisfies SetupState);
  checkCsrf(req);
  if (!(await setupOpen(db))) throw new NotFound('Not found');
  // Counted before the body is read or the code compared: every try, right or wrong, uses up the address's allowance.
  await hitLimit(db, limits.adminSetup, clientKey(context));
  const session = await createFirstAdmin(db, await parseBody(req, SetupInput));
  return json(session, 201, { 'set-cookie': sessionCookie(req, session.token) });
});

export const config: Config = { path: '/api/auth/setup', method: ['GET', 'POST'] };
