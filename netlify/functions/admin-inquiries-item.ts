// GET /api/admin/inquiries/:id — one enquiry and its activity; PATCH {status?, lostReason?, followUpOn?, adminNotes?,
// delivered?} — the manager's changes, each kept as a dated entry signed by them; DELETE — the enquiry is deleted on
// the customer's demand, leaving a record without personal data (admin session required).
import type { Config, Context } from '@netlify/functions';
import { deleteInquiry, getInquiry, patchInquiry } from '../../src/features/inbox/inquiries.server.ts';
import { InboxPatch } from '../../src/features/inbox/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody, parseWith } from '../../src/server/http.ts';

export default adminRoute(async (req: Request, context: Context, { user }) => {
  const { id } = parseWith(IdParam, context.params);
  if (req.method === 'PATCH') {
    return json(await patchInquiry(getDb(), id, await parseBody(req, InboxPatch), user.email));
  }
  if (req.method === 'DELETE') {
    await deleteInquiry(getDb(), id, user.email);
    return json({ ok: true });
  }
  return json(await getInquiry(getDb(), id));
});

export const config: Config = { path: '/api/admin/inquiries/:id', method: ['GET', 'PATCH', 'DELETE'] };
