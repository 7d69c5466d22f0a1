// GET /api/admin/admins — every admin (who added them, last sign-in, disabled or not); POST {email, password} — adds
// an admin with a first password (409 when the e-mail has one) (admin session required).
import type { Config } from '@netlify/functions';
import { addAdmin, listAdmins } from '../../src/features/auth/accounts.server.ts';
import { NewAdmin } from '../../src/features/auth/schema.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody } from '../../src/server/http.ts';

export default adminRoute(async (req, _context, { user }) => {
  if (req.method === 'POST') return json(await addAdmin(getDb(), user, await parseBody(req, NewAdmin)), 201);
  return json(await listAdmins(getDb(), user));
});

export const config: Config = { path: '/api/admin/admins', method: ['GET', 'POST'] };
