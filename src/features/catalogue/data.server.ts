// Kysely reads of the catalogue (categories, collections, doors with their "from" prices, the configurators' door
// previews); rows are mapped to the feature's own types. Back-office writes are in edit.server.ts.
import type { Lang } from '../../lib/i18n.ts';
import type { Db } from '../../server/db.ts';
import { NotFound, Unavailable } from '../../server/errors.ts';
import { stored } from '../../server/stored.ts';
import { currentRate } from '../fx/data.server.ts';
import { loadConfigurator } from '../pricing/data.server.ts';
import { finishesFor } from '../pricing/door-finishes.ts';
import { doorVariant } from '../pricing/finishes.ts';
import { type CheapestOptions, cheapestOptions, fromPriceCents } from '../pricing/from-price.ts';
import { sellFor, usdToUahCents } from '../pricing/pricing.ts';
import type { Configurator, DoorType } from '../pricing/schema.ts';
import { placeholdersFor } from '../uploads/placeholders.server.ts';
import { photoDetailsOf } from './photo-details.ts';
import {
  type Category,
  type CategorySlug,
  type Collection,
  type DoorPreview,
  Focus,
  type Product,
  StoredPhotoSettings,
} from './schema.ts';
import { descriptionsOf, namesOf } from './texts.server.ts';
import { inLanguage } from './texts.ts';

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
async function listProducts(
  db: Db,
  filter: ProductFilter,
  rateX10000: number,
): Promise<Omit<Product, 'fromPriceCents' | 'fromSelections' | 'finishCount'>[]> {
  let query = db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('collections as col', 'col.id', 'p.collection_id')
    .select([
      'p.id',
      'p.slug',
      'p.name',
      'p.name_en',
      'p.name_uk',
      'p.description',
      'p.description_uk',
      'p.image_url',
      'p.photo_urls',
      'p.photo_details',
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
  const placeholders = await placeholdersFor(
    db,
    rows.flatMap((row) => [row.image_url, ...row.photo_urls]),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    ...namesOf(row),
    ...descriptionsOf(row),
    imageUrl: row.image_url,
    photoUrls: row.photo_urls,
    photoDetails: photoDetailsOf(
      stored(StoredPhotoSettings, row.photo_details, `products ${row.id} photo_details`),
      [row.image_url, ...row.photo_urls],
      placeholders,
    ),
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

// The cheapest options of a door type change only with the configurator (its checksum covers the option schema, the
// sell prices and the rate) and with what of the options depends on the door (the finishes it is made in):
// worked out once per instance, door type and variant, not once per door and request.
const cheapestCache = new Map<string, { checksum: string; byDoor: Map<string, CheapestOptions> }>();

function cheapestFor(configurator: Configurator, doorType: DoorType | null, door: string): CheapestOptions {
  let entry = cheapestCache.get(configurator.category.slug);
  if (entry?.checksum !== configurator.checksum) {
    entry = { checksum: configurator.checksum, byDoor: new Map() };
    cheapestCache.set(configurator.category.slug, entry);
  }
  const key = `${doorType}|${doorVariant(configurator.schema, door)}`;
  let cheapest = entry.byDoor.get(key);
  if (!cheapest) {
    cheapest = cheapestOptions({
      schema: configurator.schema,
      sell: sellFor(configurator.pricing, doorType),
      rateX10000: configurator.rate.rateX10000,
      rules: { category: configurator.category.slug, doorType, door },
    });
    entry.byDoor.set(key, cheapest);
  }
  return cheapest;
}

/** A category's configurator, or null while it has none (its doors then have no "from" price). */
async function configuratorOrNull(db: Db, categorySlug: string): Promise<Configurator | null> {
  try {
    return await loadConfigurator(db, categorySlug);
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/**
 * The doors of `filter` priced at the current rate, each with its "from" price: the cheapest configuration the
 * rules accept (docs/product.md#from-prices), in UAH. The API's list, and the pages built from the database. Throws
 * Unavailable while no exchange rate has been set.
 */
export async function listPricedProducts(db: Db, filter: ProductFilter): Promise<Product[]> {
  const rate = await currentRate(db);
  if (!rate) {
    throw new Unavailable('Prices are not available right now', {
      cause: 'No exchange rate in the database: run the seed or set one in the back office',
    });
  }
  const products = await listProducts(db, filter, rate.rateX10000);
  const configurators = new Map<string, Configurator | null>();
  for (const slug of new Set(products.map((p) => p.categorySlug))) {
    configurators.set(slug, await configuratorOrNull(db, slug));
  }
  return products.map((product) => {
    const configurator = configurators.get(product.categorySlug);
    if (!configurator) return { ...product, fromPriceCents: null, fromSelections: null, finishCount: 0 };
    const cheapest = cheapestFor(configurator, product.doorType, product.slug);
    return {
      ...product,
      fromPriceCents: fromPriceCents(product.basePriceCents, cheapest, configurator.rate.rateX10000),
      fromSelections: cheapest.selections,
      finishCount: finishesFor(configurator.schema, product.slug).length,
    };
  });
}

/**
 * The active doors of a category by slug, as the configurator page in `lang` shows them while it loads: the texts in
 * that language only (the island gets no second language to carry).
 */
export async function listDoorPreviews(
  db: Db,
  categorySlug: string,
  lang: Lang = 'en',
): Promise<Record<string, DoorPreview>> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.slug', 'p.name', 'p.name_en', 'p.name_uk', 'p.description', 'p.description_uk', 'p.image_url'])
    .where('c.slug', '=', categorySlug)
    .where('p.is_active', '=', true)
    .orderBy('p.slug')
    .execute();
  return Object.fromEntries(
    rows.map((row) => {
      const texts = inLanguage({ ...namesOf(row), ...descriptionsOf(row) }, lang);
      return [row.slug, { name: texts.name, description: texts.description ?? null, imageUrl: row.image_url }];
    }),
  );
}

export async function listCollections(db: Db, categorySlug?: string): Promise<Collection[]> {
  let query = db
    .selectFrom('collections as col')
    .innerJoin('categories as c', 'c.id', 'col.category_id')
    .select([
      'col.id',
      'col.slug',
      'col.name',
      'col.name_en',
      'col.name_uk',
      'col.image_url',
      'col.image_focus',
      'col.album_urls',
      'c.slug as category_slug',
    ]);
  if (categorySlug) query = query.where('c.slug', '=', categorySlug);
  const rows = await query.orderBy('col.sort_order').orderBy('col.name').execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    ...namesOf(row),
    imageUrl: row.image_url,
    imageFocus: stored(Focus.nullable(), row.image_focus, `collections ${row.id} image_focus`),
    albumUrls: row.album_urls,
    categorySlug: row.category_slug as CategorySlug,
  }));
}
