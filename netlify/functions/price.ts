// POST /api/price — the server's price for a door and a selection: normalised by the shared rules, in UAH, with a
// breakdown in the requested language. 409 when the configurator's checksum is stale. Each answer is counted for the
// overview's statistics, written in batches after the answer has gone.
import type { Config } from '@netlify/functions';
import { countPriceCheck, schedulePriceCheckFlush } from '../../src/features/overview/price-checks.server.ts';
import { priceRequest } from '../../src/features/pricing/price.server.ts';
import { PriceRequest } from '../../src/features/pricing/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { handle, json, parseBody } from '../../src/server/http.ts';

export default handle(
  async (req, context) => {
    const input = await parseBody(req, PriceRequest);
    const { product, result } = await priceRequest(getDb(), input);
    countPriceCheck(product.id);
    const flush = schedulePriceCheckFlush(getDb());
    if (flush) context.waitUntil(flush);
    return json(result);
    // Only reads (the counts are written apart): safe to run again when the database was out of reach.
  },
  { retrySafe: () => true },
);

export const config: Config = { path: '/api/price', method: ['POST'] };
