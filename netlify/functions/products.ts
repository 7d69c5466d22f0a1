// GET /api/products — the active doors, filtered by slug, category or collection, with prices in USD and UAH.
import type { Config } from '@netlify/functions';
import { requireSession } from '../../src/features/auth/session.server.ts';
import { listProducts } from '../../src/features/catalogue/data.server.ts';
import { ProductQuery } from '../../src/features/catalogue/schema.ts';
import { currentRate } from '../../src/features/fx/data.server.ts';
import { getDb } from '../../src/server/db.ts';
import { HttpError, handle, json, parseQuery } from '../../src/server/http.ts';

export default handle(async (req) => {
  const query = parseQuery(req, ProductQuery);
  const db = getDb();
  // Inactive doors are the back office's business: only a signed-in admin may ask for them.
  const includeInactive = query.includeInactive === 'true';
  if (includeInactive) await requireSession(db, req);
  const rate = await currentRate(db);
  if (!rate) throw new HttpError(503, { error: 'Prices are not available right now' });
  return json(await listProducts(db, { ...query, includeInactive }, rate.rateX10000));
});

export const config: Config = { path: '/api/products', method: ['GET'] };
