// Draws the site's own pictures (the home hero, the about picture and the social-share card) and rasterises them with
// sharp into src/assets (astro:assets makes AVIF/WebP from them) and public/og-image.png.
// Run: node scripts/make-site-images.ts — the output is committed.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

function room(width: number, height: number, opts: { doorX: number; warm: string; wall: string }): string {
  const floorY = Math.round(height * 0.8);
  const doorW = Math.round(height * 0.34);
  const doorH = Math.round(height * 0.66);
  const doorY = floorY - doorH;
  const { doorX } = opts;
  const boards = Array.from({ length: 14 }, (_, i) => {
    const x = (width / 14) * i;
    return `<path d="M${x} ${floorY} L${x - 160 + i * 22} ${height}" stroke="#8d6a45" stroke-opacity="0.25" stroke-width="2"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs>
  <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${opts.wall}"/><stop offset="1" stop-color="#d9cdbd"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b68a5e"/><stop offset="1" stop-color="#8f6841"/></linearGradient>
  <linearGradient id="leaf" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a8794a"/><stop offset="0.5" stop-color="#bf905c"/><stop offset="1" stop-color="#9c6e41"/></linearGradient>
  <linearGradient id="beam" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${opts.warm}" stop-opacity="0.9"/><stop offset="1" stop-color="${opts.warm}" stop-opacity="0"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#fff6e6" stop-opacity="0.9"/><stop offset="1" stop-color="#fff6e6" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#wall)"/>
<rect x="${width * 0.06}" y="${height * 0.1}" width="${width * 0.22}" height="${height * 0.45}" fill="url(#glow)"/>
<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#floor)"/>${boards}
<rect y="${floorY - 14}" width="${width}" height="14" fill="#efe6d8"/>
<rect x="${doorX - 16}" y="${doorY - 16}" width="${doorW + 32}" height="${doorH + 16}" fill="#efe6d8"/>
<rect x="${doorX}" y="${doorY}" width="${doorW}" height="${doorH}" fill="#fff3dc"/>
<polygon points="${doorX},${floorY} ${doorX + doorW},${floorY} ${doorX + doorW + doorW * 1.6},${height} ${doorX - doorW * 0.4},${height}" fill="url(#beam)" opacity="0.55"/>
<polygon points="${doorX},${doorY} ${doorX + doorW * 0.42},${doorY + 18} ${doorX + doorW * 0.42},${floorY + 10} ${doorX},${floorY}" fill="url(#leaf)"/>
<rect x="${doorX + doorW * 0.34}" y="${doorY + doorH * 0.5}" width="8" height="40" rx="4" fill="#2f2b27"/>
<g transform="translate(${width * 0.8} ${floorY - height * 0.34})">
  <rect x="-36" y="${height * 0.22}" width="72" height="${height * 0.12}" rx="8" fill="#e9e1d4"/>
  <path d="M0 ${height * 0.22} C-70 ${height * 0.1}, -40 0, -10 -20 M0 ${height * 0.22} C40 ${height * 0.08}, 70 ${height * 0.02}, 50 -10 M0 ${height * 0.22} C0 ${height * 0.1}, 10 0, 0 -40" stroke="#5d6b4f" stroke-width="10" fill="none" stroke-linecap="round"/>
</g>
</svg>`;
}

mkdirSync('src/assets', { recursive: true });
const hero = room(1800, 1200, { doorX: 980, warm: '#ffe3b0', wall: '#ece3d6' });
await sharp(Buffer.from(hero)).jpeg({ quality: 88 }).toFile('src/assets/hero.jpg');
const about = room(1200, 1200, { doorX: 420, warm: '#ffd9a0', wall: '#e4d8c6' });
await sharp(Buffer.from(about)).jpeg({ quality: 88 }).toFile('src/assets/workshop.jpg');
const og = room(1200, 630, { doorX: 700, warm: '#ffe3b0', wall: '#ece3d6' });
await sharp(Buffer.from(og)).png().toFile('public/og-image.png');
console.log('wrote src/assets/hero.jpg, src/assets/workshop.jpg and public/og-image.png');
