// migrations/0015_buyer_options.sql on a database seeded before it: the leaf, hardware and extras groups are added as
// the seed has them, with their demo prices, as a new version with its history row and a new stamp; running it again
// changes nothing; a database whose admin already has a control of the same id is left as it is.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import price from '../../netlify/functions/price.ts';
import { clearConfiguratorCache } from '../../src/features/pricing/data.server.ts';
import type { OptionSchema, PricingDocument } from '../../src/features/pricing/schema.ts';
import {
  concealedBuyerGroups,
  concealedPaintingGroups,
  concealedSchema as concealedSeed,
  interiorBuyerGroups,
  interiorHingeGroups,
  interiorSchema as interiorSeed,
} from '../../src/features/seed/option-schemas.ts';
import {
  concealedBuyerPricing,
  concealedPricing as concealedSeedPricing,
  interiorBuyerPricing,
  interiorPricing as interiorSeedPricing,
} from '../../src/features/seed/pricing-documents.ts';
import { getDb } from '../../src/server/db.ts';
import { migrationsDir } from '../../src/server/migrate.ts';
import { call } from '../helpers.ts';
import { inWordsBefore0026 } from './option-words-before-0026.ts';

/** The seed as migration 0015 left it: without the groups a later migration (0025) adds after them, in the words a
 * later one (0026) replaced. */
const later = [...interiorHingeGroups(), ...concealedPaintingGroups()].map((g) => g.id);
const before0025 = <T extends { groups: { id: string }[] }>(doc: T): T => ({
  ...doc,
  groups: doc.groups.filter((g) => !later.includes(g.id)),
});
const interiorSchema = inWordsBefore0026('interior', before0025(interiorSeed));
const concealedSchema = inWordsBefore0026('concealed', before0025(concealedSeed));
const interiorPricing = before0025(interiorSeedPricing);
const concealedPricing = before0025(concealedSeedPricing);

const migration = () => readFile(join(migrationsDir, '0015_buyer_options.sql'), 'utf8');

async function row(slug: string) {
  return getDb()
    .selectFrom('option_schemas as os')
    .innerJoin('categories as c', 'c.id', 'os.category_id')
    .innerJoin('pricing_documents as pd', 'pd.category_id', 'os.category_id')
    .select(['os.category_id', 'os.schema', 'os.checksum', 'pd.document', 'pd.version'])
    .where('c.slug', '=', slug)
    .executeTakeFirstOrThrow();
}

/** A category's documents as seeded before migration 0015: without the groups the migration adds. */
async function olderThanTheMigration(slug: string, schema: OptionSchema, document: PricingDocument, ids: string[]) {
  const db = getDb();
  const { category_id } = await row(slug);
  const without = <T extends { id: string }>(groups: T[]) => groups.filter((g) => !ids.includes(g.id));
  await db
    .updateTable('option_schemas')
    .set({ schema: JSON.stringify({ groups: without(schema.groups) }), checksum: 'olderolderolder0' })
    .where('category_id', '=', category_id)
    .execute();
  await db
    .updateTable('pricing_documents')
    .set({ document: JSON.stringify({ ...document, groups: without(document.groups) }) })
    .where('category_id', '=', category_id)
    .execute();
}

describe('migration 0015: what a buyer specifies', () => {
  it('adds the groups and their prices as the seed has them, as a new version with its history row', async () => {
    const interiorIds = interiorBuyerGroups().map((g) => g.id);
    const concealedIds = concealedBuyerGroups().map((g) => g.id);
    expect(interiorBuyerPricing().map((g) => g.id)).toEqual(interiorIds);
    expect(concealedBuyerPricing().map((g) => g.id)).toEqual(concealedIds);
    await olderThanTheMigration('interior', interiorSchema, interiorPricing, interiorIds);
    await olderThanTheMigration('concealed', concealedSchema, concealedPricing, concealedIds);
    const before = { interior: await row('interior'), concealed: await row('concealed') };

    await sql.raw(await migration()).execute(getDb());
    clearConfiguratorCache();

    for (const [slug, schema, document] of [
      ['interior', interiorSchema, interiorPricing],
      ['concealed', concealedSchema, concealedPricing],
    ] as const) {
      const after = await row(slug);
      expect(after.schema).toEqual(schema);
      expect(after.document).toEqual(document);
      expect(after.version).toBe(before[slug].version + 1);
      expect(after.checksum).not.toBe('olderolderolder0');
      const kept = await getDb()
        .selectFrom('pricing_versions')
        .select(['document', 'schema', 'saved_by'])
        .where('category_id', '=', after.category_id)
        .where('version', '=', after.version)
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ document, schema, saved_by: null });
    }

    // The configurators price the new options at once: a premium handle, 45 USD × 1.3 at the rate.
    const response = await call(price, 'POST', '/api/price', {
      body: { productSlug: 'classic-oak', selections: { handle: 'premium', softClose: true } },
    });
    expect(response.status).toBe(200);
    const priced = (await response.json()) as { rate: number; breakdown: { controlId: string; deltaCents: number }[] };
    expect(priced.breakdown.find((l) => l.controlId === 'handle')?.deltaCents).toBe(
      Math.round(58.5 * priced.rate) * 100,
    );

    // Again: nothing changes.
    const once = await row('interior');
    await sql.raw(await migration()).execute(getDb());
    expect(await row('interior')).toEqual(once);
  });

  it('leaves a database whose admin already has a handle of their own as it is', async () => {
    const { category_id } = await row('interior');
    const own: OptionSchema = structuredClone(interiorSchema);
    own.groups = own.groups.filter((g) => g.id !== 'leaf' && g.id !== 'hardware');
    own.groups[0]?.controls.push({
      id: 'handle',
      label: { en: 'Our handle', uk: 'Наша ручка' },
      type: 'boolean',
      defaultValue: false,
    });
    await getDb()
      .updateTable('option_schemas')
      .set({ schema: JSON.stringify(own), checksum: 'ownownownownown0' })
      .where('category_id', '=', category_id)
      .execute();
    const before = await row('interior');
    await sql.raw(await migration()).execute(getDb());
    expect(await row('interior')).toEqual(before);
  });
});
