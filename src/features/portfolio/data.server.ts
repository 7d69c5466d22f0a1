// Kysely queries of the furniture portfolio.
import type { Db } from '../../server/db.ts';
import type { PortfolioItem } from './schema.ts';

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
