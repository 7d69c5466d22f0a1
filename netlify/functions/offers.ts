// GET /api/offers/:token — the customer's offer behind their link: the newest sent version, whether it replaced one,
// is past its last day or was accepted. Never cached or indexed; counted per address (a person opens it freely, a
// guesser is stopped long before a token could be found).
import type { Config, Context } from '@netlify/functions';
import { customerOffer } from '../../src/features/offers/customer.server.ts';
import { OfferToken } from '../../src/features/offers/schema.ts';
import { clientKey } from '../../src/server/client-address.ts';
import { getDb } from '../../src/server/db.ts';
import { NotFound } from '../../src/server/errors.ts';
import { handle, json } from '../../src/server/http.ts';
import { hitLimit, limits } from '../../src/server/rate-limit.ts';

export default handle(async (_req: Request, context: Context) => {
  await hitLimit(getDb(), limits.offerView, clientKey(context));
  const params = OfferToken.safeParse(context.params);
  if (!params.success) throw new NotFound('This offer link is not valid. Ask the shop for a new one.');
  return json(await customerOffer(getDb(), params.data.token), 200, { 'x-robots-tag': 'noindex, nofollow' });
});

export const config: Config = { path: '/api/offers/:token', method: ['GET'] };
