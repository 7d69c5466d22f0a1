// GET /api/admin/inquiries/:id — one enquiry; PATCH {delivered?, adminNotes?} — the manager's marks (admin session
// required).
import type { Config, Context } from '@netlify/functions';
import { getInquiry, patchInquiry } from '../../src/features/inbox/inquiries.server.ts';
import { InboxPatch } from '../../src/features/inbox/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody, parseWith } from '../../src/server/http.ts';

export default adminRoute(async (req: Request, context: Context) => {
  const { id } = parseWith(IdParam, context.params);
  if (req.method === 'PATCH') return json(await patchInquiry(getDb(), id, await parseBody(req, InboxPatch)));
  return json(await getInquiry(getDb(), id));
});

export const config: Config = { path: '/api/admin/inquiries/:id', method: ['GET', 'PATCH'] };
