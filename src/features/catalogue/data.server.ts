// Kysely queries of the catalogue; rows are mapped to the feature's own types.
import type { Db } from '../../server/db.ts';
import type { Category } from './schema.ts';

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db.selectFrom('categories').select(['id', 'slug']).orderBy('sort_order').orderBy('slug').execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug as Category['slug'] }));
}
