import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db.ts';
import { migrate } from '../../src/server/migrate.ts';
import { createEmptyDatabase } from '../setup/database.ts';

describe('migrations', () => {
  it('applies nothing twice: a migrated database stays as it is', async () => {
    const db = getDb();
    const before = await db.selectFrom('schema_migrations').select(['name', 'checksum']).orderBy('name').execute();
    expect(before.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual([]);
    expect(await db.selectFrom('schema_migrations').select(['name', 'checksum']).orderBy('name').execute()).toEqual(
      before,
    );
  });

  it('applies every migration exactly once when six runners start at the same moment', async () => {
    const { dbs, drop } = await createEmptyDatabase(6);
    try {
      const results = await Promise.all(dbs.map((db) => migrate(db)));
      const applied = results.flat();
      const first = dbs[0] as (typeof dbs)[number];
      const recorded = await first.selectFrom('schema_migrations').select('name').execute();
      expect(applied.sort()).toEqual(recorded.map((r) => r.name).sort());
      expect(new Set(applied).size).toBe(applied.length);
      expect(results.filter((r) => r.length > 0)).toHaveLength(1);
    } finally {
      await drop();
    }
  });

  it('enforces the product rules: unique slugs, money ≥ 0, enum checks, cascade from collection to doors', async () => {
    const db = getDb();
    const interior = await db
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', 'interior')
      .executeTakeFirstOrThrow();
    await expect(
      db.insertInto('collections').values({ category_id: interior.id, slug: 'classic', name: 'Again' }).execute(),
    ).rejects.toThrow(/unique/i);
    await expect(
      db
        .insertInto('products')
        .values({ category_id: interior.id, slug: 'negative', name: 'Negative', base_price_cents: -1 })
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      db
        .insertInto('products')
        .values({
          category_id: interior.id,
          slug: 'odd-type',
          name: 'Odd',
          base_price_cents: 1,
          door_type: 'WOODEN' as never,
        })
        .execute(),
    ).rejects.toThrow(/check/i);

    const collection = await db
      .selectFrom('collections')
      .select('id')
      .where('slug', '=', 'loft')
      .executeTakeFirstOrThrow();
    const doorsBefore = await db
      .selectFrom('products')
      .select('id')
      .where('collection_id', '=', collection.id)
      .execute();
    expect(doorsBefore.length).toBeGreaterThan(0);
    await db.deleteFrom('collections').where('id', '=', collection.id).execute();
    const doorsAfter = await db
      .selectFrom('products')
      .select('id')
      .where('collection_id', '=', collection.id)
      .execute();
    expect(doorsAfter).toEqual([]);
  });

  it('stores timestamps as timestamptz and reads them back as Date on every driver', async () => {
    const db = getDb();
    const row = await db.selectFrom('quotes').select(sql<Date>`now()`.as('now')).limit(1).execute();
    const { rows } = await sql<{
      now: Date;
      n: number;
    }>`SELECT now() AS now, count(*)::int AS n FROM categories`.execute(db);
    expect(row).toEqual([]);
    expect(rows[0]?.now).toBeInstanceOf(Date);
    expect(rows[0]?.n).toBe(2);
  });
});
