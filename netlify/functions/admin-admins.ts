// GET /api/admin/admins — every admin (who added them, last sign-in, disabled or not); POST {email, password,
// currentPassword} — adds an admin with a first password the policy accepts, confirmed with the acting admin's own
// (checked under the sign-in lockout; every admin is e-mailed); 409 when the e-mail has one (admin session required).
import type { Config } from '@netlify/functions';
import { addAdmin } from '../../src/features/auth/accounts.server.ts';
import { listAdmins } from '../../src/features/auth/admin-list.server.ts';
import { NewAdmin } from '../../src/features/auth/schema.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { clientKey } from '../../src/server/client-address.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody } from '../../src/server/http.ts';

export default adminRoute(async (req, context, { user }) => {
  if (req.method === 'POST') {
    return json(await addAdmin(getDb(), user, await parseBody(req, NewAdmin), clientKey(context)), 201);
  }
  return json(await listAdmins(getDb(), user));
});

export const config: Config = { path: '/api/admin/admins', method: ['GET', 'POST'] };
