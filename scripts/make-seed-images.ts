// Draws the seed images (doors, collections, furniture portfolio) as SVG into public/uploads/seed.
// Run: node scripts/make-seed-images.ts — the output is committed; re-run after changing the catalogue.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { concealedDoors, interiorCollections, portfolioItems, type SeedDoor } from '../src/features/seed/catalogue.ts';

const out = 'public/uploads/seed';

type Style = 'raised' | 'glass' | 'line' | 'plain' | 'grain' | 'loft' | 'reeded' | 'boards' | 'concealed';
interface Look {
  leaf: string;
  trim: string;
  style: Style;
}

const looks: Record<string, Look> = {
  'classic-oak': { leaf: '#b0834f', trim: '#8a6034', style: 'raised' },
  'classic-walnut': { leaf: '#6b4a33', trim: '#4f3523', style: 'raised' },
  'classic-ivory': { leaf: '#ede3cf', trim: '#d6c8ad', style: 'raised' },
  'classic-glass': { leaf: '#a77b48', trim: '#845c31', style: 'glass' },
  'modern-line': { leaf: '#e9e6e1', trim: '#cfcac2', style: 'line' },
  'modern-graphite': { leaf: '#3b3d40', trim: '#2a2b2d', style: 'line' },
  'modern-sand': { leaf: '#d9c6a5', trim: '#bfa983', style: 'plain' },
  'minimal-white': { leaf: '#f6f5f2', trim: '#dedbd4', style: 'plain' },
  'minimal-ash': { leaf: '#d8c3a0', trim: '#bca47c', style: 'grain' },
  'minimal-black': { leaf: '#1f1f21', trim: '#111112', style: 'line' },
  'loft-frame': { leaf: '#222325', trim: '#141415', style: 'loft' },
  'loft-reeded': { leaf: '#222325', trim: '#141415', style: 'reeded' },
  'loft-oak': { leaf: '#9c7143', trim: '#222325', style: 'boards' },
  'concealed-basic': { leaf: '#eeebe6', trim: '#e4e0d9', style: 'concealed' },
  'concealed-premium': { leaf: '#e2ddd5', trim: '#d7d1c7', style: 'concealed' },
  'concealed-universal': { leaf: '#f1efea', trim: '#e8e5df', style: 'concealed' },
};

function leafDetails(look: Look, x: number, y: number, w: number, h: number): string {
  const shade = 'rgba(0,0,0,0.12)';
  const light = 'rgba(255,255,255,0.18)';
  switch (look.style) {
    case 'raised': {
      const pad = 34;
      const pw = w - pad * 2;
      const top = `<rect x="${x + pad}" y="${y + pad}" width="${pw}" height="${h * 0.36}" rx="4" fill="none" stroke="${shade}" stroke-width="10"/><rect x="${x + pad + 14}" y="${y + pad + 14}" width="${pw - 28}" height="${h * 0.36 - 28}" rx="3" fill="${light}"/>`;
      const by = y + pad + h * 0.36 + 30;
      const bh = h - (by - y) - pad;
      const bottom = `<rect x="${x + pad}" y="${by}" width="${pw}" height="${bh}" rx="4" fill="none" stroke="${shade}" stroke-width="10"/><rect x="${x + pad + 14}" y="${by + 14}" width="${pw - 28}" height="${bh - 28}" rx="3" fill="${light}"/>`;
      return top + bottom;
    }
    case 'glass':
      return `<rect x="${x + 40}" y="${y + 40}" width="${w - 80}" height="${h * 0.55}" rx="3" fill="#dfe7ea" stroke="${shade}" stroke-width="8"/><path d="M${x + 60} ${y + 60 + h * 0.3} L${x + w * 0.55} ${y + 60}" stroke="#fff" stroke-opacity="0.6" stroke-width="10"/><rect x="${x + 40}" y="${y + h * 0.55 + 70}" width="${w - 80}" height="${h * 0.45 - 110}" rx="3" fill="${light}" stroke="${shade}" stroke-width="8"/>`;
    case 'line':
      return `<rect x="${x + 28}" y="${y + h * 0.18}" width="${w - 56}" height="6" fill="${look.leaf === '#1f1f21' ? '#b8915a' : '#9a9a9a'}"/>`;
    case 'grain':
      return Array.from({ length: 9 }, (_, i) => {
        const gx = x + 18 + ((w - 36) / 8) * i;
        return `<path d="M${gx} ${y + 10} C${gx + 8} ${y + h * 0.3}, ${gx - 8} ${y + h * 0.7}, ${gx + 4} ${y + h - 10}" stroke="${shade}" stroke-width="2" fill="none"/>`;
      }).join('');
    case 'loft':
    case 'reeded': {
      const cols = 2;
      const rows = 4;
      const gw = (w - 60 - (cols - 1) * 14) / cols;
      const gh = (h - 60 - (rows - 1) * 14) / rows;
      let s = '';
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const gx = x + 30 + c * (gw + 14);
          const gy = y + 30 + r * (gh + 14);
          s += `<rect x="${gx}" y="${gy}" width="${gw}" height="${gh}" fill="#cdd8dc"/>`;
          if (look.style === 'reeded') {
            for (let k = 6; k < gw; k += 9)
              s += `<rect x="${gx + k}" y="${gy}" width="3" height="${gh}" fill="#fff" fill-opacity="0.35"/>`;
          } else {
            s += `<path d="M${gx + 10} ${gy + gh - 10} L${gx + gw - 10} ${gy + 10}" stroke="#fff" stroke-opacity="0.5" stroke-width="6"/>`;
          }
        }
      }
      return s;
    }
    case 'boards':
      return `${Array.from({ length: 5 }, (_, i) => `<rect x="${x + 12 + ((w - 24) / 5) * i}" y="${y + 12}" width="${(w - 24) / 5 - 4}" height="${h - 24}" fill="${i % 2 ? '#a57a4b' : '#94693c'}"/>`).join('')}<rect x="${x}" y="${y + h * 0.5 - 10}" width="${w}" height="20" fill="${look.trim}"/>`;
    case 'concealed':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="rgba(0,0,0,0.16)" stroke-width="2"/>`;
    default:
      return '';
  }
}

/** Part of a door's drawing (x, y, width, height in its 600 × 800 units, 3:4 like the whole): a close-up. */
type View = [number, number, number, number];

/** A seed door's further photos (doorPhotos in the seed): close-ups of the handle side, then of the top of the leaf. */
const closeUps: View[] = [
  [300, 330, 225, 300],
  [120, 60, 300, 400],
];

function door(slug: string, look: Look, title: string, view?: View): string {
  const W = 600;
  const H = 800;
  const wall = look.style === 'concealed' ? look.trim : '#efe9e0';
  const x = 170;
  const y = 110;
  const w = 260;
  const h = 590;
  const casing =
    look.style === 'concealed'
      ? ''
      : `<rect x="${x - 26}" y="${y - 26}" width="${w + 52}" height="${h + 26}" fill="${look.trim}"/>`;
  const handleColor = look.leaf === '#1f1f21' || look.leaf === '#222325' ? '#b8915a' : '#3a3733';
  const handle =
    look.style === 'concealed'
      ? `<rect x="${x + w - 30}" y="${y + h * 0.5 - 3}" width="14" height="6" rx="3" fill="#9b958c"/>`
      : `<rect x="${x + w - 34}" y="${y + h * 0.52 - 4}" width="26" height="8" rx="4" fill="${handleColor}"/><circle cx="${x + w - 24}" cy="${y + h * 0.52}" r="9" fill="${handleColor}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${(view ?? [0, 0, W, H]).join(' ')}" width="${W}" height="${H}" role="img" aria-labelledby="t-${slug}">
<title id="t-${slug}">${title}</title>
<defs><linearGradient id="light-${slug}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="${wall}"/>
<rect y="${y + h}" width="${W}" height="${H - y - h}" fill="#d8cfc2"/>
<rect y="${y + h}" width="${W}" height="8" fill="#cbbfae"/>
${casing}
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${look.leaf}"/>
${leafDetails(look, x, y, w, h)}
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#light-${slug})"/>
${handle}
</svg>
`;
}

function furniture(seed: number, title: string, id: string): string {
  const palettes = [
    ['#6b4a33', '#f2ede6', '#c9b49a'],
    ['#f4f2ee', '#d9d2c7', '#a98a64'],
    ['#b0834f', '#efe9df', '#54493f'],
    ['#3b3d40', '#ece6dc', '#b8915a'],
    ['#d8c3a0', '#f3efe8', '#7c6a55'],
    ['#2f3a36', '#efeae2', '#c4a27a'],
  ];
  const [front, wall, accent] = palettes[seed % palettes.length] as [string, string, string];
  const W = 800;
  const H = 600;
  const units = 3 + (seed % 3);
  const uw = 560 / units;
  let body = '';
  for (let i = 0; i < units; i++) {
    const ux = 120 + i * uw;
    const tall = (seed + i) % 2 === 0;
    const uy = tall ? 110 : 250;
    const uh = 470 - uy;
    body += `<rect x="${ux + 3}" y="${uy}" width="${uw - 6}" height="${uh}" fill="${front}"/>`;
    body += `<rect x="${ux + 3}" y="${uy}" width="${uw - 6}" height="${uh}" fill="none" stroke="rgba(0,0,0,0.15)" stroke-width="2"/>`;
    body += `<rect x="${ux + uw / 2 - 2}" y="${uy + uh * 0.4}" width="4" height="${Math.min(60, uh * 0.2)}" rx="2" fill="${accent}"/>`;
    if (!tall) {
      for (let s = 0; s < 2; s++)
        body += `<rect x="${ux + 12}" y="${120 + s * 55}" width="${uw - 24}" height="8" fill="${accent}" opacity="0.7"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="t-${id}">
<title id="t-${id}">${title}</title>
<rect width="${W}" height="${H}" fill="${wall}"/>
<rect y="470" width="${W}" height="130" fill="#cdbfa9"/>
<rect x="110" y="470" width="580" height="10" fill="rgba(0,0,0,0.12)"/>
${body}
<rect x="${640 - (seed % 3) * 40}" y="${60 + (seed % 2) * 20}" width="90" height="60" rx="4" fill="#fff" opacity="0.5"/>
</svg>
`;
}

function write(kind: string, name: string, svg: string) {
  const dir = join(out, kind);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.svg`), svg);
}

let count = 0;
/** A door's main photo and its further ones (`{slug}-2`, `{slug}-3`, …). */
function writeDoor(d: SeedDoor) {
  const look = looks[d.slug];
  if (!look) throw new Error(`No look for ${d.slug}`);
  write('doors', d.slug, door(d.slug, look, d.name));
  count++;
  for (let i = 0; i < (d.photoCount ?? 0); i++) {
    const view = closeUps[i];
    if (!view) throw new Error(`No close-up ${i + 1} for ${d.slug}`);
    write('doors', `${d.slug}-${i + 2}`, door(`${d.slug}-${i + 2}`, look, `${d.name}, detail ${i + 1}`, view));
    count++;
  }
}
for (const collection of interiorCollections) {
  for (const d of collection.doors) writeDoor(d);
  const first = collection.doors[0];
  if (first)
    write(
      'collections',
      collection.slug,
      door(`c-${collection.slug}`, looks[first.slug] as Look, `${collection.name} collection`),
    );
  count++;
}
for (const d of concealedDoors) writeDoor(d);
portfolioItems.forEach((item, index) => {
  write('portfolio', `${item.slug}-cover`, furniture(index, item.name, `${item.slug}-cover`));
  for (let i = 1; i <= item.albumSize; i++) {
    write('portfolio', `${item.slug}-${i}`, furniture(index + i * 7, `${item.name}, view ${i}`, `${item.slug}-${i}`));
  }
  count += 1 + item.albumSize;
});
console.log(`wrote ${count} images to ${out}`);
