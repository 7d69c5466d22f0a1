// GET /api/products — the active doors, filtered by slug, category or collection, with prices in USD and UAH.
// POST /api/products — a new door (admin).
import type { Config } from '@netlify/functions';
import { requireSession } from '../../src/features/auth/session.server.ts';
import { createProduct, listProducts } from '../../src/features/catalogue/data.server.ts';
import { ProductInput, ProductQuery } from '../../src/features/catalogue/schema.ts';
import { currentRate } from '../../src/features/fx/data.server.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { HttpError, handle, json, parseBody, parseQuery } from '../../src/server/http.ts';

const create = adminRoute(async (req) => {
  const input = await parseBody(req, ProductInput);
  return json(await createProduct(getDb(), input), 201);
});

export default handle(async (req, context) => {
  if (req.method === 'POST') return create(req, context);
  const query = parseQuery(req, ProductQuery);
  const db = getDb();
  // Inactive doors are the back office's business: only a signed-in admin may ask for them.
  const includeInactive = query.includeInactive === 'true';
  if (includeInactive) await requireSession(db, req);
  const rate = await currentRate(db);
  if (!rate) throw new HttpError(503, { error: 'Prices are not available right now' });
  return json(await listProducts(db, { ...query, includeInactive }, rate.rateX10000));
});

export const config: Config = { path: '/api/products', method: ['GET', 'POST'] };
