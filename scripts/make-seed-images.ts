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
import { collectionScene, doorScene, furnitureScene, furnitureViews, type Look } from './lib/seed-scenes.ts';

const out = 'public/uploads/seed';
const manifestFile = 'src/features/seed/placeholders.json';
/** Only the scenes whose `kind/name` starts with this (the first argument), or all. */
const only = process.argv[2] ?? '';

const looks: Record<string, Look> = {
  'classic-oak': { leaf: '#b0834f', trim: '#8a6034', style: 'raised', surface: 'veneer' },
  'classic-walnut': { leaf: '#6b4a33', trim: '#4f3523', style: 'raised', surface: 'veneer' },
  'classic-ivory': { leaf: '#ede3cf', trim: '#d6c8ad', style: 'raised', surface: 'satin' },
  'classic-glass': { leaf: '#a77b48', trim: '#845c31', style: 'glass', surface: 'veneer' },
  'modern-line': { leaf: '#e9e6e1', trim: '#cfcac2', style: 'line', surface: 'satin' },
  'modern-graphite': { leaf: '#3b3d40', trim: '#2a2b2d', style: 'line', surface: 'satin' },
  'modern-sand': { leaf: '#d9c6a5', trim: '#bfa983', style: 'plain', surface: 'satin' },
  'minimal-white': { leaf: '#f6f5f2', trim: '#dedbd4', style: 'plain', surface: 'satin' },
  'minimal-ash': { leaf: '#d8c3a0', trim: '#bca47c', style: 'plain', surface: 'veneer' },
  'minimal-black': { leaf: '#1f1f21', trim: '#111112', style: 'line', surface: 'gloss' },
  'loft-frame': { leaf: '#222325', trim: '#141415', style: 'loft', surface: 'metal' },
  'loft-reeded': { leaf: '#222325', trim: '#141415', style: 'reeded', surface: 'metal' },
  'loft-oak': { leaf: '#9c7143', trim: '#222325', style: 'boards', surface: 'metal' },
  'concealed-basic': { leaf: '#eeebe6', trim: '#e4e0d9', style: 'concealed', surface: 'satin' },
  'concealed-premium': { leaf: '#e2ddd5', trim: '#d7d1c7', style: 'concealed', surface: 'satin' },
  'concealed-universal': { leaf: '#f1efea', trim: '#e8e5df', style: 'concealed', surface: 'satin' },
};

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
 * piece of furniture, the largest the pages ask the Image CDN for — as a WebP, like a photo the manager uploads; and
 * its blurred placeholder, as the upload makes one (placeholders.json, which the seed stores with the pictures).
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
