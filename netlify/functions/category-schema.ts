// GET /api/categories/:slug/schema — what a configurator needs to price live: the option schema, the sell documents
// (marked-up prices; costs and markups only in /api/admin/schema), the current rate and the checksum to send back with
// price requests. Never cached (docs/product.md#endpoints).
import type { Config, Context } from '@netlify/functions';
import * as z from 'zod';
import { loadConfigurator } from '../../src/features/pricing/data.server.ts';
import { Slug } from '../../src/lib/slug.ts';
import { getDb } from '../../src/server/db.ts';
import { handle, json, parseWith } from '../../src/server/http.ts';

const Params = z.object({ slug: Slug });

export default handle(async (_req: Request, context: Context) => {
  const { slug } = parseWith(Params, context.params);
  const configurator = await loadConfigurator(getDb(), slug);
  return json(configurator);
});

export const config: Config = { path: '/api/categories/:slug/schema', method: ['GET'] };
