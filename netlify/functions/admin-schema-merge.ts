// POST /api/admin/schema/:slug/merge {version, actions} — pricing edits (docs/product.md#merge-actions) applied to the
// version they were made on; a stale version answers 409 and changes nothing (admin session required).
import type { Config, Context } from '@netlify/functions';
import * as z from 'zod';
import { mergePricing } from '../../src/features/pricing/data.server.ts';
import { MergeRequest } from '../../src/features/pricing/merge-actions.ts';
import { Slug } from '../../src/lib/slug.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody, parseWith } from '../../src/server/http.ts';

const Params = z.object({ slug: Slug });

export default adminRoute(async (req: Request, context: Context, session) => {
  const { slug } = parseWith(Params, context.params);
  return json(await mergePricing(getDb(), slug, await parseBody(req, MergeRequest), session.user.email));
});

export const config: Config = { path: '/api/admin/schema/:slug/merge', method: ['POST'] };
