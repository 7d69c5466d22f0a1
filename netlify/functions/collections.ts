// GET /api/collections?categorySlug= — the interior collections in display order.
import type { Config } from '@netlify/functions';
import { listCollections } from '../../src/features/catalogue/data.server.ts';
import { CollectionQuery } from '../../src/features/catalogue/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { handle, json, parseQuery } from '../../src/server/http.ts';

export default handle(async (req) => {
  const { categorySlug } = parseQuery(req, CollectionQuery);
  return json(await listCollections(getDb(), categorySlug));
});

export const config: Config = { path: '/api/collections', method: ['GET'] };
