// Renders the seed images (doors, collections, furniture portfolio) as WebP photos into public/uploads/seed: the scenes
// are drawn in scripts/lib/seed-scenes.ts (SVG textured by filters, each furniture piece its own drawing) and rendered
// here, so a fresh install's pictures take the same way as the manager's photos (the Image CDN's widths and formats, a
// blurred placeholder) and no browser spends time on the filters.
// Run: node scripts/make-seed-images.ts (a few minutes) — the output is committed; re-run after changing the catalogue.
// `node scripts/make-seed-images.ts collections/` renders only the pictures whose name starts so (here the collections'
// covers and albums) and keeps the other placeholders as they are.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { concealedDoors, interiorCollections, portfolioItems, type SeedDoor } from '../src/features/seed/catalogue.ts';
import { makePlaceholder } from '../src/features/uploads/placeholders.server.ts';
import type { Placeholder } from '../src/features/uploads/schema.ts';
import { looks } from './lib/seed-looks.ts';
import { collectionScene, doorScene, furnitureScene, furnitureViews, type Look } from './lib/seed-scenes.ts';

const out = 'public/uploads/seed';
const manifestFile = 'src/features/seed/placeholders.json';
/** Only the scenes whose `kind/name` starts with this (the first argument), or all. */
const only = process.argv[2] ?? '';

/** Part of a door's picture (x, y, width, height in its 600 × 800 units, 3:4 like the whole): a close-up. */
type View = [number, number, number, number];

/** A seed door's further photos (doorPhotos in the seed): close-ups of the handle side, then of the top of the leaf. */
const closeUps: View[] = [
  [300, 330, 225, 300],
  [120, 60, 300, 400],
];

/** The scenes to render, as the seed names them: `kind/name` → the SVG scene. */
const scenes = new Map<string, string>();
function write(kind: string, name: string, svg: string) {
  scenes.set(`${kind}/${name}`, svg);
}

/** A door's main photo and its further ones (`{slug}-2`, `{slug}-3`, …). */
function writeDoor(d: SeedDoor) {
  const look = looks[d.slug];
  if (!look) throw new Error(`No look for ${d.slug}`);
  write('doors', d.slug, doorScene(d.slug, look, d.name));
  for (let i = 0; i < (d.photoCount ?? 0); i++) {
    const view = closeUps[i];
    if (!view) throw new Error(`No close-up ${i + 1} for ${d.slug}`);
    write('doors', `${d.slug}-${i + 2}`, doorScene(`${d.slug}-${i + 2}`, look, `${d.name}, detail ${i + 1}`, view));
  }
}
for (const collection of interiorCollections) {
  for (const d of collection.doors) writeDoor(d);
  const first = collection.doors[0];
  if (first)
    write(
      'collections',
      collection.slug,
      doorScene(`c-${collection.slug}`, looks[first.slug] as Look, `${collection.name} collection`),
    );
  // Its album (collectionAlbum in the seed): the whole collection side by side in a room, then its last two doors on
  // a wall painted otherwise, as a showroom shows them.
  const doors = collection.doors.map((d) => ({ slug: d.slug, look: looks[d.slug] as Look }));
  write(
    'collections',
    `${collection.slug}-1`,
    collectionScene(`a-${collection.slug}-1`, doors, `${collection.name} collection in a room`),
  );
  write(
    'collections',
    `${collection.slug}-2`,
    collectionScene(`a-${collection.slug}-2`, doors.slice(-2), `${collection.name} doors side by side`, '#dfe2dc'),
  );
}
for (const d of concealedDoors) writeDoor(d);
for (const item of portfolioItems) {
  write('portfolio', `${item.slug}-cover`, furnitureScene(item.slug, item.name, `${item.slug}-cover`));
  for (let i = 1; i <= item.albumSize; i++) {
    const id = `${item.slug}-${i}`;
    write('portfolio', id, furnitureScene(item.slug, `${item.name}, view ${i}`, id, furnitureViews[i - 1]));
  }
}
/**
 * Each scene rendered (librsvg, through sharp) at twice its drawing's size — 1200 × 1600 for a door, 1600 × 1200 for a
 * piece of furniture or a collection's room, the largest the pages ask the Image CDN for — as a WebP, like a photo the
 * manager uploads; and its blurred placeholder, as the upload makes one (placeholders.json, stored by the seed).
 */
const placeholders: Record<string, Placeholder> =
  only && existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
const queue = [...scenes].filter(([name]) => name.startsWith(only));
const total = queue.length;
async function render(): Promise<void> {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [name, svg] = next;
    const file = join(out, `${name}.webp`);
    mkdirSync(dirname(file), { recursive: true });
    const webp = await sharp(Buffer.from(svg), { density: 144 }).webp({ quality: 78 }).toBuffer();
    writeFileSync(file, webp);
    placeholders[`/uploads/seed/${name}.webp`] = await makePlaceholder(webp);
  }
}
await Promise.all(Array.from({ length: availableParallelism() }, render));
const manifest = Object.fromEntries(Object.entries(placeholders).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`wrote ${total} images to ${out} and their placeholders to ${manifestFile}`);
