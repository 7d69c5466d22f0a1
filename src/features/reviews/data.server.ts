// Kysely queries of the customers' reviews (docs/product.md#reviews); every edit goes through changeCatalogue (one
// transaction, the site marked for publishing): the pages show reviews from the next build.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { Invalid, NotFound } from '../../server/errors.ts';
import { CategorySlug } from '../catalogue/schema.ts';
import { namesOf } from '../catalogue/texts.server.ts';
import { changeCatalogue } from '../publishing/publishing.server.ts';
import type { Review, ReviewInput } from './schema.ts';

/** The reviews, newest first: all of them, those naming one door, or the newest `limit`. */
export async function listReviews(db: Db, filter: { productId?: string; limit?: number } = {}): Promise<Review[]> {
  let query = db
    .selectFrom('reviews')
    .leftJoin('products', 'products.id', 'reviews.product_id')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('collections', 'collections.id', 'products.collection_id')
    .select([
      'reviews.id',
      'reviews.author',
      'reviews.city',
      'reviews.body',
      'reviews.lang',
      'reviews.rating',
      sql<string>`to_char(reviews.reviewed_on, 'YYYY-MM-DD')`.as('reviewed_on'),
      'reviews.product_id',
      'reviews.photo_urls',
      'products.name as product_name',
      'products.name_en as product_name_en',
      'products.name_uk as product_name_uk',
      'products.slug as product_slug',
      'products.is_active as product_active',
      'categories.slug as category_slug',
      'collections.slug as collection_slug',
    ])
    .orderBy('reviews.reviewed_on', 'desc')
    .orderBy('reviews.created_at', 'desc');
  if (filter.productId) query = query.where('reviews.product_id', '=', filter.productId);
  if (filter.limit) query = query.limit(filter.limit);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    city: row.city,
    body: row.body,
    lang: row.lang,
    rating: row.rating,
    reviewedOn: row.reviewed_on,
    productId: row.product_id,
    product:
      row.product_name && row.product_slug && row.category_slug
        ? {
            ...namesOf({ name: row.product_name, name_en: row.product_name_en, name_uk: row.product_name_uk }),
            slug: row.product_slug,
            categorySlug: CategorySlug.parse(row.category_slug),
            collectionSlug: row.collection_slug,
            active: row.product_active === true,
          }
        : null,
    photoUrls: row.photo_urls,
  }));
}

const columns = (input: ReviewInput) => ({
  author: input.author,
  city: input.city || null,
  body: input.body,
  lang: input.lang,
  rating: input.rating,
  reviewed_on: input.reviewedOn,
  product_id: input.productId,
  photo_urls: JSON.stringify(input.photoUrls),
});

/** A door the review names must exist (422 at the field, not a foreign-key 500). */
async function checkDoor(tx: Db, productId: string | null): Promise<void> {
  if (!productId) return;
  // Held (FOR KEY SHARE) until the review is written: a door deleted meanwhile waits, then clears the review's door.
  const found = await tx
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .forKeyShare()
    .executeTakeFirst();
  if (!found) throw new Invalid({ productId: ['No such door'] });
}

export async function createReview(db: Db, input: ReviewInput): Promise<{ id: string }> {
  return changeCatalogue(db, async (tx) => {
    await checkDoor(tx, input.productId);
    return tx.insertInto('reviews').values(columns(input)).returning('id').executeTakeFirstOrThrow();
  });
}

export async function updateReview(db: Db, id: string, input: ReviewInput): Promise<void> {
  return changeCatalogue(db, async (tx) => {
    await checkDoor(tx, input.productId);
    const result = await tx
      .updateTable('reviews')
      .set({ ...columns(input), updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new NotFound('Review not found');
  });
}

export async function deleteReview(db: Db, id: string): Promise<void> {
  return changeCatalogue(db, async (tx) => {
    const result = await tx.deleteFrom('reviews').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new NotFound('Review not found');
  });
}
