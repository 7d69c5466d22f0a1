// A door's gallery photos (docs/product.md#door-pages, migration 0013) on the real database: the back office sends the
// whole ordered list with the door, the public read gives it back in that order, an edit that leaves it out keeps it,
// and bad lists are refused with 422 naming the field. Then the seed's gallery and migration 0013's catch-up of it,
// migration 0037's move of the seed's drawings to their photos, and the seed photos' placeholders.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import products from '../../netlify/functions/products.ts';
import productsItem from '../../netlify/functions/products-item.ts';
import {
  collectionAlbum,
  collectionImage,
  concealedDoors,
  doorImage,
  doorPhotos,
  interiorCollections,
  portfolioAlbum,
  portfolioCover,
  portfolioItems,
} from '../../src/features/seed/catalogue.ts';
import { getDb } from '../../src/server/db.ts';
import { migrationsDir } from '../../src/server/migrate.ts';
import { managerCalls, publicDoor } from './catalogue-calls.ts';

const send = managerCalls();

const errorsOf = async (response: Response) => ((await response.json()) as { errors: Record<string, string[]> }).errors;

async function newConcealedDoor(name: string, photoUrls?: unknown) {
  const response = await send(products, 'POST', {
    name,
    basePriceCents: 70_000,
    categorySlug: 'concealed',
    imageUrl: '/uploads/main.webp',
    ...(photoUrls !== undefined && { photoUrls }),
  });
  return response;
}

describe('a door’s photos through the API', () => {
  it('stores the list in its order, reorders, removes, keeps it when left out and clears it', async () => {
    const created = await newConcealedDoor('Gallery Door', [
      ' /uploads/two.webp ',
      'https://cdn.example.com/three.jpg',
      'uploads/four.avif',
    ]);
    expect(created.status).toBe(201);
    const { id, slug } = (await created.json()) as { id: string; slug: string };
    expect(await publicDoor(slug)).toMatchObject({
      imageUrl: '/uploads/main.webp',
      photoUrls: ['/uploads/two.webp', 'https://cdn.example.com/three.jpg', 'uploads/four.avif'],
    });

    // Moved: the last one first; removed: the middle one.
    const reordered = ['uploads/four.avif', '/uploads/two.webp'];
    expect((await send(productsItem, 'PUT', { photoUrls: reordered }, { id })).status).toBe(200);
    expect((await publicDoor(slug))?.photoUrls).toEqual(reordered);

    expect((await send(productsItem, 'PUT', { name: 'Gallery Door Two' }, { id })).status).toBe(200);
    expect(await publicDoor(slug)).toMatchObject({ name: 'Gallery Door Two', photoUrls: reordered });

    expect((await send(productsItem, 'PUT', { photoUrls: [] }, { id })).status).toBe(200);
    expect((await publicDoor(slug))?.photoUrls).toEqual([]);
  });

  it('gives a new door no photos when none are sent', async () => {
    const created = await newConcealedDoor('Plain Door');
    expect(created.status).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    expect((await publicDoor(slug))?.photoUrls).toEqual([]);
  });

  const thirteen = Array.from({ length: 13 }, (_, i) => `/uploads/p${i}.webp`);
  it.each([
    [thirteen, 'photoUrls', 'At most 12 photos besides the main one'],
    [['/uploads/a.webp', '/uploads/a.webp'], 'photoUrls', 'A photo appears twice'],
    [['/uploads/a.webp', 'javascript:alert(1)'], 'photoUrls.1', 'Use an http(s) address or an uploaded image'],
    [['/uploads/../../.env'], 'photoUrls.0', 'Use an http(s) address or an uploaded image'],
    [[''], 'photoUrls.0', 'Use an http(s) address or an uploaded image'],
    ['/uploads/a.webp', 'photoUrls', undefined],
    [[42], 'photoUrls.0', undefined],
  ])('refuses the list %j with 422 on %s, on create and on edit', async (photoUrls, field, message) => {
    const created = await newConcealedDoor('Refused Door', photoUrls);
    expect(created.status).toBe(422);
    const errors = await errorsOf(created);
    expect(Object.keys(errors)).toEqual([field]);
    if (message) expect(errors[field]).toEqual([message]);

    const door = await publicDoor('classic-oak');
    if (!door) throw new Error('no seed door');
    const edited = await send(productsItem, 'PUT', { photoUrls }, { id: door.id });
    expect(edited.status).toBe(422);
    expect(Object.keys(await errorsOf(edited))).toEqual([field]);
    expect((await publicDoor('classic-oak'))?.photoUrls).toEqual(door.photoUrls);
  });

  it('accepts twelve', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `/uploads/p${i}.webp`);
    const created = await newConcealedDoor('Twelve Photos', twelve);
    expect(created.status).toBe(201);
    expect((await publicDoor('twelve-photos'))?.photoUrls).toEqual(twelve);
  });

  it('is refused by the database past twelve or as anything but a list', async () => {
    const db = getDb();
    const { id } = await db
      .selectFrom('products')
      .select('id')
      .where('slug', '=', 'classic-walnut')
      .executeTakeFirstOrThrow();
    const write = (value: string) =>
      db.updateTable('products').set({ photo_urls: value }).where('id', '=', id).execute();
    await expect(write(JSON.stringify(Array.from({ length: 13 }, (_, i) => `/uploads/${i}.webp`)))).rejects.toThrow();
    await expect(write('{"a":1}')).rejects.toThrow();
    await expect(write('"x"')).rejects.toThrow();
  });
});

describe('the seed’s gallery', () => {
  const oak = interiorCollections.flatMap((c) => c.doors).find((d) => d.slug === 'classic-oak');

  it('gives Classic Oak its main photo and two more', async () => {
    if (!oak) throw new Error('no Classic Oak in the seed');
    const door = await publicDoor('classic-oak');
    expect(door?.imageUrl).toBe('/uploads/seed/doors/classic-oak.webp');
    expect(door?.photoUrls).toEqual(doorPhotos(oak));
    expect(door?.photoUrls).toHaveLength(2);
  });

  it('migration 0013 adds them to a door seeded before it, never over a main photo or photos of the admin’s own', async () => {
    const db = getDb();
    // As a database seeded before 0013 had them: the drawings, no further photos.
    await db
      .updateTable('products')
      .set({ photo_urls: '[]', image_url: sql<string>`'/uploads/seed/doors/' || slug || '.svg'` })
      .where('slug', 'in', ['classic-oak', 'concealed-premium'])
      .execute();
    await db
      .updateTable('products')
      .set({ image_url: '/uploads/own.webp' })
      .where('slug', '=', 'concealed-premium')
      .execute();
    await db
      .updateTable('products')
      .set({ photo_urls: '["/uploads/mine.webp"]' })
      .where('slug', '=', 'classic-walnut')
      .execute();

    const migration = await readFile(join(migrationsDir, '0013_door_photos.sql'), 'utf8');
    const update = migration.slice(migration.indexOf('UPDATE products'));
    await sql.raw(update).execute(db);

    const photos = async (slug: string) =>
      (await db.selectFrom('products').select('photo_urls').where('slug', '=', slug).executeTakeFirstOrThrow())
        .photo_urls;
    expect(await photos('classic-oak')).toEqual([
      '/uploads/seed/doors/classic-oak-2.svg',
      '/uploads/seed/doors/classic-oak-3.svg',
    ]);
    expect(await photos('concealed-premium')).toEqual([]);
    expect(await photos('classic-walnut')).toEqual(['/uploads/mine.webp']);
  });

  it('migration 0037 moves every seed drawing to its photo, and nothing else', async () => {
    const db = getDb();
    const set = (slug: string, imageUrl: string, photoUrls: string[]) =>
      db
        .updateTable('products')
        .set({ image_url: imageUrl, photo_urls: JSON.stringify(photoUrls) })
        .where('slug', '=', slug)
        .execute();
    await set('classic-oak', '/uploads/seed/doors/classic-oak.svg', [
      '/uploads/seed/doors/classic-oak-2.svg',
      '/uploads/own.svg',
      'https://cdn.example.com/uploads/seed/doors/x.svg',
      '/uploads/seed/doors/classic-oak-3.svg',
    ]);
    await set('classic-walnut', '/uploads/own.svg', ['/uploads/seed/doors/classic-walnut-2.webp']);
    await db
      .updateTable('collections')
      .set({ image_url: '/uploads/seed/collections/classic.svg' })
      .where('slug', '=', 'classic')
      .execute();
    const item = await db.selectFrom('portfolio_items').select('id').orderBy('sort_order').executeTakeFirstOrThrow();
    await db
      .updateTable('portfolio_items')
      .set({
        cover_url: '/uploads/seed/portfolio/walnut-wardrobe-cover.svg',
        album_urls: JSON.stringify(['/uploads/seed/portfolio/walnut-wardrobe-1.svg', '/uploads/mine.png']),
      })
      .where('id', '=', item.id)
      .execute();

    await sql.raw(await readFile(join(migrationsDir, '0037_seed_photos.sql'), 'utf8')).execute(db);

    const door = (slug: string) =>
      db.selectFrom('products').select(['image_url', 'photo_urls']).where('slug', '=', slug).executeTakeFirstOrThrow();
    expect(await door('classic-oak')).toEqual({
      image_url: '/uploads/seed/doors/classic-oak.webp',
      photo_urls: [
        '/uploads/seed/doors/classic-oak-2.webp',
        '/uploads/own.svg',
        'https://cdn.example.com/uploads/seed/doors/x.svg',
        '/uploads/seed/doors/classic-oak-3.webp',
      ],
    });
    expect(await door('classic-walnut')).toEqual({
      image_url: '/uploads/own.svg',
      photo_urls: ['/uploads/seed/doors/classic-walnut-2.webp'],
    });
    expect(
      await db.selectFrom('collections').select('image_url').where('slug', '=', 'classic').executeTakeFirstOrThrow(),
    ).toEqual({ image_url: '/uploads/seed/collections/classic.webp' });
    expect(
      await db
        .selectFrom('portfolio_items')
        .select(['cover_url', 'album_urls'])
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      cover_url: '/uploads/seed/portfolio/walnut-wardrobe-cover.webp',
      album_urls: ['/uploads/seed/portfolio/walnut-wardrobe-1.webp', '/uploads/mine.png'],
    });
  });

  it('gives every seed picture its placeholder, and every picture named exists', async () => {
    const db = getDb();
    const rows = await db
      .selectFrom('upload_placeholders')
      .select(['url', 'width', 'height'])
      .where('url', 'like', '/uploads/seed/%')
      .execute();
    const seeded = [
      ...interiorCollections.flatMap((c) => [
        collectionImage(c.slug),
        ...collectionAlbum(c.slug),
        ...c.doors.flatMap((d) => [doorImage(d.slug), ...doorPhotos(d)]),
      ]),
      ...concealedDoors.flatMap((d) => [doorImage(d.slug), ...doorPhotos(d)]),
      ...portfolioItems.flatMap((p) => [portfolioCover(p.slug), ...portfolioAlbum(p.slug, p.albumSize)]),
    ];
    expect(rows.map((r) => r.url).sort()).toEqual([...seeded].sort());
    const albums = new Set(interiorCollections.flatMap((c) => collectionAlbum(c.slug)));
    for (const url of seeded) {
      const meta = await sharp(join('public', url)).metadata();
      // A door is drawn 3:4 and 1200 wide; a piece of furniture and a collection's room 4:3 and 1600 wide.
      const landscape = url.includes('/portfolio/') || albums.has(url);
      expect([url, meta.format, meta.width]).toEqual([url, 'webp', landscape ? 1600 : 1200]);
    }
  });
});
