// Kysely queries of the catalogue; rows are mapped to the feature's own types.
import { slugify } from '../../lib/slug.ts';
import type { Db } from '../../server/db.ts';
import { Invalid, NotFound, Unavailable } from '../../server/errors.ts';
import { currentRate } from '../fx/data.server.ts';
import { usdToUahCents } from '../pricing/pricing.ts';
import type { DoorType } from '../pricing/schema.ts';
import { changeCatalogue } from '../publishing/publishing.server.ts';
import type {
  Category,
  CategorySlug,
  Collection,
  CollectionInput,
  CollectionUpdate,
  Product,
  ProductInput,
  ProductUpdate,
} from './schema.ts';

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
async function listProducts(db: Db, filter: ProductFilter, rateX10000: number): Promise<Product[]> {
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

/**
 * The doors of `filter` priced at the current rate: the API's list, and the pages built from the database. Throws
 * Unavailable while no exchange rate has been set.
 */
export async function listPricedProducts(db: Db, filter: ProductFilter): Promise<Product[]> {
  const rate = await currentRate(db);
  if (!rate) {
    throw new Unavailable('Prices are not available right now', {
      cause: 'No exchange rate in the database: run the seed or set one in the back office',
    });
  }
  return listProducts(db, filter, rate.rateX10000);
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

// --- Back-office writes: each through changeCatalogue, one transaction with the publishing mark -----------------

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Invalid({ slug: ['This slug is already used'] });
    throw error;
  }
}

export async function createCollection(db: Db, input: CollectionInput): Promise<{ id: string }> {
  return changeCatalogue(db, async (tx) => {
    const category = await tx
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', input.categorySlug)
      .executeTakeFirst();
    if (!category) throw new NotFound('Interior category not found.');
    return unique(() =>
      tx
        .insertInto('collections')
        .values({ category_id: category.id, name: input.name, slug: input.slug, image_url: input.imageUrl ?? null })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  });
}

export async function updateCollection(db: Db, id: string, update: CollectionUpdate): Promise<void> {
  const changes = {
    ...(update.name !== undefined && { name: update.name }),
    ...(update.slug !== undefined && { slug: update.slug }),
    ...(update.imageUrl !== undefined && { image_url: update.imageUrl }),
    updated_at: new Date(),
  };
  return changeCatalogue(db, async (tx) => {
    const result = await unique(() =>
      tx.updateTable('collections').set(changes).where('id', '=', id).executeTakeFirst(),
    );
    if (result.numUpdatedRows === 0n) throw new NotFound('Collection not found');
  });
}

/** Deletes a collection and, by the foreign key's cascade, ALL its doors (docs/product.md#admin-pages). */
export async function deleteCollection(db: Db, id: string): Promise<void> {
  return changeCatalogue(db, async (tx) => {
    const result = await tx.deleteFrom('collections').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new NotFound('Collection not found');
  });
}

async function checkPlacement(
  tx: Db,
  category: { id: string; slug: string },
  collectionId: string | null | undefined,
  doorType: string | null | undefined,
): Promise<{ collectionId: string | null; doorType: DoorType | null }> {
  if (category.slug === 'interior') {
    if (!collectionId) throw new Invalid({ collectionId: ['Choose a collection'] });
    const collection = await tx
      .selectFrom('collections')
      .select('id')
      .where('id', '=', collectionId)
      .where('category_id', '=', category.id)
      .executeTakeFirst();
    if (!collection) throw new Invalid({ collectionId: ['No such collection of interior doors'] });
    if (doorType) throw new Invalid({ doorType: ['Only concealed doors have a door type'] });
    return { collectionId, doorType: null };
  }
  if (collectionId) throw new Invalid({ collectionId: ['Concealed doors have no collection'] });
  return { collectionId: null, doorType: (doorType as DoorType | null | undefined) ?? 'STANDARD' };
}

export async function createProduct(db: Db, input: ProductInput): Promise<{ id: string; slug: string }> {
  if (!input.categoryId && !input.categorySlug) throw new Invalid({ categorySlug: ['Choose a category'] });
  return changeCatalogue(db, async (tx) => {
    let categoryQuery = tx.selectFrom('categories').select(['id', 'slug']);
    if (input.categoryId) categoryQuery = categoryQuery.where('id', '=', input.categoryId);
    if (input.categorySlug) categoryQuery = categoryQuery.where('slug', '=', input.categorySlug);
    const category = await categoryQuery.executeTakeFirst();
    if (!category) throw new NotFound('Category not found');
    const placement = await checkPlacement(tx, category, input.collectionId, input.doorType);
    return unique(() =>
      tx
        .insertInto('products')
        .values({
          category_id: category.id,
          collection_id: placement.collectionId,
          door_type: placement.doorType,
          slug: input.slug ?? slugify(input.name),
          name: input.name,
          description: input.description ?? null,
          image_url: input.imageUrl ?? null,
          base_price_cents: input.basePriceCents,
          is_active: input.isActive,
        })
        .returning(['id', 'slug'])
        .executeTakeFirstOrThrow(),
    );
  });
}

export async function updateProduct(db: Db, id: string, update: ProductUpdate): Promise<void> {
  return changeCatalogue(db, async (tx) => {
    // Locked, so the placement checked below is the one the UPDATE writes over.
    const current = await tx
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['p.id', 'p.collection_id', 'p.door_type', 'c.id as category_id', 'c.slug as category_slug'])
      .where('p.id', '=', id)
      .forUpdate('p')
      .executeTakeFirst();
    if (!current) throw new NotFound('Door not found');
    const placement = await checkPlacement(
      tx,
      { id: current.category_id, slug: current.category_slug },
      update.collectionId === undefined ? current.collection_id : update.collectionId,
      update.doorType === undefined ? current.door_type : update.doorType,
    );
    await unique(() =>
      tx
        .updateTable('products')
        .set({
          ...(update.name !== undefined && { name: update.name }),
          ...(update.slug !== undefined && { slug: update.slug }),
          ...(update.basePriceCents !== undefined && { base_price_cents: update.basePriceCents }),
          ...(update.imageUrl !== undefined && { image_url: update.imageUrl }),
          ...(update.description !== undefined && { description: update.description }),
          ...(update.isActive !== undefined && { is_active: update.isActive }),
          collection_id: placement.collectionId,
          door_type: placement.doorType,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute(),
    );
  });
}

export async function deleteProduct(db: Db, id: string): Promise<void> {
  return changeCatalogue(db, async (tx) => {
    const result = await tx.deleteFrom('products').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new NotFound('Door not found');
  });
}
