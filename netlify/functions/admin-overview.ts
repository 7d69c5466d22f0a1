// GET /api/admin/overview — undelivered counts, requests per week (12 weeks), the most configured doors and the share
// of price checks that became quotes; GET /api/admin/overview/funnel?days=30|90|365 — of the period's requests, how
// many got an offer, accepted it and paid the prepayment, and the average accepted order (admin session required).
import type { Config } from '@netlify/functions';
import { funnel } from '../../src/features/orders/funnel.server.ts';
import { FunnelPeriod } from '../../src/features/orders/schema.ts';
import { overview } from '../../src/features/overview/data.server.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseWith } from '../../src/server/http.ts';

export default adminRoute(async (req) => {
  const url = new URL(req.url);
  if (/\/funnel\/?$/.test(url.pathname)) {
    const { days } = parseWith(FunnelPeriod, Object.fromEntries(url.searchParams));
    return json(await funnel(getDb(), days));
  }
  return json(await overview(getDb()));
});

export const config: Config = { path: ['/api/admin/overview', '/api/admin/overview/funnel'], method: ['GET'] };
