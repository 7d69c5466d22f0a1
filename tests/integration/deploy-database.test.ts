// The deploy build's database steps on a fresh database of each kind: seeding only a database never seeded (an admin's
// deletions stay deleted), and a build that may not write stops on pending migrations with what to set.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deleteProduct } from '../../src/features/catalogue/edit.server.ts';
import { seed, seedIfNeverSeeded } from '../../src/features/seed/seed.server.ts';
import { getDb } from '../../src/server/db.ts';
import { checkWithoutWriting, deployPlan } from '../../src/server/deploy.ts';
import { Misconfigured } from '../../src/server/errors.ts';
import { migrate, pendingMigrations } from '../../src/server/migrate.ts';
import { createEmptyDatabase } from '../setup/database.ts';

const count = async (db: ReturnType<typeof getDb>, slug: string) =>
  (await db.selectFrom('products').select('id').where('slug', '=', slug).execute()).length;

const preview = deployPlan({
  platform: 'netlify-build',
  context: 'deploy-preview',
  source: 'DATABASE_URL',
  previewDatabaseIsSeparate: false,
});

// Seeding a whole shop through the Neon driver's socket takes 10–40 s on a busy 2-core machine: correctness tests, not
// timing ones, so they get room.
describe('the deploy build on its database', { timeout: 90_000 }, () => {
  it('seeds an empty database once, marks it, and never brings back a door an admin deleted', async () => {
    const { dbs, drop } = await createEmptyDatabase(1);
    const db = dbs[0] as (typeof dbs)[number];
    try {
      expect(await pendingMigrations(db)).toContain('0007_app_state.sql');
      await migrate(db);
      expect(await pendingMigrations(db)).toEqual([]);
      const first = await seedIfNeverSeeded(db);
      expect(first?.products).toBeGreaterThan(10);
      expect(first?.exchangeRates).toBe(1);
      const mark = await db.selectFrom('app_state').select('value').where('key', '=', 'seeded_at').execute();
      expect(mark).toHaveLength(1);

      const door = await db.selectFrom('products').select('id').where('slug', '=', 'classic-oak').executeTakeFirst();
      await deleteProduct(db, door?.id as string);
      await db.deleteFrom('collections').where('slug', '=', 'loft').execute();
      expect(await seedIfNeverSeeded(db)).toBeNull();
      expect(await count(db, 'classic-oak')).toBe(0);
      expect(await db.selectFrom('collections').select('id').where('slug', '=', 'loft').execute()).toEqual([]);
      // The manual `npm run db:seed` still adds what is missing, on purpose.
      expect((await seed(db)).products).toBeGreaterThan(0);
      expect(await count(db, 'classic-oak')).toBe(1);
    } finally {
      await drop();
    }
  });

  it('seeds once when two builds start together', async () => {
    const { dbs, drop } = await createEmptyDatabase(2);
    try {
      await migrate(dbs[0] as (typeof dbs)[number]);
      const reports = await Promise.all(dbs.map((db) => seedIfNeverSeeded(db)));
      expect(reports.filter((r) => r !== null)).toHaveLength(1);
    } finally {
      await drop();
    }
  });

  it('a build that may not write stops on a pending migration, naming what to set', async () => {
    await expect(checkWithoutWriting(getDb(), ['0099_future.sql'], preview)).rejects.toThrow(Misconfigured);
    await expect(checkWithoutWriting(getDb(), ['0099_future.sql'], preview)).rejects.toThrow(
      /deploy preview build[\s\S]*0099_future\.sql[\s\S]*DATABASE_URL[\s\S]*PREVIEW_DATABASE_IS_SEPARATE=true/,
    );
    // Up to date and seeded: it passes, and has written nothing.
    await expect(checkWithoutWriting(getDb(), await pendingMigrations(getDb()), preview)).resolves.toBeUndefined();
  });

  it('a build that may not write stops on a database never seeded', async () => {
    await sql`DELETE FROM app_state WHERE key = 'seeded_at'`.execute(getDb());
    await expect(checkWithoutWriting(getDb(), [], preview)).rejects.toThrow(/no catalogue yet[\s\S]*production first/);
  });
});
