// GET /api/products — the active doors, filtered by slug, category or collection, with prices in USD and UAH;
// ?includeInactive=true adds the inactive ones (admin). POST /api/products — a new door (admin).
import type { Config } from '@netlify/functions';
import { listPricedProducts } from '../../src/features/catalogue/data.server.ts';
import { createProduct } from '../../src/features/catalogue/edit.server.ts';
import { ProductInput, ProductQuery } from '../../src/features/catalogue/schema.ts';
import { adminOnly } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { handle, json, parseBody, parseQuery } from '../../src/server/http.ts';

const create = adminOnly(async (req) => json(await createProduct(getDb(), await parseBody(req, ProductInput)), 201));

// Inactive doors are the back office's business: only a signed-in admin may ask for them.
const listWithInactive = adminOnly(async (req) =>
  json(await listPricedProducts(getDb(), { ...parseQuery(req, ProductQuery), includeInactive: true })),
);

export default handle(async (req, context) => {
  if (req.method === 'POST') return create(req, context);
  const query = parseQuery(req, ProductQuery);
  if (query.includeInactive === 'true') return listWithInactive(req, context);
  return json(await listPricedProducts(getDb(), { ...query, includeInactive: false }));
});

export const config: Config = { path: '/api/products', method: ['GET', 'POST'] };
