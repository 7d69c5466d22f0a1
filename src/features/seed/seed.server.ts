// Fills an empty database with the first catalogue, option schemas, prices and rate. Two entry points:
// seedIfNeverSeeded (the deploy build): only a database never seeded before, marked by app_state 'seeded_at' in the
// same transaction, so a door or collection an admin deleted is never brought back; seed (npm run db:seed and the
// local embedded default): adds whatever is missing, never overwriting what the admin has changed.
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import type { Products } from '../../server/db-types.ts';
import { schemaChecksum } from '../pricing/checksum.server.ts';
import { recordVersion } from '../pricing/history.server.ts';
import type { OptionSchema, PricingDocument } from '../pricing/schema.ts';
import {
  collectionAlbum,
  collectionImage,
  concealedDoors,
  doorImage,
  doorPhotos,
  initialRateX10000,
  interiorCollections,
  portfolioAlbum,
  portfolioCover,
  portfolioItems,
  type SeedDoor,
} from './catalogue.ts';
import { concealedSchema, interiorSchema } from './option-schemas.ts';
import seedPlaceholders from './placeholders.json' with { type: 'json' };
import { concealedPricing, interiorPricing } from './pricing-documents.ts';

const categories: { slug: string; schema: OptionSchema; pricing: PricingDocument }[] = [
  { slug: 'interior', schema: interiorSchema, pricing: interiorPricing },
  { slug: 'concealed', schema: concealedSchema, pricing: concealedPricing },
];

export interface SeedReport {
  categories: number;
  collections: number;
  products: number;
  portfolioItems: number;
  exchangeRates: number;
}

/** Adds a door unless one with its slug exists (the admin may have changed it); whether it was added. */
async function addDoor(
  tx: Db,
  door: SeedDoor,
  placement: Pick<Insertable<Products>, 'category_id' | 'collection_id' | 'door_type' | 'sort_order'>,
): Promise<boolean> {
  const added = await tx
    .insertInto('products')
    .values({
      slug: door.slug,
      name: door.name,
      name_en: door.name,
      name_uk: door.nameUk,
      description: door.description,
      description_uk: door.descriptionUk,
      image_url: doorImage(door.slug),
      photo_urls: JSON.stringify(doorPhotos(door)),
      base_price_cents: door.basePriceCents,
      ...placement,
    })
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
  return added !== undefined;
}

/** Adds whatever of the first catalogue is missing, and marks the database as seeded (if it was not yet). */
export async function seed(db: Db): Promise<SeedReport> {
  return db.transaction().execute(async (tx) => {
    await claimSeededMark(tx);
    return addMissing(tx);
  });
}

/**
 * Seeds only a database that was never seeded: the first build of an empty database gets the demo shop, and no later
 * build adds anything again. Returns what was added, or null when the database had been seeded before.
 */
export async function seedIfNeverSeeded(db: Db): Promise<SeedReport | null> {
  return db.transaction().execute(async (tx) => ((await claimSeededMark(tx)) ? addMissing(tx) : null));
}

/**
 * Sets 'seeded_at' unless it is set; whether this transaction set it. Taken before the seeding, atomically: a second
 * build running at the same moment waits on the key until this one commits, then finds it taken.
 */
async function claimSeededMark(tx: Db): Promise<boolean> {
  const claimed = await tx
    .insertInto('app_state')
    .values({ key: 'seeded_at', value: sql<string>`now()::text` })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

async function addMissing(tx: Db): Promise<SeedReport> {
  const report: SeedReport = { categories: 0, collections: 0, products: 0, portfolioItems: 0, exchangeRates: 0 };
  const categoryIds = new Map<string, string>();

  for (const [index, category] of categories.entries()) {
    const inserted = await tx
      .insertInto('categories')
      .values({ slug: category.slug, sort_order: index })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) report.categories++;
    const { id } = await tx
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', category.slug)
      .executeTakeFirstOrThrow();
    categoryIds.set(category.slug, id);
    await tx
      .insertInto('option_schemas')
      .values({ category_id: id, schema: JSON.stringify(category.schema), checksum: schemaChecksum(category.schema) })
      .onConflict((oc) => oc.column('category_id').doNothing())
      .execute();
    const priced = await tx
      .insertInto('pricing_documents')
      .values({ category_id: id, document: JSON.stringify(category.pricing) })
      .onConflict((oc) => oc.column('category_id').doNothing())
      .returning('version')
      .executeTakeFirst();
    if (priced) {
      const { schema, pricing: document } = category;
      await recordVersion(tx, { categoryId: id, version: priced.version, document, schema, savedBy: null });
    }
  }

  const interiorId = categoryIds.get('interior') as string;
  const concealedId = categoryIds.get('concealed') as string;

  for (const [index, collection] of interiorCollections.entries()) {
    const inserted = await tx
      .insertInto('collections')
      .values({
        category_id: interiorId,
        slug: collection.slug,
        name: collection.name,
        name_en: collection.name,
        name_uk: collection.nameUk,
        image_url: collectionImage(collection.slug),
        album_urls: JSON.stringify(collectionAlbum(collection.slug)),
        sort_order: index,
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) report.collections++;
    const { id: collectionId } = await tx
      .selectFrom('collections')
      .select('id')
      .where('slug', '=', collection.slug)
      .executeTakeFirstOrThrow();
    for (const [doorIndex, door] of collection.doors.entries()) {
      if (await addDoor(tx, door, { category_id: interiorId, collection_id: collectionId, sort_order: doorIndex }))
        report.products++;
    }
  }

  for (const [index, door] of concealedDoors.entries()) {
    const placement = {
      category_id: concealedId,
      door_type: door.doorType ?? 'STANDARD',
      sort_order: index,
    } as const;
    if (await addDoor(tx, door, placement)) report.products++;
  }

  // Portfolio items and rates have no natural key: they are seeded only into empty tables.
  const count = (table: 'portfolio_items' | 'exchange_rates') =>
    tx
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => r.n);

  if ((await count('portfolio_items')) === 0) {
    await tx
      .insertInto('portfolio_items')
      .values(
        portfolioItems.map((item, index) => ({
          name: item.name,
          name_en: item.name,
          name_uk: item.nameUk,
          cover_url: portfolioCover(item.slug),
          album_urls: JSON.stringify(portfolioAlbum(item.slug, item.albumSize)),
          sort_order: index,
        })),
      )
      .execute();
    report.portfolioItems = portfolioItems.length;
  }
  if ((await count('exchange_rates')) === 0) {
    await tx
      .insertInto('exchange_rates')
      .values({ rate_x10000: initialRateX10000, as_of: sql<Date>`current_date` })
      .execute();
    report.exchangeRates = 1;
  }
  // The pictures' blurred placeholders, as an upload stores a photo's (docs/product.md#images).
  await tx
    .insertInto('upload_placeholders')
    .values(
      Object.entries(seedPlaceholders).map(([url, { src, width, height }]) => ({
        url,
        placeholder: src,
        width,
        height,
      })),
    )
    .onConflict((oc) => oc.column('url').doNothing())
    .execute();
  return report;
}
