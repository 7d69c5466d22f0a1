// POST /api/admin/schema/:slug/history/restore {version, restore} — makes an earlier price version current again as a
// new version, on the version the manager was looking at (409 when it moved on; admin session required;
// docs/product.md#pricing-history).
import type { Config, Context } from '@netlify/functions';
import * as z from 'zod';
import { restorePricingVersion } from '../../src/features/pricing/history.server.ts';
import { RestoreRequest } from '../../src/features/pricing/history.ts';
import { Slug } from '../../src/lib/slug.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody, parseWith } from '../../src/server/http.ts';

const Params = z.object({ slug: Slug });

export default adminRoute(async (req: Request, context: Context, session) => {
  const { slug } = parseWith(Params, context.params);
  return json(await restorePricingVersion(getDb(), slug, await parseBody(req, RestoreRequest), session.user.email));
});

export const config: Config = { path: '/api/admin/schema/:slug/history/restore', method: ['POST'] };
