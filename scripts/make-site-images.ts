// Draws the site's own pictures (the home hero, the about picture and the social-share card) as the demo catalogue's
// are drawn (scripts/lib/seed-scenes.ts: textured doors in a room with an oak floor, real grain and sheen) and
// rasterises them with sharp into src/assets (astro:assets makes AVIF/WebP from them) and public/og-image.png.
// Run: node scripts/make-site-images.ts — the output is committed. The owner replaces the hero and the about picture
// with photos of their own in the back office (Settings).
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { looks } from './lib/seed-looks.ts';
import { roomScene } from './lib/seed-scenes.ts';

const door = (slug: string, x: number) => {
  const look = looks[slug];
  if (!look) throw new Error(`No look for ${slug}`);
  return { slug, look, x };
};
const render = (svg: string) => sharp(Buffer.from(svg), { density: 144 });

mkdirSync('src/assets', { recursive: true });
// The hero (1800 × 1200): the page's text lies over the left of it and a phone shows the part around 70 % across
// (object-position), so the doors stand in x 840–1560 with daylight from a window on the left.
const hero = roomScene(
  'hero',
  { width: 1800, height: 1200, wall: '#ece3d6', glow: 420 },
  [door('classic-oak', 870), door('minimal-white', 1270)],
  'Interior doors in a room',
);
await render(hero).jpeg({ quality: 86, mozjpeg: true }).toFile('src/assets/hero.jpg');
// The about picture (square): the workshop's range side by side — veneer, enamel and a loft frame.
const about = roomScene(
  'about',
  { width: 1200, height: 1200, wall: '#e4d8c6', glow: 600 },
  [door('classic-walnut', 90), door('modern-sand', 470), door('loft-reeded', 850)],
  'Three of our doors side by side',
);
await render(about).jpeg({ quality: 86, mozjpeg: true }).toFile('src/assets/workshop.jpg');
// The card a shared link shows (1200 × 630 pixels): the hero's doors in a room of 1600 × 840 units, drawn at 3/4.
const og = roomScene(
  'og',
  { width: 1600, height: 840, wall: '#ece3d6', glow: 330 },
  [door('classic-oak', 730), door('minimal-white', 1110)],
  'Interior doors in a room',
);
// A palette of 256 colours (dithered) keeps the grain at a fraction of the bytes; link previews fetch it often.
await sharp(Buffer.from(og), { density: 108 })
  .png({ palette: true, compressionLevel: 9 })
  .toFile('public/og-image.png');
console.log('wrote src/assets/hero.jpg, src/assets/workshop.jpg and public/og-image.png');
