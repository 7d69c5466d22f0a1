// PATCH /api/admin/admins/:id {disabled, currentPassword} — disables an admin (their sessions end at once, they cannot
// sign in) or enables them again, confirmed with the acting admin's own password (checked under the sign-in lockout;
// every admin is e-mailed); never oneself (409) (admin session required).
import type { Config, Context } from '@netlify/functions';
import { setAdminDisabled } from '../../src/features/auth/admin-status.server.ts';
import { AdminPatch } from '../../src/features/auth/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { clientKey } from '../../src/server/client-address.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody, parseWith } from '../../src/server/http.ts';

export default adminRoute(async (req: Request, context: Context, { user }) => {
  const { id } = parseWith(IdParam, context.params);
  const patch = await parseBody(req, AdminPatch);
  return json(await setAdminDisabled(getDb(), user, id, patch, clientKey(context)));
});

export const config: Config = { path: '/api/admin/admins/:id', method: ['PATCH'] };
