// GET /api/admin/offer-settings — the offers' defaults (services list, prepayment, validity, lead time) with their
// version; PUT {version, settings} — saves them (409 when someone saved since, 422 with field errors) (admin session).
import type { Config } from '@netlify/functions';
import { SaveOfferSettings } from '../../src/features/offers/schema.ts';
import { getOfferSettings, saveOfferSettings } from '../../src/features/offers/settings.server.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody } from '../../src/server/http.ts';

export default adminRoute(async (req) => {
  if (req.method === 'PUT') return json(await saveOfferSettings(getDb(), await parseBody(req, SaveOfferSettings)));
  return json(await getOfferSettings(getDb()));
});

export const config: Config = { path: '/api/admin/offer-settings', method: ['GET', 'PUT'] };
