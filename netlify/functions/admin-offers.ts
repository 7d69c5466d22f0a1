// POST /api/admin/offers {requestId} — the request's offer: 201 with a new draft made from the request (its doors as
// the customer chose them, or one free line for an enquiry), or 200 with the one it already has (admin session).
import type { Config } from '@netlify/functions';
import { prepareOffer } from '../../src/features/offers/data.server.ts';
import { PrepareOffer } from '../../src/features/offers/schema.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody } from '../../src/server/http.ts';

export default adminRoute(async (req, _context, { user }) => {
  const { requestId } = await parseBody(req, PrepareOffer);
  const { created, offer } = await prepareOffer(getDb(), requestId, user.email);
  return json(offer, created ? 201 : 200);
});

export const config: Config = { path: '/api/admin/offers', method: ['POST'] };
