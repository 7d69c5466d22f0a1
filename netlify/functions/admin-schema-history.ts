// GET /api/admin/schema/:slug/history — the category's saved price versions, newest first, each with what it changed
// from the one before; ?from=A&to=B compares any two instead (admin session required; docs/product.md#pricing-history).
import type { Config, Context } from '@netlify/functions';
import * as z from 'zod';
import { comparePricingVersions, listPricingHistory } from '../../src/features/pricing/history.server.ts';
import { CompareQuery } from '../../src/features/pricing/history.ts';
import { Slug } from '../../src/lib/slug.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseWith } from '../../src/server/http.ts';

const Params = z.object({ slug: Slug });

export default adminRoute(async (req: Request, context: Context) => {
  const { slug } = parseWith(Params, context.params);
  const query = new URL(req.url).searchParams;
  if (!query.has('from') && !query.has('to')) return json(await listPricingHistory(getDb(), slug));
  const { from, to } = parseWith(CompareQuery, Object.fromEntries(query));
  return json(await comparePricingVersions(getDb(), slug, from, to));
});

export const config: Config = { path: '/api/admin/schema/:slug/history', method: ['GET'] };
