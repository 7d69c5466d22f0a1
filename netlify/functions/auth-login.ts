// POST /api/auth/login {email, password} — signs an admin in: the session cookie, and the token for API clients
// (docs/decisions/010). The lockout and the decoy live in the auth feature.
import type { Config, Context } from '@netlify/functions';
import { logIn } from '../../src/features/auth/login.server.ts';
import { LoginInput } from '../../src/features/auth/schema.ts';
import { clientKey } from '../../src/server/client-address.ts';
import { checkCsrf } from '../../src/server/csrf.ts';
import { getDb } from '../../src/server/db.ts';
import { handle, json, parseBody } from '../../src/server/http.ts';
import { sessionCookie } from '../../src/server/session.ts';

export default handle(async (req: Request, context: Context) => {
  checkCsrf(req);
  const session = await logIn(getDb(), await parseBody(req, LoginInput), clientKey(context));
  return json(session, 200, { 'set-cookie': sessionCookie(req, session.token) });
});

export const config: Config = { path: '/api/auth/login', method: ['POST'] };
