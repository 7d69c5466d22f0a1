// Every image the seed points at is a file we ship in public/ (no hot-linking, no broken images on a fresh site).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
} from './catalogue.ts';

const doors = [...interiorCollections.flatMap((c) => c.doors), ...concealedDoors];
const urls = [
  ...interiorCollections.flatMap((c) => [collectionImage(c.slug), ...collectionAlbum(c.slug)]),
  ...doors.flatMap((d) => [doorImage(d.slug), ...doorPhotos(d)]),
  ...portfolioItems.flatMap((p) => [portfolioCover(p.slug), ...portfolioAlbum(p.slug, p.albumSize)]),
];

describe('seed images', () => {
  it.each(urls)('%s is shipped in public/', (url) => {
    expect(url).toMatch(/^\/uploads\/seed\//);
    expect(existsSync(join('public', url))).toBe(true);
  });

  it('gives every door a unique slug', () => {
    const slugs = doors.map((d) => d.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  // migrations/0010 gives a database seeded before it these same texts: the two lists must not drift apart. The
  // doors' Ukrainian names it gave were renamed since (migration 0024, below).
  it('has every Ukrainian text in both the seed and migration 0010', () => {
    const migration = readFileSync(join('migrations', '0010_bilingual_catalogue.sql'), 'utf8');
    const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
    const texts = [
      ...interiorCollections.flatMap((c) => [c.name, c.nameUk]),
      ...doors.flatMap((d) => [d.name, d.description, d.descriptionUk]),
      ...portfolioItems.flatMap((p) => [p.name, p.nameUk]),
    ];
    for (const text of texts) expect(migration).toContain(quoted(text));
  });

  // A Ukrainian shop names a door by its model, in «», and then its finish in lower case; never word for word
  // from English ("Класика Дуб", "Приховані Базові").
  it('names each door as a Ukrainian shop would', () => {
    for (const collection of interiorCollections) {
      for (const door of collection.doors)
        expect(door.nameUk).toMatch(new RegExp(`^«${collection.nameUk}» [а-яіїєґ' ]+$`));
    }
    for (const door of concealedDoors) expect(door.nameUk).toMatch(/^Приховані двері «[А-ЯІЇЄҐ][^»]+»$/);
  });

  // migrations/0024 renames the doors of a database seeded before it, from the names migration 0010 gave them to the
  // seed's names: every seeded door, each from its old name to its name now.
  it('renames in migration 0024 every door from its name in migration 0010 to its name in the seed', () => {
    const renames = readFileSync(join('migrations', '0024_ukrainian_door_names.sql'), 'utf8');
    const older = readFileSync(join('migrations', '0010_bilingual_catalogue.sql'), 'utf8');
    const oldNames = new Map(
      [...older.matchAll(/\('([a-z-]+)', '[^']+', '[^']+', '([^']+)', '[^']+'\)/g)].map(([, slug, uk]) => [slug, uk]),
    );
    const rows = [...renames.matchAll(/\('([a-z-]+)', '([^']+)', '([^']+)'\)/g)].map(([, slug, from, to]) => [
      slug,
      from,
      to,
    ]);
    expect(rows).toEqual(doors.map((d) => [d.slug, oldNames.get(d.slug), d.nameUk]));
  });

  // migrations/0013 gives a database seeded before it the seed's gallery photos: the same doors, the same lists (as the
  // SVG drawings they were then; migration 0037 moves every seed picture to its WebP photo).
  it('has the same gallery photos in the seed and migration 0013', () => {
    const migration = readFileSync(join('migrations', '0013_door_photos.sql'), 'utf8');
    const rows = [...migration.matchAll(/\('([a-z-]+)', '(\[[^\]]*\])'\)/g)].map(([, slug, list]) => [
      slug,
      list?.replaceAll('.svg"', '.webp"'),
    ]);
    const seeded = doors.filter((d) => doorPhotos(d).length > 0).map((d) => [d.slug, JSON.stringify(doorPhotos(d))]);
    expect(seeded.length).toBeGreaterThan(0);
    expect(rows).toEqual(seeded);
  });

  // migrations/0039 gives a database seeded before it the seed's collection albums: the same collections, the same
  // photos (tests/integration/collection-album.test.ts runs it).
  it('gives the same collections the same albums in the seed and migration 0039', () => {
    const migration = readFileSync(join('migrations', '0039_collection_album.sql'), 'utf8');
    const slugs = [...(migration.match(/slug IN \(([^)]*)\)/)?.[1] ?? '').matchAll(/'([a-z-]+)'/g)].map(([, s]) => s);
    expect(slugs).toEqual(interiorCollections.map((c) => c.slug));
    for (const collection of interiorCollections)
      expect(collectionAlbum(collection.slug)).toEqual(
        [1, 2].map((n) => `/uploads/seed/collections/${collection.slug}-${n}.webp`),
      );
    expect(migration).toContain("'/uploads/seed/collections/' || slug || '-1.webp'");
    expect(migration).toContain("'/uploads/seed/collections/' || slug || '-2.webp'");
  });
});
