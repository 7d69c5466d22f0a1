// Pricing history (docs/product.md#pricing-history): every version of a category's pricing document is kept with the
// option schema it priced, who saved it and when (migrations/0014_pricing_history.sql). The code that writes
// pricing_documents records the version in the same transaction (`recordVersion`); the back office lists the
// versions with what each changed, compares any two, and restores one as a new version through the same checks and
// the same optimistic concurrency as a merge.
import { sql } from 'kysely';
import { canonicalJson } from '../../lib/canonical-json.ts';
import type { Db } from '../../server/db.ts';
import { Invalid, NotFound } from '../../server/errors.ts';
import type { CategorySlug } from '../catalogue/schema.ts';
import { changePublished } from '../publishing/publishing.server.ts';
import { schemaChecksum } from './checksum.server.ts';
import { notAvailable, stalePricing } from './errors.server.ts';
import {
  diffVersions,
  HISTORY_LIMIT,
  type PricingComparison,
  type PricingHistory,
  type RestoreRequest,
} from './history.ts';
import { optionProblems } from './options.ts';
import { OptionSchema, PricingDocument } from './schema.ts';

export interface RecordedVersion {
  categoryId: string;
  version: number;
  document: PricingDocument;
  schema: OptionSchema;
  savedBy: string | null;
  restoredFrom?: number | null;
}

/**
 * Writes a new version of a category's prices on top of `onVersion` in the caller's transaction: the document, the
 * option schema when it changed (its checksum with it, which the configurators' cache and price checks follow), and
 * the history's row. The UPDATE re-checks the version, so two saves racing on the same version cannot both win: the
 * loser gets 409 and writes nothing.
 */
export async function saveVersion(
  tx: Db,
  v: Omit<RecordedVersion, 'version'> & { onVersion: number; schemaBefore: OptionSchema },
): Promise<number> {
  const updated = await tx
    .updateTable('pricing_documents')
    .set({ document: JSON.stringify(v.document), version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where('category_id', '=', v.categoryId)
    .where('version', '=', v.onVersion)
    .returning('version')
    .executeTakeFirst();
  if (!updated) throw stalePricing();
  if (canonicalJson(v.schema) !== canonicalJson(v.schemaBefore)) {
    await tx
      .updateTable('option_schemas')
      .set({ schema: JSON.stringify(v.schema), checksum: schemaChecksum(v.schema), updated_at: sql<Date>`now()` })
      .where('category_id', '=', v.categoryId)
      .execute();
  }
  await recordVersion(tx, { ...v, version: updated.version });
  return updated.version;
}

/** Keeps a version just written to pricing_documents (call it in the same transaction). */
export async function recordVersion(tx: Db, v: RecordedVersion): Promise<void> {
  await tx
    .insertInto('pricing_versions')
    .values({
      category_id: v.categoryId,
      version: v.version,
      document: JSON.stringify(v.document),
      schema: JSON.stringify(v.schema),
      saved_by: v.savedBy,
      restored_from: v.restoredFrom ?? null,
    })
    .onConflict((oc) => oc.columns(['category_id', 'version']).doNothing())
    .execute();
}

/** A category's current prices and options with their version, as a merge and a restore start from (404 if none). */
export async function currentPricing(db: Db, slug: string) {
  const row = await db
    .selectFrom('pricing_documents as pd')
    .innerJoin('categories as c', 'c.id', 'pd.category_id')
    .innerJoin('option_schemas as os', 'os.category_id', 'pd.category_id')
    .select(['pd.category_id', 'pd.version', 'pd.document', 'os.schema'])
    .where('c.slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw notAvailable(slug);
  return row;
}

/** A kept version as the diff reads it. */
function parsedVersion(row: { document: unknown; schema: unknown }) {
  const document = PricingDocument.safeParse(row.document);
  const schema = OptionSchema.safeParse(row.schema);
  // A row that does not parse (written by hand) has nothing to compare: the list still answers.
  return document.success && schema.success ? { document: document.data, schema: schema.data } : undefined;
}

/** The newest versions first, each with what it changed from the version before it. */
export async function listPricingHistory(db: Db, slug: string): Promise<PricingHistory> {
  const now = await currentPricing(db, slug);
  // One more than shown, so the oldest one shown can say what it changed too.
  const rows = await db
    .selectFrom('pricing_versions')
    .select([
      'version',
      'document',
      'schema',
      'saved_by',
      'restored_from',
      sql<string>`to_json(saved_at)#>>'{}'`.as('saved_at'),
    ])
    .where('category_id', '=', now.category_id)
    .orderBy('version', 'desc')
    .limit(HISTORY_LIMIT + 1)
    .execute();
  const versions = rows.map(parsedVersion);
  return {
    category: slug as CategorySlug,
    current: now.version,
    schema: OptionSchema.parse(now.schema),
    versions: rows.slice(0, HISTORY_LIMIT).map((row, i) => {
      const before = rows[i + 1]?.version === row.version - 1 ? versions[i + 1] : undefined;
      const after = versions[i];
      return {
        version: row.version,
        savedAt: new Date(row.saved_at).toISOString(),
        savedBy: row.saved_by,
        restoredFrom: row.restored_from,
        changes: before && after ? diffVersions(before, after) : null,
      };
    }),
  };
}

async function versionRow(db: Db, categoryId: string, version: number, field: string) {
  const row = await db
    .selectFrom('pricing_versions')
    .select(['document', 'schema'])
    .where('category_id', '=', categoryId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) throw new NotFound('No such version of the prices', field);
  return row;
}

/** What version `to` changed from version `from` (any two, either way round). */
export async function comparePricingVersions(
  db: Db,
  slug: string,
  from: number,
  to: number,
): Promise<PricingComparison> {
  const { category_id } = await currentPricing(db, slug);
  const [before, after] = await Promise.all([
    versionRow(db, category_id, from, 'from'),
    versionRow(db, category_id, to, 'to'),
  ]);
  const [a, b] = [parsedVersion(before), parsedVersion(after)];
  if (!a || !b) throw new Invalid({ [a ? 'to' : 'from']: ['This version cannot be compared'] });
  return { from, to, changes: diffVersions(a, b) };
}

/**
 * Makes an earlier version the current one again, its prices and its options, as a new version (the history only
 * grows): refused with 409 when the prices moved on since the manager looked (`request.version`), 404 for a version
 * that was never kept, 422 when the version does not hold together (`optionProblems`). Marks the prices for
 * publishing, as a merge does.
 */
export async function restorePricingVersion(db: Db, slug: string, request: RestoreRequest, savedBy: string) {
  return changePublished(db, 'pricing', async (tx) => {
    const now = await currentPricing(tx, slug);
    if (now.version !== request.version) throw stalePricing();
    const kept = await versionRow(tx, now.category_id, request.restore, 'restore');
    const document = PricingDocument.safeParse(kept.document);
    const schema = OptionSchema.safeParse(kept.schema);
    if (!document.success || !schema.success) throw new Invalid({ restore: ['This version cannot be restored'] });
    const problems = optionProblems(schema.data, document.data);
    if (problems.length) throw new Invalid({ restore: problems.map((p) => p.message) });
    const version = await saveVersion(tx, {
      categoryId: now.category_id,
      onVersion: request.version,
      document: document.data,
      schema: schema.data,
      schemaBefore: OptionSchema.parse(now.schema),
      savedBy,
      restoredFrom: request.restore,
    });
    return { category: slug, version, schema: schema.data, ...document.data };
  });
}
