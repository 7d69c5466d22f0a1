// PUT /api/products/:id — edit a door; DELETE /api/products/:id — delete it (admin).
import type { Config } from '@netlify/functions';
import { deleteProduct, updateProduct } from '../../src/features/catalogue/edit.server.ts';
import { ProductUpdate } from '../../src/features/catalogue/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminItemRoute } from '../../src/server/admin.ts';

export default adminItemRoute({ params: IdParam, body: ProductUpdate, update: updateProduct, remove: deleteProduct });

export const config: Config = { path: '/api/products/:id', method: ['PUT', 'DELETE'] };
