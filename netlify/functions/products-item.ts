// PUT /api/products/:id — edit a door; DELETE /api/products/:id — delete it (admin).
import type { Config, Context } from '@netlify/functions';
import { deleteProduct, updateProduct } from '../../src/features/catalogue/data.server.ts';
import { ProductUpdate } from '../../src/features/catalogue/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody, parseWith } from '../../src/server/http.ts';

export default adminRoute(async (req: Request, context: Context) => {
  const { id } = parseWith(IdParam, context.params);
  if (req.method === 'DELETE') {
    await deleteProduct(getDb(), id);
    return json({ ok: true });
  }
  await updateProduct(getDb(), id, await parseBody(req, ProductUpdate));
  return json({ ok: true });
});

export const config: Config = { path: '/api/products/:id', method: ['PUT', 'DELETE'] };
