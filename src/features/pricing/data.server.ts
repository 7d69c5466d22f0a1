// What a configurator prices with (option schema, sell documents, rate), read once per function instance and
// reloaded only when a cheap stamp query sees a new schema checksum, pricing version or rate. The cost document stays
// here: only the admin's reads return it.
import { createHash } from 'node:crypto';
import { type CompiledQuery, sql } from 'kysely';
import { canonicalJson } from '../../lib/canonical-json.ts';
import type { Db } from '../../server/db.ts';
import { Invalid, NotFound, Unavailable } from '../../server/errors.ts';
import type { CategorySlug } from '../catalogue/schema.ts';
import { changePublished } from '../publishing/publishing.server.ts';
import { notAvailable, stalePricing } from './errors.server.ts';
import { currentPricing, saveVersion } from './history.server.ts';
import { applyMergeActions, type Merged, MergeError } from './merge.ts';
import type { MergeRequest } from './merge-actions.ts';
import { publicSchema } from './options.ts';
import { rateFromX10000 } from './pricing.ts';
import { type Configurator, OptionSchema, type PricedProduct, PricingDocument } from './schema.ts';
import { sellPricing } from './sell.ts';

/** Identifies the versions a cached configurator was built from. */
interface Stamp {
  category_id: string;
  category_slug: string;
  schema_checksum: string | null;
  pricing_version: number | null;
  rate_id: string | null;
}

/** A configurator as the public gets it, the costs it was priced from, and its whole option schema. */
interface Loaded {
  configurator: Configurator;
  costs: PricingDocument;
  /** With the retired options, which the public schema leaves out (options.ts). */
  options: OptionSchema;
}

const cache = new Map<string, { key: string; loaded: Loaded }>();
const stampKey = (s: Stamp) => `${s.schema_checksum}|${s.pricing_version}|${s.rate_id}`;

/** Forgets what this instance cached (tests that edit documents behind the cache's back). */
export function clearConfiguratorCache(): void {
  cache.clear();
}

const noRate = () => new Unavailable('Prices are not available right now');

function stampQuery(db: Db) {
  return db
    .selectFrom('categories as c')
    .leftJoin('option_schemas as os', 'os.category_id', 'c.id')
    .leftJoin('pricing_documents as pd', 'pd.category_id', 'c.id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('exchange_rates as r')
          .select(['r.id', 'r.rate_x10000', sql<string>`to_char(r.as_of, 'YYYY-MM-DD')`.as('as_of')])
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          // A literal, not a parameter: the price call's compiled query takes the slug as its only parameter.
          .limit(sql.lit(1))
          .as('rate'),
      (join) => join.onTrue(),
    )
    .select([
      'c.id as category_id',
      'c.slug as category_slug',
      'os.checksum as schema_checksum',
      'pd.version as pricing_version',
      'rate.id as rate_id',
    ]);
}

/** The stamp and, in the same row, what it identifies: a cold instance loads everything in one round trip. */
function documentsQuery(db: Db) {
  return stampQuery(db).select(['os.schema', 'pd.document', 'rate.rate_x10000', 'rate.as_of']);
}

type Documents = Awaited<ReturnType<ReturnType<typeof documentsQuery>['executeTakeFirstOrThrow']>>;

async function configuratorFor(db: Db, stamp: Stamp, loaded?: Documents): Promise<Loaded> {
  const slug = stamp.category_slug;
  if (stamp.schema_checksum === null || stamp.pricing_version === null) throw notAvailable(slug);
  if (stamp.rate_id === null) throw noRate();
  const key = stampKey(stamp);
  const hit = cache.get(slug);
  if (hit?.key === key) return hit.loaded;

  // Read with the stamp in one statement, so the documents are the versions the key names.
  const row = loaded ?? (await documentsQuery(db).where('c.id', '=', stamp.category_id).executeTakeFirst());
  if (!row) throw notAvailable(slug);
  if (row.schema === null || row.document === null || row.pricing_version === null) throw notAvailable(slug);
  if (row.rate_id === null || row.rate_x10000 === null || row.as_of === null) throw noRate();
  // Stored documents are checked like any input: a broken one fails loudly here, not as a wrong price later.
  // Parsed once per load: zod's compiled fast path would cost more to build (~10 ms on a cold start) than it saves.
  const options = OptionSchema.parse(row.schema, { jitless: true });
  const schema = publicSchema(options);
  const costs = PricingDocument.parse(row.document, { jitless: true });
  const pricing = sellPricing(costs, row.pricing_version);
  const configurator: Configurator = {
    category: { id: stamp.category_id, slug: slug as CategorySlug },
    schema,
    pricing,
    rate: { rateX10000: row.rate_x10000, rate: rateFromX10000(row.rate_x10000), asOf: row.as_of },
    // A hash of what is published only: one over the costs would let anyone test guessed markups against it.
    checksum: createHash('sha256')
      .update(canonicalJson({ schema, pricing, rate: row.rate_x10000 }))
      .digest('hex')
      .slice(0, 16),
  };
  // Keyed by the row's own stamp: if something changed since `stamp` was read, the next call reloads.
  const result = { configurator, costs, options };
  cache.set(slug, { key: stampKey(row), loaded: result });
  return result;
}

async function loadCategory(db: Db, categorySlug: string): Promise<Loaded> {
  const stamp = await stampQuery(db).where('c.slug', '=', categorySlug).executeTakeFirst();
  if (!stamp) throw notAvailable(categorySlug);
  return configuratorFor(db, stamp);
}

/** The public configurator of a category (sell prices only); 404 when the category or its documents are missing. */
export async function loadConfigurator(db: Db, categorySlug: string): Promise<Configurator> {
  return (await loadCategory(db, categorySlug)).configurator;
}

const productColumns = [
  'p.id',
  'p.slug',
  'p.name',
  'p.name_uk',
  'p.base_price_cents',
  'p.door_type',
  'p.is_active',
] as const;

function productStampQuery(db: Db) {
  return stampQuery(db)
    .innerJoin('products as p', 'p.category_id', 'c.id')
    .select(productColumns)
    .where('p.slug', '=', '');
}

function productDocumentsQuery(db: Db) {
  return documentsQuery(db)
    .innerJoin('products as p', 'p.category_id', 'c.id')
    .select(productColumns)
    .where('p.slug', '=', '');
}

// The price call's query, compiled once: building a Kysely query costs more than the database's answer. An instance
// that has cached no configurator yet (a cold start) reads the documents in the same statement.
type ProductStampRow = Awaited<ReturnType<ReturnType<typeof productStampQuery>['executeTakeFirstOrThrow']>>;
type ProductDocumentsRow = Awaited<ReturnType<ReturnType<typeof productDocumentsQuery>['executeTakeFirstOrThrow']>>;
let compiledProductStamp: CompiledQuery<ProductStampRow> | undefined;

/** Compiles a query whose only parameter is the slug (its placeholder value ''), so each call swaps that one in. */
function bySlug<Row>(compiled: CompiledQuery<Row>): CompiledQuery<Row> {
  if (compiled.parameters.length !== 1) throw new Error(`expected the slug as the only parameter: ${compiled.sql}`);
  return compiled;
}
let compiledProductDocuments: CompiledQuery<ProductDocumentsRow> | undefined;

/** An active door and its category's configurator: one round trip, cold or warm, unless the documents changed. */
export async function loadPricedProduct(
  db: Db,
  productSlug: string,
): Promise<{ product: PricedProduct; configurator: Configurator }> {
  let row: ProductStampRow | ProductDocumentsRow | undefined;
  if (cache.size === 0) {
    compiledProductDocuments ??= bySlug(productDocumentsQuery(db).compile());
    row = (await db.executeQuery<ProductDocumentsRow>({ ...compiledProductDocuments, parameters: [productSlug] }))
      .rows[0];
  } else {
    compiledProductStamp ??= bySlug(productStampQuery(db).compile());
    row = (await db.executeQuery<ProductStampRow>({ ...compiledProductStamp, parameters: [productSlug] })).rows[0];
  }
  if (!row?.is_active) throw new NotFound('No door with this slug', 'productSlug');
  const { configurator } = await configuratorFor(db, row, 'document' in row ? row : undefined);
  return {
    product: {
      id: row.id,
      slug: row.slug,
      name: row.name,
      nameUk: row.name_uk,
      basePriceCents: row.base_price_cents,
      doorType: row.door_type,
      isActive: row.is_active,
    },
    configurator,
  };
}

/**
 * The whole pricing document of a category, costs and markups, with its version and the whole option schema, retired
 * options included (the admin's view only).
 */
export async function getPricingDocument(db: Db, categorySlug: string) {
  const { configurator, costs, options } = await loadCategory(db, categorySlug);
  return { category: configurator.category.slug, version: configurator.pricing.version, schema: options, ...costs };
}

/**
 * Applies the back office's edits to a category's pricing document in one transaction, with optimistic concurrency:
 * the edits were made on `request.version`; if the document has moved on since (another admin saved), nothing is
 * written and the answer is 409. The UPDATE itself re-checks the version, so two saves racing on the same version
 * cannot both win. A saved document marks the prices for publishing (the built pages' "from" prices follow it), and
 * is kept in the history signed by `savedBy` (history.server.ts).
 */
export async function mergePricing(db: Db, categorySlug: string, request: MergeRequest, savedBy: string) {
  return changePublished(db, 'pricing', async (tx) => {
    const row = await currentPricing(tx, categorySlug);
    if (row.version !== request.version) throw stalePricing();
    const schemaBefore = OptionSchema.parse(row.schema);
    let merged: Merged;
    try {
      merged = applyMergeActions(PricingDocument.parse(row.document), schemaBefore, request.actions);
    } catch (error) {
      if (error instanceof MergeError) throw new Invalid({ [error.path]: [error.message] });
      throw error;
    }
    const { document, schema } = merged;
    const version = await saveVersion(tx, {
      categoryId: row.category_id,
      onVersion: request.version,
      document,
      schema,
      schemaBefore,
      savedBy,
    });
    return { category: categorySlug, version, schema, ...document };
  });
}
