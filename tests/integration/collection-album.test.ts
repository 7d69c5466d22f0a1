// A collection's album (docs/product.md#collection-pages) through the API on the real database: written whole in its
// order, kept by an edit that leaves it out, refused at the field (422) when too long, twice or not an image, refused
// by the database past twelve; the seed's albums, and migration 0039 giving them to a shop seeded before it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import adminCollections from '../../netlify/functions/admin-collections.ts';
import adminCollectionsItem from '../../netlify/functions/admin-collections-item.ts';
import collections from '../../netlify/functions/collections.ts';
import type { Collection } from '../../src/features/catalogue/schema.ts';
import { collectionAlbum, interiorCollections } from '../../src/features/seed/catalogue.ts';
import seedPlaceholders from '../../src/features/seed/placeholders.json' with { type: 'json' };
import { getDb } from '../../src/server/db.ts';
import { migrationsDir } from '../../src/server/migrate.ts';
import { call, signIn } from '../helpers.ts';

let auth: Record<string, string>;
beforeAll(async () => {
  const { cookie } = await signIn();
  auth = { cookie };
});

const send = (fn: Parameters<typeof call>[0], method: string, body: unknown, params: Record<string, string> = {}) =>
  call(fn, method, '/', { body, params, headers: auth });
const listed = async () =>
  (await (await call(collections, 'GET', '/api/collections?categorySlug=interior')).json()) as Collection[];
const albumOf = async (slug: string) => (await listed()).find((c) => c.slug === slug)?.albumUrls;
const errorsOf = async (response: Response) => ((await response.json()) as { errors: Record<string, string[]> }).errors;
const rename = (p: { src: string; width: number; height: number } | undefined) =>
  p && { placeholder: p.src, width: p.width, height: p.height };
const photos = (n: number) => Array.from({ length: n }, (_, i) => `/uploads/room-${i}.webp`);

describe('a collection’s album', () => {
  it('is stored in its order, kept by an edit without it, replaced whole by one with it, and cleared', async () => {
    const created = await send(adminCollections, 'POST', {
      categorySlug: 'interior',
      name: 'Harbour',
      slug: 'harbour',
      albumUrls: ['/uploads/b.webp', 'https://cdn.example.com/a.jpg', 'uploads/c.webp'],
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await albumOf('harbour')).toEqual(['/uploads/b.webp', 'https://cdn.example.com/a.jpg', 'uploads/c.webp']);

    expect((await send(adminCollectionsItem, 'PUT', { name: 'Harbour Light' }, { id })).status).toBe(200);
    expect(await albumOf('harbour')).toEqual(['/uploads/b.webp', 'https://cdn.example.com/a.jpg', 'uploads/c.webp']);

    const reordered = ['uploads/c.webp', '/uploads/b.webp'];
    expect((await send(adminCollectionsItem, 'PUT', { albumUrls: reordered }, { id })).status).toBe(200);
    expect(await albumOf('harbour')).toEqual(reordered);

    expect((await send(adminCollectionsItem, 'PUT', { albumUrls: [] }, { id })).status).toBe(200);
    expect(await albumOf('harbour')).toEqual([]);
  });

  it('starts empty when a new collection is sent without one, and takes twelve', async () => {
    const created = await send(adminCollections, 'POST', { categorySlug: 'interior', name: 'Dune', slug: 'dune' });
    expect(created.status).toBe(201);
    expect(await albumOf('dune')).toEqual([]);
    const { id } = (await created.json()) as { id: string };
    expect((await send(adminCollectionsItem, 'PUT', { albumUrls: photos(12) }, { id })).status).toBe(200);
    expect(await albumOf('dune')).toEqual(photos(12));
  });

  it.each([
    [photos(13), 'albumUrls'],
    [['/uploads/a.webp', '/uploads/a.webp'], 'albumUrls'],
    [['/uploads/a.webp', 'javascript:alert(1)'], 'albumUrls.1'],
    [['/uploads/a.webp', 7], 'albumUrls.1'],
    ['/uploads/a.webp', 'albumUrls'],
  ])(
    'refuses the album %o with 422 naming %s, on a new collection and on an edit, and stores nothing',
    async (albumUrls, field) => {
      const created = await send(adminCollections, 'POST', {
        categorySlug: 'interior',
        name: 'Refused',
        slug: 'refused-album',
        albumUrls,
      });
      expect(created.status).toBe(422);
      expect(Object.keys(await errorsOf(created))).toEqual([field]);
      expect(await albumOf('refused-album')).toBeUndefined();

      const classic = (await listed()).find((c) => c.slug === 'classic');
      if (!classic) throw new Error('no seed collection');
      const edited = await send(adminCollectionsItem, 'PUT', { albumUrls }, { id: classic.id });
      expect(edited.status).toBe(422);
      expect(Object.keys(await errorsOf(edited))).toEqual([field]);
      expect(await albumOf('classic')).toEqual(classic.albumUrls);
    },
  );

  it('is refused by the database past twelve or as anything but a list', async () => {
    const db = getDb();
    const write = (value: string) =>
      db.updateTable('collections').set({ album_urls: value }).where('slug', '=', 'modern').execute();
    await expect(write(JSON.stringify(photos(13)))).rejects.toThrow();
    await expect(write('{"a":1}')).rejects.toThrow();
    await expect(write('"x"')).rejects.toThrow();
  });
});

describe('the seed’s albums', () => {
  it('gives every demo collection its two photos in a room', async () => {
    const all = await listed();
    for (const { slug } of interiorCollections)
      expect(all.find((c) => c.slug === slug)?.albumUrls).toEqual(collectionAlbum(slug));
  });

  it('migration 0039 gives them to a shop seeded before it, never over an album or a picture of the admin’s own', async () => {
    const db = getDb();
    // As a database seeded before 0039 had them: no albums; one collection with a picture of the admin's own, one
    // with an album of the admin's own.
    await db.updateTable('collections').set({ album_urls: '[]' }).execute();
    await db.updateTable('collections').set({ image_url: '/uploads/own.webp' }).where('slug', '=', 'modern').execute();
    await db
      .updateTable('collections')
      .set({ album_urls: JSON.stringify(['/uploads/mine.webp']) })
      .where('slug', '=', 'loft')
      .execute();

    const migration = await readFile(join(migrationsDir, '0039_collection_album.sql'), 'utf8');
    const update = migration.slice(migration.indexOf('UPDATE collections'));
    await sql.raw(update).execute(db);
    // Again: nothing changes.
    await sql.raw(update).execute(db);

    expect(await albumOf('classic')).toEqual(collectionAlbum('classic'));
    expect(await albumOf('minimal')).toEqual(collectionAlbum('minimal'));
    expect(await albumOf('modern')).toEqual([]);
    expect(await albumOf('loft')).toEqual(['/uploads/mine.webp']);
  });

  it('migration 0039 stores the albums’ placeholders as the seed does, keeping any already there', async () => {
    const db = getDb();
    const urls = interiorCollections.flatMap((c) => collectionAlbum(c.slug));
    const stored = () =>
      db
        .selectFrom('upload_placeholders')
        .select(['url', 'placeholder', 'width', 'height'])
        .where('url', 'in', urls)
        .orderBy('url')
        .execute();
    const seeded = await stored();
    expect(seeded.map((r) => r.url)).toEqual([...urls].sort());
    for (const row of seeded)
      expect(row).toEqual({ url: row.url, ...rename(seedPlaceholders[row.url as keyof typeof seedPlaceholders]) });

    // As a database seeded before 0039 had them: none, but for one written since, which stays.
    await db.deleteFrom('upload_placeholders').where('url', 'in', urls.slice(1)).execute();
    await db
      .updateTable('upload_placeholders')
      .set({ width: 3, height: 4 })
      .where('url', '=', urls[0] ?? '')
      .execute();
    const migration = await readFile(join(migrationsDir, '0039_collection_album.sql'), 'utf8');
    await sql.raw(migration.slice(migration.indexOf('INSERT INTO upload_placeholders'))).execute(db);
    const after = await stored();
    expect(after.slice(1)).toEqual(seeded.filter((r) => r.url !== urls[0]).sort((a, b) => a.url.localeCompare(b.url)));
    expect(after.find((r) => r.url === urls[0])).toMatchObject({ width: 3, height: 4 });
  });
});
