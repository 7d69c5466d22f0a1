// POST /api/auth/password {currentPassword, newPassword} — the signed-in admin changes their own password: every
// session of theirs is signed out, and this browser gets a fresh session cookie (admin session required).
import type { Config } from '@netlify/functions';
import { changePassword } from '../../src/features/auth/accounts.server.ts';
import { PasswordChange } from '../../src/features/auth/schema.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { clientKey } from '../../src/server/client-address.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody } from '../../src/server/http.ts';
import { sessionCookie } from '../../src/server/session.ts';

export default adminRoute(async (req, context, { user }) => {
  const token = await changePassword(getDb(), user, await parseBody(req, PasswordChange), clientKey(context));
  return json({ ok: true }, 200, { 'set-cookie': sessionCookie(req, token) });
});

export const config: Config = { path: '/api/auth/password', method: ['POST'] };
