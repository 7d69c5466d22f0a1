// POST /api/admin/offers/:id/send {version} — freezes the draft priced now as the next numbered version and answers
// the customer's link and the draft's new version {number, version, token, url}; 409 when the draft changed since `version` or the customer accepted, 422
// when a line cannot be priced (admin session).
import type { Config, Context } from '@netlify/functions';
import { sendOffer } from '../../src/features/offers/data.server.ts';
import { SendOffer } from '../../src/features/offers/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody, parseWith } from '../../src/server/http.ts';

export default adminRoute(async (req: Request, context: Context, { user }) => {
  const { id } = parseWith(IdParam, context.params);
  const { version } = await parseBody(req, SendOffer);
  const { number, version: next, token, url } = await sendOffer(getDb(), id, version, user.email);
  return json({ number, version: next, token, url }, 201);
});

export const config: Config = { path: '/api/admin/offers/:id/send', method: ['POST'] };
