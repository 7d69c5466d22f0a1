// GET /api/admin/quotes/:id — one quote's frozen snapshot; PATCH {delivered?, adminNotes?} — the manager's marks
// (admin session required).
import type { Config, Context } from '@netlify/functions';
import { getQuote, patchQuote } from '../../src/features/inbox/quotes.server.ts';
import { InboxPatch } from '../../src/features/inbox/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody, parseWith } from '../../src/server/http.ts';

export default adminRoute(async (req: Request, context: Context) => {
  const { id } = parseWith(IdParam, context.params);
  if (req.method === 'PATCH') return json(await patchQuote(getDb(), id, await parseBody(req, InboxPatch)));
  return json(await getQuote(getDb(), id));
});

export const config: Config = { path: '/api/admin/quotes/:id', method: ['GET', 'PATCH'] };
