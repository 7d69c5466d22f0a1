// GET /api/admin/quotes/:id[?lang=uk] — one quote's frozen snapshot (its words in `lang`) and its activity; PATCH {status?, lostReason?, followUpOn?,
// adminNotes?, delivered?} — the manager's changes, each kept as a dated entry signed by them; DELETE — the quote is
// deleted on the customer's demand, leaving a record without personal data (admin session required).
import type { Config, Context } from '@netlify/functions';
import { deleteQuote, getQuote, patchQuote } from '../../src/features/inbox/quotes.server.ts';
import { InboxPatch, QuoteDetailsQuery } from '../../src/features/inbox/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody, parseQuery, parseWith } from '../../src/server/http.ts';

export default adminRoute(async (req: Request, context: Context, { user }) => {
  const { id } = parseWith(IdParam, context.params);
  if (req.method === 'PATCH') return json(await patchQuote(getDb(), id, await parseBody(req, InboxPatch), user.email));
  if (req.method === 'DELETE') {
    await deleteQuote(getDb(), id, user.email);
    return json({ ok: true });
  }
  return json(await getQuote(getDb(), id, parseQuery(req, QuoteDetailsQuery).lang));
});

export const config: Config = { path: '/api/admin/quotes/:id', method: ['GET', 'PATCH', 'DELETE'] };
