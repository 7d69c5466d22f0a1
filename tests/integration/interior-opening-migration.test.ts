// migrations/0009_interior_opening.sql on a database seeded before it: the four sided opening directions are added in
// SPEC §3's order, an admin's labels and extra options stay, the stamp changes so configurators reload, a database
// that already has them is left alone, and the public configurator then offers and prices all six.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import categorySchema from '../../netlify/functions/category-schema.ts';
import price from '../../netlify/functions/price.ts';
import { clearConfiguratorCache } from '../../src/features/pricing/data.server.ts';
import { OptionSchema } from '../../src/features/pricing/schema.ts';
import { interiorSchema } from '../../src/features/seed/option-schemas.ts';
import { getDb } from '../../src/server/db.ts';
import { migrationsDir } from '../../src/server/migrate.ts';
import { call } from '../helpers.ts';

const migration = () => readFile(join(migrationsDir, '0009_interior_opening.sql'), 'utf8');

async function interiorRow() {
  return getDb()
    .selectFrom('option_schemas as os')
    .innerJoin('categories as c', 'c.id', 'os.category_id')
    .select(['os.category_id', 'os.schema', 'os.checksum'])
    .where('c.slug', '=', 'interior')
    .executeTakeFirstOrThrow();
}

const openingOf = (schema: unknown) =>
  OptionSchema.parse(schema)
    .groups.flatMap((g) => g.controls)
    .find((c) => c.id === 'opening');

describe('migration 0009: interior opening directions', () => {
  it('adds the missing directions to an older schema, keeping what the admin changed', async () => {
    const db = getDb();
    const row = await interiorRow();
    // The schema as seeded before migration 0009, with an admin's own label on "standard" and an option of their own.
    const older = structuredClone(interiorSchema);
    const opening = older.groups.flatMap((g) => g.controls).find((c) => c.id === 'opening');
    if (opening?.type !== 'choice') throw new Error('no opening choice');
    opening.options = [
      { id: 'standard', label: { en: 'Standard (pull)', uk: 'Стандартне (на себе)' } },
      { id: 'reverse', label: { en: 'Reverse', uk: 'Зворотне' } },
      { id: 'sliding', label: { en: 'Sliding', uk: 'Розсувне' } },
    ];
    await db
      .updateTable('option_schemas')
      .set({ schema: JSON.stringify(older), checksum: 'olderolderolder0' })
      .where('category_id', '=', row.category_id)
      .execute();

    await sql.raw(await migration()).execute(db);

    const after = await interiorRow();
    const control = openingOf(after.schema);
    expect(control?.type === 'choice' && control.options).toEqual([
      { id: 'out-right', label: { en: 'Outward, right', uk: 'Назовні, праве' } },
      { id: 'out-left', label: { en: 'Outward, left', uk: 'Назовні, ліве' } },
      { id: 'in-right', label: { en: 'Inward, right', uk: 'Всередину, праве' } },
      { id: 'in-left', label: { en: 'Inward, left', uk: 'Всередину, ліве' } },
      { id: 'standard', label: { en: 'Standard (pull)', uk: 'Стандартне (на себе)' } },
      { id: 'reverse', label: { en: 'Reverse', uk: 'Зворотне' } },
      { id: 'sliding', label: { en: 'Sliding', uk: 'Розсувне' } },
    ]);
    expect(control?.type === 'choice' && control.defaultValue).toBe('standard');
    // Everything else in the schema is as it was.
    const rest = (s: unknown) => OptionSchema.parse(s).groups.filter((g) => g.id !== 'opening');
    expect(rest(after.schema)).toEqual(rest(older));
    expect(after.checksum).toMatch(/^[0-9a-f]{16}$/);
    expect(after.checksum).not.toBe('olderolderolder0');

    // Run again (or on a database that has them all): nothing changes, not even the stamp.
    await sql.raw(await migration()).execute(db);
    expect(await interiorRow()).toEqual(after);
  });

  it('leaves a freshly seeded schema untouched', async () => {
    const db = getDb();
    await db
      .updateTable('option_schemas')
      .set({ schema: JSON.stringify(interiorSchema), checksum: 'seededseededseed' })
      .where('category_id', '=', (await interiorRow()).category_id)
      .execute();
    await sql.raw(await migration()).execute(db);
    expect((await interiorRow()).checksum).toBe('seededseededseed');
  });

  it('the public configurator offers all six after it, and each one prices', async () => {
    const db = getDb();
    const older = structuredClone(interiorSchema);
    const opening = older.groups.flatMap((g) => g.controls).find((c) => c.id === 'opening');
    if (opening?.type !== 'choice') throw new Error('no opening choice');
    opening.options = opening.options.filter((o) => o.id === 'standard' || o.id === 'reverse');
    await db
      .updateTable('option_schemas')
      .set({ schema: JSON.stringify(older), checksum: 'olderolderolder1' })
      .where('category_id', '=', (await interiorRow()).category_id)
      .execute();
    await sql.raw(await migration()).execute(db);
    clearConfiguratorCache();

    const response = await call(categorySchema, 'GET', '/api/categories/interior/schema', {
      params: { slug: 'interior' },
    });
    expect(response.status).toBe(200);
    const { schema } = (await response.json()) as { schema: unknown };
    const control = openingOf(schema);
    const ids = control?.type === 'choice' ? control.options.map((o) => o.id) : [];
    expect(ids).toEqual(['out-right', 'out-left', 'in-right', 'in-left', 'standard', 'reverse']);
    for (const id of ids) {
      const priced = await call(price, 'POST', '/api/price', {
        body: { productSlug: 'classic-oak', selections: { opening: id } },
      });
      expect(priced.status).toBe(200);
      expect(((await priced.json()) as { selections: Record<string, unknown> }).selections.opening).toBe(id);
    }
  });
});
