// The catalogue in both languages (docs/product.md#languages): the back office writes a name and a
// description per language, the API answers both (and `name` as before), a missing language falls back to the other,
// and a name in at least one language is required.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import adminCollections from '../../netlify/functions/admin-collections.ts';
import adminCollectionsItem from '../../netlify/functions/admin-collections-item.ts';
import collectionsFn from '../../netlify/functions/collections.ts';
import portfolio from '../../netlify/functions/portfolio.ts';
import products from '../../netlify/functions/products.ts';
import productsItem from '../../netlify/functions/products-item.ts';
import { listDoorPreviews } from '../../src/features/catalogue/data.server.ts';
import type { Collection, Product } from '../../src/features/catalogue/schema.ts';
import { inLanguage } from '../../src/features/catalogue/texts.ts';
import type { PortfolioItem } from '../../src/features/portfolio/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { migrationsDir } from '../../src/server/migrate.ts';
import { call } from '../helpers.ts';
import { managerCalls } from './catalogue-calls.ts';

const send = managerCalls();

const door = async (slug: string) =>
  ((await (await call(products, 'GET', `/api/products?slug=${slug}`)).json()) as Product[])[0] as Product;

async function interiorCollectionId(): Promise<string> {
  const list = (await (await call(collectionsFn, 'GET', '/api/collections')).json()) as Collection[];
  return (list.find((c) => c.slug === 'classic') as Collection).id;
}

describe('doors in both languages', () => {
  it('creates and edits a door in both languages; the API keeps `name`', async () => {
    const created = await send(products, 'POST', {
      categorySlug: 'interior',
      collectionId: await interiorCollectionId(),
      nameEn: 'Harbour',
      nameUk: 'Гавань',
      descriptionEn: 'Ribbed oak.',
      descriptionUk: 'Рифлений дуб.',
      basePriceCents: 50_000,
    });
    expect(created.status).toBe(201);
    const { id, slug } = (await created.json()) as { id: string; slug: string };
    expect(slug).toBe('harbour');
    expect(await door(slug)).toMatchObject({
      name: 'Harbour',
      nameEn: 'Harbour',
      nameUk: 'Гавань',
      description: 'Ribbed oak.',
      descriptionEn: 'Ribbed oak.',
      descriptionUk: 'Рифлений дуб.',
    });

    // Only the Ukrainian name changes; a blank English description removes it.
    const updated = await send(productsItem, 'PUT', { nameUk: 'Гавань Нова', descriptionEn: ' ' }, { id });
    expect(updated.status).toBe(200);
    const after = await door(slug);
    expect(after).toMatchObject({ nameEn: 'Harbour', nameUk: 'Гавань Нова', descriptionEn: null });
    // The description falls back to the Ukrainian one for the field older callers read, and on the English site.
    expect(after.description).toBe('Рифлений дуб.');
    expect(inLanguage(after, 'en').description).toBe('Рифлений дуб.');
    expect(inLanguage(after, 'uk')).toMatchObject({ name: 'Гавань Нова', description: 'Рифлений дуб.' });
  });

  it('accepts a door with only a Ukrainian name: `name` and the English site show it', async () => {
    const created = await send(products, 'POST', {
      categorySlug: 'concealed',
      nameUk: 'Тиша',
      slug: 'tysha',
      basePriceCents: 60_000,
    });
    expect(created.status).toBe(201);
    const listed = await door('tysha');
    expect(listed).toMatchObject({ name: 'Тиша', nameEn: null, nameUk: 'Тиша' });
    expect(inLanguage(listed, 'en').name).toBe('Тиша');
    const row = await getDb().selectFrom('products').selectAll().where('slug', '=', 'tysha').executeTakeFirstOrThrow();
    expect(row.name).toBe('Тиша');
  });

  it('refuses a door with no name in either language (422), and an edit that removes the last one', async () => {
    const none = await send(products, 'POST', { categorySlug: 'concealed', nameUk: ' ', basePriceCents: 1 });
    expect(none.status).toBe(422);
    const { errors } = (await none.json()) as { errors: Record<string, string[]> };
    expect(errors.name?.[0]).toMatch(/at least one language/);

    const { id } = (await (
      await send(products, 'POST', { categorySlug: 'concealed', nameEn: 'Lone', basePriceCents: 1 })
    ).json()) as { id: string };
    const removed = await send(productsItem, 'PUT', { nameEn: '' }, { id });
    expect(removed.status).toBe(422);
    expect((await door('lone')).nameEn).toBe('Lone');
  });

  it('gives the configurator page its previews in the page language only', async () => {
    const uk = await listDoorPreviews(getDb(), 'interior', 'uk');
    expect(uk['classic-oak']).toMatchObject({
      name: '«Класика» дуб',
      description: 'Філенки з натурального дубового шпону.',
    });
    const en = await listDoorPreviews(getDb(), 'interior', 'en');
    expect(en['classic-oak']?.name).toBe('Classic Oak');
  });
});

describe('collections and portfolio in both languages', () => {
  it('creates and renames a collection per language', async () => {
    const created = await send(adminCollections, 'POST', {
      categorySlug: 'interior',
      nameEn: 'Nordic',
      nameUk: 'Нордік',
      slug: 'nordic-two',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await send(adminCollectionsItem, 'PUT', { nameEn: null }, { id })).status).toBe(200);
    const list = (await (await call(collectionsFn, 'GET', '/api/collections')).json()) as Collection[];
    expect(list.find((c) => c.id === id)).toMatchObject({ name: 'Нордік', nameEn: null, nameUk: 'Нордік' });
    expect(list.find((c) => c.slug === 'classic')).toMatchObject({ nameEn: 'Classic', nameUk: 'Класика' });
  });

  it('lists the seeded portfolio in both languages', async () => {
    const items = (await (await call(portfolio, 'GET', '/api/furniture/portfolio')).json()) as PortfolioItem[];
    expect(items.find((i) => i.nameEn === 'White kitchen')?.nameUk).toBe('Біла кухня');
  });
});

describe('migration 0010 on a database seeded before it', () => {
  it("gives rows that still carry the seed's English text their Ukrainian, and leaves an admin's wording alone", async () => {
    const db = getDb();
    // As before the migration: no per-language columns; an admin renamed one door and one collection.
    await sql`alter table products drop column name_en, drop column name_uk, drop column description_uk`.execute(db);
    await sql`alter table collections drop column name_en, drop column name_uk`.execute(db);
    await sql`alter table portfolio_items drop column name_en, drop column name_uk`.execute(db);
    await db.updateTable('products').set({ name: 'Our oak' }).where('slug', '=', 'classic-oak').execute();
    await db.updateTable('collections').set({ name: 'Loft line' }).where('slug', '=', 'loft').execute();

    await sql.raw(await readFile(join(migrationsDir, '0010_bilingual_catalogue.sql'), 'utf8')).execute(db);

    const byslug = async (slug: string) =>
      db.selectFrom('products').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
    expect(await byslug('classic-walnut')).toMatchObject({
      name_en: 'Classic Walnut',
      name_uk: 'Класика Горіх',
      description_uk: 'Філенки з американського горіха.',
    });
    // Renamed by the admin: the name is theirs, the untouched description still gets its translation.
    expect(await byslug('classic-oak')).toMatchObject({
      name_en: 'Our oak',
      name_uk: null,
      description_uk: 'Філенки з натурального дубового шпону.',
    });
    const collection = (slug: string) =>
      db.selectFrom('collections').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
    expect(await collection('classic')).toMatchObject({ name_en: 'Classic', name_uk: 'Класика' });
    expect(await collection('loft')).toMatchObject({ name_en: 'Loft line', name_uk: null });
    const kitchen = await db
      .selectFrom('portfolio_items')
      .selectAll()
      .where('name', '=', 'White kitchen')
      .executeTakeFirstOrThrow();
    expect(kitchen.name_uk).toBe('Біла кухня');
  });
});
