// Kysely queries of the furniture portfolio; every edit goes through changeCatalogue (one transaction, published).
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { NotFound } from '../../server/errors.ts';
import { stored } from '../../server/stored.ts';
import { focusColumn } from '../catalogue/photo-details.ts';
import { englishName, Focus } from '../catalogue/schema.ts';
import { namesOf, newNames } from '../catalogue/texts.server.ts';
import { changeCatalogue } from '../publishing/publishing.server.ts';
import type { PortfolioInput, PortfolioItem } from './schema.ts';

export async function listPortfolio(db: Db): Promise<PortfolioItem[]> {
  const rows = await db
    .selectFrom('portfolio_items')
    .select(['id', 'name', 'name_en', 'name_uk', 'cover_url', 'cover_focus', 'album_urls'])
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ...namesOf(row),
    coverUrl: row.cover_url,
    coverFocus: stored(Focus.nullable(), row.cover_focus, `portfolio_items ${row.id} cover_focus`),
    imageUrl: row.cover_url,
    albumUrls: row.album_urls,
  }));
}

// PUT replaces the whole item, so a language left out is none.
const columns = (input: PortfolioInput) => ({
  ...newNames({ nameEn: englishName(input) ?? null, nameUk: input.nameUk ?? null }),
  cover_url: input.coverUrl,
  cover_focus: focusColumn(input.coverFocus),
  album_urls: JSON.stringify(input.albumUrls),
});

/** A new item, placed last. */
export async function createPortfolioItem(db: Db, input: PortfolioInput): Promise<{ id: string }> {
  return changeCatalogue(db, async (tx) => {
    // Two admins adding at once would both read the same last position: the lock (reads go on) lets one insert
    // at a time, and the position is computed inside the INSERT.
    await sql`lock table portfolio_items in share row exclusive mode`.execute(tx);
    return tx
      .insertInto('portfolio_items')
      .values({
        ...columns(input),
        sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from portfolio_items)`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

export async function updatePortfolioItem(db: Db, id: string, input: PortfolioInput): Promise<void> {
  return changeCatalogue(db, async (tx) => {
    const result = await tx
      .updateTable('portfolio_items')
      .set({ ...columns(input), updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new NotFound('Portfolio item not found');
  });
}

export async function deletePortfolioItem(db: Db, id: string): Promise<void> {
  return changeCatalogue(db, async (tx) => {
    const result = await tx.deleteFrom('portfolio_items').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new NotFound('Portfolio item not found');
  });
}
