// GET /api/admin/offers/:id — the offer's draft with its version, priced now by the configurators' engine, and what
// was sent and accepted; PUT {version, draft} — saves the draft (409 when someone saved since or the customer has
// accepted, 422 with field errors) (admin session).
import type { Config, Context } from '@netlify/functions';
import { getOffer, saveDraft } from '../../src/features/offers/data.server.ts';
import { SaveOfferDraft } from '../../src/features/offers/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody, parseWith } from '../../src/server/http.ts';

export default adminRoute(async (req: Request, context: Context) => {
  const { id } = parseWith(IdParam, context.params);
  if (req.method === 'PUT') return json(await saveDraft(getDb(), id, await parseBody(req, SaveOfferDraft)));
  return json(await getOffer(getDb(), id));
});

export const config: Config = { path: '/api/admin/offers/:id', method: ['GET', 'PUT'] };
