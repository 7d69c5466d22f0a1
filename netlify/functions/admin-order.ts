// PUT /api/admin/order — {kind, ids}: one listing of the catalogue (a category's collections, a collection's doors,
// the portfolio) in its new order, which becomes the site's order at the next publish; 409 when the listing changed
// since the back office loaded it (admin session required).
import type { Config } from '@netlify/functions';
import { saveOrder } from '../../src/features/catalogue/order.server.ts';
import { OrderRequest } from '../../src/features/catalogue/schema.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { parseBody } from '../../src/server/http.ts';

export default adminRoute(async (req) => {
  await saveOrder(getDb(), await parseBody(req, OrderRequest));
  return new Response(null, { status: 204 });
});

export const config: Config = { path: '/api/admin/order', method: ['PUT'] };
