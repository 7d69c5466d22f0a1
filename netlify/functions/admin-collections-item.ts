// PUT /api/admin/collections/:id — edit a collection; DELETE — delete it with ALL its doors (admin).
import type { Config, Context } from '@netlify/functions';
import { deleteCollection, updateCollection } from '../../src/features/catalogue/data.server.ts';
import { CollectionUpdate } from '../../src/features/catalogue/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody, parseWith } from '../../src/server/http.ts';

export default adminRoute(async (req: Request, context: Context) => {
  const { id } = parseWith(IdParam, context.params);
  if (req.method === 'DELETE') {
    await deleteCollection(getDb(), id);
    return json({ ok: true });
  }
  await updateCollection(getDb(), id, await parseBody(req, CollectionUpdate));
  return json({ ok: true });
});

export const config: Config = { path: '/api/admin/collections/:id', method: ['PUT', 'DELETE'] };
