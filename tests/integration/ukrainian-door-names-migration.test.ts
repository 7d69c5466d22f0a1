// migrations/0024_ukrainian_door_names.sql on a database seeded before it: a door that still has the name the seed
// gave it gets the seed's name now, a door an admin renamed keeps the admin's name, and running it again changes
// nothing.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { concealedDoors, interiorCollections } from '../../src/features/seed/catalogue.ts';
import { getDb } from '../../src/server/db.ts';
import { migrationsDir } from '../../src/server/migrate.ts';

const migration = () => readFile(join(migrationsDir, '0024_ukrainian_door_names.sql'), 'utf8');
const seeded = (slug: string) =>
  [...interiorCollections.flatMap((c) => c.doors), ...concealedDoors].find((d) => d.slug === slug)?.nameUk;

async function door(slug: string) {
  return getDb()
    .selectFrom('products')
    .select(['name', 'name_en', 'name_uk'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
}

describe('migration 0024: Ukrainian door names', () => {
  it("renames the seed's old names and leaves an admin's own", async () => {
    const db = getDb();
    // As seeded before: the word-for-word names; an admin has since renamed one door of their own accord.
    const before = [
      ['classic-oak', 'Класика Дуб'],
      ['concealed-basic', 'Приховані Базові'],
      ['loft-reeded', 'Лофт Рифлене скло'],
      ['modern-line', 'Лінія від майстра'],
    ] as const;
    for (const [slug, name] of before) {
      await db.updateTable('products').set({ name_uk: name }).where('slug', '=', slug).execute();
    }

    await sql.raw(await migration()).execute(db);

    expect(await door('classic-oak')).toEqual({
      name: 'Classic Oak',
      name_en: 'Classic Oak',
      name_uk: '«Класика» дуб',
    });
    expect((await door('concealed-basic')).name_uk).toBe('Приховані двері «Базові»');
    expect((await door('loft-reeded')).name_uk).toBe('«Лофт» рифлене скло');
    expect((await door('modern-line')).name_uk).toBe('Лінія від майстра');
    expect(seeded('classic-oak')).toBe('«Класика» дуб');

    // Again: nothing left to rename, nothing else touched.
    const all = () => db.selectFrom('products').select(['slug', 'name_uk', 'updated_at']).orderBy('slug').execute();
    const once = await all();
    await sql.raw(await migration()).execute(db);
    expect(await all()).toEqual(once);
  });
});
