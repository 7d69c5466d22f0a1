// Kysely queries of the furniture portfolio.
import type { Db } from '../../server/db.ts';
import { HttpError } from '../../server/http.ts';
import { markCatalogueChanged } from '../publishing/publishing.server.ts';
import type { PortfolioInput, PortfolioItem } from './schema.ts';

export async function listPortfolio(db: Db): Promise<PortfolioItem[]> {
  const rows = await db
    .selectFrom('portfolio_items')
    .select(['id', 'name', 'cover_url', 'album_urls'])
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    coverUrl: row.cover_url,
    imageUrl: row.cover_url,
    albumUrls: row.album_urls,
  }));
}

export async function createPortfolioItem(db: Db, input: PortfolioInput): Promise<{ id: string }> {
  const { max } = await db
    .selectFrom('portfolio_items')
    .select((eb) => eb.fn.coalesce(eb.fn.max('sort_order'), eb.lit(0)).as('max'))
    .executeTakeFirstOrThrow();
  const created = await db
    .insertInto('portfolio_items')
    .values({
      name: input.name,
      cover_url: input.coverUrl,
      album_urls: JSON.stringify(input.albumUrls),
      sort_order: Number(max) + 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await markCatalogueChanged(db);
  return created;
}

export async function updatePortfolioItem(db: Db, id: string, input: PortfolioInput): Promise<void> {
  const result = await db
    .updateTable('portfolio_items')
    .set({
      name: input.name,
      cover_url: input.coverUrl,
      album_urls: JSON.stringify(input.albumUrls),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new HttpError(404, { error: 'Portfolio item not found' });
  await markCatalogueChanged(db);
}

export async function deletePortfolioItem(db: Db, id: string): Promise<void> {
  const result = await db.deleteFrom('portfolio_items').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new HttpError(404, { error: 'Portfolio item not found' });
  await markCatalogueChanged(db);
}
