// GET /api/admin/fx/current — {rate, asOf} of the rate new prices use (admin session required).
import type { Config } from '@netlify/functions';
import { currentRate } from '../../src/features/fx/data.server.ts';
import { rateFromX10000 } from '../../src/features/pricing/pricing.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { NotFound } from '../../src/server/errors.ts';
import { json } from '../../src/server/http.ts';

export default adminRoute(async () => {
  const rate = await currentRate(getDb());
  if (!rate) throw new NotFound('No exchange rate has been set yet');
  return json({ rate: rateFromX10000(rate.rateX10000), asOf: rate.asOf, source: 'MANUAL' });
});

export const config: Config = { path: '/api/admin/fx/current', method: ['GET'] };
