// Kysely queries of the catalogue; rows are mapped to the feature's own types.
import type { Db } from '../../server/db.ts';
import { usdToUahCents } from '../pricing/pricing.ts';
import type { Category, CategorySlug, Collection, Product } from './schema.ts';

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db.selectFrom('categories').select(['id', 'slug']).orderBy('sort_order').orderBy('slug').execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug as Category['slug'] }));
}

export interface ProductFilter {
  slug?: string | undefined;
  categorySlug?: string | undefined;
  categoryId?: string | undefined;
  collection?: string | undefined;
  includeInactive?: boolean | undefined;
}

/** Doors in display order; `rateX10000` converts their USD prices to UAH. */
export async function listProducts(db: Db, filter: ProductFilter, rateX10000: number): Promise<Product[]> {
  let query = db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('collections as col', 'col.id', 'p.collection_id')
    .select([
      'p.id',
      'p.slug',
      'p.name',
      'p.description',
      'p.image_url',
      'p.base_price_cents',
      'p.door_type',
      'p.is_active',
      'p.category_id',
      'c.slug as category_slug',
      'p.collection_id',
      'col.slug as collection_slug',
    ]);
  if (filter.slug) query = query.where('p.slug', '=', filter.slug);
  if (filter.categorySlug) query = query.where('c.slug', '=', filter.categorySlug);
  if (filter.categoryId) query = query.where('p.category_id', '=', filter.categoryId);
  if (filter.collection) query = query.where('col.slug', '=', filter.collection);
  if (!filter.includeInactive) query = query.where('p.is_active', '=', true);
  const rows = await query
    .orderBy('c.sort_order')
    .orderBy('col.sort_order')
    .orderBy('p.sort_order')
    .orderBy('p.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    basePriceCents: row.base_price_cents,
    convertedPriceCents: usdToUahCents(row.base_price_cents, rateX10000),
    currency: 'UAH',
    categoryId: row.category_id,
    categorySlug: row.category_slug as CategorySlug,
    collectionId: row.collection_id,
    collectionSlug: row.collection_slug,
    doorType: row.door_type,
    isActive: row.is_active,
  }));
}

export async function listCollections(db: Db, categorySlug?: string): Promise<Collection[]> {
  let query = db
    .selectFrom('collections as col')
    .innerJoin('categories as c', 'c.id', 'col.category_id')
    .select(['col.id', 'col.slug', 'col.name', 'col.image_url', 'c.slug as category_slug']);
  if (categorySlug) query = query.where('c.slug', '=', categorySlug);
  const rows = await query.orderBy('col.sort_order').orderBy('col.name').execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    imageUrl: row.image_url,
    categorySlug: row.category_slug as CategorySlug,
  }));
}
