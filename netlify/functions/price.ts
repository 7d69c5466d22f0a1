// POST /api/price — the server's price for a door and a selection: normalised by the shared rules, in UAH, with a
// breakdown in the requested language. 409 when the configurator's checksum is stale.
import type { Config } from '@netlify/functions';
import { priceRequest } from '../../src/features/pricing/price.server.ts';
import { PriceRequest } from '../../src/features/pricing/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { handle, json, parseBody } from '../../src/server/http.ts';

export default handle(async (req) => {
  const input = await parseBody(req, PriceRequest);
  const { result } = await priceRequest(getDb(), input);
  return json(result);
});

export const config: Config = { path: '/api/price', method: ['POST'] };
