// PUT /api/admin/collections/:id — edit a collection; DELETE — delete it with ALL its doors (admin).
import type { Config } from '@netlify/functions';
import { deleteCollection, updateCollection } from '../../src/features/catalogue/edit.server.ts';
import { CollectionUpdate } from '../../src/features/catalogue/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminItemRoute } from '../../src/server/admin.ts';

export default adminItemRoute({
  params: IdParam,
  body: CollectionUpdate,
  update: updateCollection,
  remove: deleteCollection,
});

export const config: Config = { path: '/api/admin/collections/:id', method: ['PUT', 'DELETE'] };
