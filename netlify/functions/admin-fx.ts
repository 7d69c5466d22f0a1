// GET /api/admin/fx — the current USD→UAH rate and its history; POST /api/admin/fx {rate, asOfDate?} — a manual
// override that new prices use at once (admin session required).
import type { Config } from '@netlify/functions';
import { rateHistory, setRate } from '../../src/features/fx/data.server.ts';
import { RateInput } from '../../src/features/fx/schema.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody } from '../../src/server/http.ts';

export default adminRoute(async (req) => {
  if (req.method === 'POST') return json(await setRate(getDb(), await parseBody(req, RateInput)), 201);
  return json(await rateHistory(getDb()));
});

export const config: Config = { path: '/api/admin/fx', method: ['GET', 'POST'] };
