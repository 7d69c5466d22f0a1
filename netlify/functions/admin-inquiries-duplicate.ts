// POST /api/admin/inquiries/:id/duplicate {action: 'merge', into} | {action: 'dismiss'} — the manager's answer to
// an enquiry's likely-duplicate mark (docs/product.md#duplicates): merged into the earlier request, or not a duplicate;
// each kept in the history, signed by them (admin session required).
import type { Config, Context } from '@netlify/functions';
import { answerInquiryDuplicate } from '../../src/features/inbox/inquiries.server.ts';
import { DuplicateAnswer } from '../../src/features/inbox/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody, parseWith } from '../../src/server/http.ts';

export default adminRoute(async (req: Request, context: Context, { user }) => {
  const { id } = parseWith(IdParam, context.params);
  return json(await answerInquiryDuplicate(getDb(), id, await parseBody(req, DuplicateAnswer), user.email));
});

export const config: Config = { path: '/api/admin/inquiries/:id/duplicate', method: ['POST'] };
