// migrations/0025_mortised_hinge_and_painting_groups.sql on a database seeded before it: the interior hinge group and
// the concealed painting group are added as the seed has them, with their demo prices, as a new version with its
// history row and a new stamp; the configurators price them as the seed does; running it again changes nothing; a
// database whose admin already has a control of the same id is left as it is.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import price from '../../netlify/functions/price.ts';
import { clearConfiguratorCache } from '../../src/features/pricing/data.server.ts';
import type { OptionSchema, PricingDocument } from '../../src/features/pricing/schema.ts';
import {
  concealedPaintingGroups,
  concealedSchema,
  interiorHingeGroups,
  interiorSchema,
} from '../../src/features/seed/option-schemas.ts';
import {
  concealedPaintingPricing,
  concealedPricing,
  interiorHingePricing,
  interiorPricing,
} from '../../src/features/seed/pricing-documents.ts';
import { getDb } from '../../src/server/db.ts';
import { migrationsDir } from '../../src/server/migrate.ts';
import { call } from '../helpers.ts';

const migration = () => readFile(join(migrationsDir, '0025_mortised_hinge_and_painting_groups.sql'), 'utf8');

async function row(slug: string) {
  return getDb()
    .selectFrom('option_schemas as os')
    .innerJoin('categories as c', 'c.id', 'os.category_id')
    .innerJoin('pricing_documents as pd', 'pd.category_id', 'os.category_id')
    .select(['os.category_id', 'os.schema', 'os.checksum', 'pd.document', 'pd.version'])
    .where('c.slug', '=', slug)
    .executeTakeFirstOrThrow();
}

/** A category's documents as seeded before migration 0025: without the groups it adds. */
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

type Priced = { rate: number; totalPriceCents: number; breakdown: { controlId: string; deltaCents: number }[] };
const priceOf = async (productSlug: string, selections: Record<string, unknown>) => {
  const response = await call(price, 'POST', '/api/price', { body: { productSlug, selections } });
  expect(response.status).toBe(200);
  return (await response.json()) as Priced;
};

describe('migration 0025: mortised hinges and painting groups', () => {
  it('adds the groups and their prices as the seed has them, as a new version with its history row', async () => {
    const interiorIds = interiorHingeGroups().map((g) => g.id);
    const concealedIds = concealedPaintingGroups().map((g) => g.id);
    expect(interiorHingePricing().map((g) => g.id)).toEqual(interiorIds);
    expect(concealedPaintingPricing().map((g) => g.id)).toEqual(concealedIds);
    // The seed has them last, where the migration puts them.
    expect(interiorSchema.groups.slice(-interiorIds.length).map((g) => g.id)).toEqual(interiorIds);
    expect(concealedSchema.groups.slice(-concealedIds.length).map((g) => g.id)).toEqual(concealedIds);
    await olderThanTheMigration('interior', interiorSchema, interiorPricing, interiorIds);
    await olderThanTheMigration('concealed', concealedSchema, concealedPricing, concealedIds);
    clearConfiguratorCache();
    const plain = await priceOf('classic-oak', {});
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

    // The defaults cost nothing: the door's total does not move.
    expect((await priceOf('classic-oak', {})).totalPriceCents).toBe(plain.totalPriceCents);
    // Mortised hinges: 18 USD × 1.3 at the rate, whole hryvnias.
    const hinged = await priceOf('classic-oak', { hingeType: 'mortised' });
    expect(hinged.breakdown.find((l) => l.controlId === 'hingeType')?.deltaCents).toBe(
      Math.round(23.4 * hinged.rate) * 100,
    );
    // Painting group 3 on a concealed door: 45 USD with the door type's markup, as the seed prices it.
    const concealedSlug = await getDb()
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['p.slug', 'p.door_type'])
      .where('c.slug', '=', 'concealed')
      .where('p.is_active', '=', true)
      .orderBy('p.slug')
      .executeTakeFirstOrThrow();
    const markup =
      concealedPricing.markupPercent.byDoorType?.[concealedSlug.door_type as 'STANDARD' | 'BUDGET'] ??
      concealedPricing.markupPercent.default;
    const painted = await priceOf(concealedSlug.slug, { paintGroup: 'group-3' });
    expect(painted.breakdown.find((l) => l.controlId === 'paintGroup')?.deltaCents).toBe(
      Math.round(45 * (1 + markup / 100) * painted.rate) * 100,
    );

    // Again: nothing changes.
    const once = { interior: await row('interior'), concealed: await row('concealed') };
    await sql.raw(await migration()).execute(getDb());
    expect({ interior: await row('interior'), concealed: await row('concealed') }).toEqual(once);
  });

  it('leaves a database whose admin already has a hinge type of their own as it is', async () => {
    const { category_id } = await row('interior');
    const own: OptionSchema = structuredClone(interiorSchema);
    own.groups = own.groups.filter((g) => g.id !== 'hingeMount');
    own.groups[0]?.controls.push({
      id: 'hingeType',
      label: { en: 'Our hinges', uk: 'Наші петлі' },
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
