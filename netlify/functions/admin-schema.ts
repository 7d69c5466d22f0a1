// GET /api/admin/schema/:slug — a category's whole pricing document with its version, for the pricing editors
// (admin session required).
import type { Config, Context } from '@netlify/functions';
import * as z from 'zod';
import { getPricingDocument } from '../../src/features/pricing/data.server.ts';
import { Slug } from '../../src/lib/slug.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseWith } from '../../src/server/http.ts';

const Params = z.object({ slug: Slug });

export default adminRoute(async (_req: Request, context: Context) => {
  const { slug } = parseWith(Params, context.params);
  return json(await getPricingDocument(getDb(), slug));
});

export const config: Config = { path: '/api/admin/schema/:slug', method: ['GET'] };
