// migrations/0035_finishes.sql on a database seeded before it: the interior finishes are added, first, as the seed
// has them, with their demo prices, as a new version with its history row and a new stamp; the price function prices
// them as the seed does (a door's own finish by default, free; stained veneer extra; a finish the door is not made in
// switched to its own); running it again changes nothing; an admin's own control of that id is left as it is.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import price from '../../netlify/functions/price.ts';
import { clearConfiguratorCache } from '../../src/features/pricing/data.server.ts';
import type { OptionSchema } from '../../src/features/pricing/schema.ts';
import { concealedSchema, interiorFinishGroups, interiorSchema } from '../../src/features/seed/option-schemas.ts';
import { interiorFinishPricing, interiorPricing } from '../../src/features/seed/pricing-documents.ts';
import { getDb } from '../../src/server/db.ts';
import { migrationsDir } from '../../src/server/migrate.ts';
import { call } from '../helpers.ts';

const migration = () => readFile(join(migrationsDir, '0035_finishes.sql'), 'utf8');

async function row(slug = 'interior') {
  return getDb()
    .selectFrom('option_schemas as os')
    .innerJoin('categories as c', 'c.id', 'os.category_id')
    .innerJoin('pricing_documents as pd', 'pd.category_id', 'os.category_id')
    .select(['os.category_id', 'os.schema', 'os.checksum', 'pd.document', 'pd.version'])
    .where('c.slug', '=', slug)
    .executeTakeFirstOrThrow();
}

async function setSchema(schema: OptionSchema, checksum: string, slug = 'interior') {
  const { category_id } = await row(slug);
  await getDb()
    .updateTable('option_schemas')
    .set({ schema: JSON.stringify(schema), checksum })
    .where('category_id', '=', category_id)
    .execute();
  return category_id;
}

type Priced = {
  rate: number;
  totalPriceCents: number;
  selections: Record<string, unknown>;
  adjusted: Record<string, { from: string; to: string; reason: string }>;
  breakdown: { controlId: string; deltaCents: number }[];
};
const priceOf = async (productSlug: string, selections: Record<string, unknown>) => {
  const response = await call(price, 'POST', '/api/price', { body: { productSlug, selections } });
  expect(response.status).toBe(200);
  return (await response.json()) as Priced;
};

describe('migration 0035: finishes', () => {
  it('adds the finishes and their prices first, as the seed has them, as a new version with its history row', async () => {
    const ids = interiorFinishGroups().map((g) => g.id);
    expect(interiorFinishPricing().map((g) => g.id)).toEqual(ids);
    // The seed has them first, where the migration puts them.
    expect(interiorSchema.groups.slice(0, ids.length).map((g) => g.id)).toEqual(ids);
    expect(interiorPricing.groups.slice(0, ids.length).map((g) => g.id)).toEqual(ids);
    const category_id = await setSchema(
      { groups: interiorSchema.groups.filter((g) => !ids.includes(g.id)) },
      'olderolderolder0',
    );
    await getDb()
      .updateTable('pricing_documents')
      .set({
        document: JSON.stringify({
          ...interiorPricing,
          groups: interiorPricing.groups.filter((g) => !ids.includes(g.id)),
        }),
      })
      .where('category_id', '=', category_id)
      .execute();
    clearConfiguratorCache();
    const plain = await priceOf('classic-walnut', {});
    const before = await row();

    await sql.raw(await migration()).execute(getDb());
    clearConfiguratorCache();

    const after = await row();
    expect(after.schema).toEqual(interiorSchema);
    expect(after.document).toEqual(interiorPricing);
    expect(after.version).toBe(before.version + 1);
    expect(after.checksum).not.toBe('olderolderolder0');
    const kept = await getDb()
      .selectFrom('pricing_versions')
      .select(['document', 'schema', 'saved_by'])
      .where('category_id', '=', category_id)
      .where('version', '=', after.version)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ document: interiorPricing, schema: interiorSchema, saved_by: null });

    // A door starts in the finish its pictures show, at no cost: its total does not move.
    const walnut = await priceOf('classic-walnut', {});
    expect(walnut.selections.finish).toBe('walnut');
    expect(walnut.totalPriceCents).toBe(plain.totalPriceCents);
    // Stained veneer: 35 USD × 1.3 at the rate, whole hryvnias.
    const smoked = await priceOf('classic-walnut', { finish: 'smoked-oak' });
    expect(smoked.breakdown.find((l) => l.controlId === 'finish')?.deltaCents).toBe(
      Math.round(45.5 * smoked.rate) * 100,
    );
    // A painted door is not made in veneer: its own enamel instead, said and priced so.
    const painted = await priceOf('minimal-white', { finish: 'walnut' });
    expect(painted.selections.finish).toBe('white');
    expect(painted.adjusted.finish).toEqual({ from: 'walnut', to: 'white', reason: 'notMade' });
    expect(painted.totalPriceCents).toBe((await priceOf('minimal-white', {})).totalPriceCents);

    // Again: nothing changes.
    const once = await row();
    await sql.raw(await migration()).execute(getDb());
    expect(await row()).toEqual(once);
  });

  it('shows the concealed finish types as swatches, as the seed has them, as a new version', async () => {
    const plain: OptionSchema = structuredClone(concealedSchema);
    for (const control of plain.groups.flatMap((g) => g.controls)) {
      if (control.type !== 'choice' || control.id !== 'finishType') continue;
      delete control.display;
      for (const option of control.options) delete option.swatch;
    }
    await setSchema(plain, 'olderolderolder0', 'concealed');
    const before = await row('concealed');
    await sql.raw(await migration()).execute(getDb());
    const after = await row('concealed');
    expect(after.schema).toEqual(concealedSchema);
    expect(after.document).toEqual(before.document);
    expect(after.version).toBe(before.version + 1);
    expect(after.checksum).not.toBe('olderolderolder0');
    await sql.raw(await migration()).execute(getDb());
    expect(await row('concealed')).toEqual(after);
  });

  it('leaves a database whose admin already has a control of that id as it is', async () => {
    const own: OptionSchema = structuredClone(interiorSchema);
    own.groups = own.groups.filter((g) => g.id !== 'finish');
    own.groups[0]?.controls.push({
      id: 'finish',
      label: { en: 'Our finish', uk: 'Наше оздоблення' },
      type: 'boolean',
      defaultValue: false,
    });
    await setSchema(own, 'ownownownownown0');
    const before = await row();
    await sql.raw(await migration()).execute(getDb());
    expect(await row()).toEqual(before);
  });
});
