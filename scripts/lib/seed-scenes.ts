// The demo catalogue's pictures as SVG scenes (scripts/make-seed-images.ts writes them): each door in a room, lit from
// the left, its leaf in its finish — veneer with a grain made by SVG filters (turbulence stretched along the wood and
// bent by a slower one), satin or high-gloss enamel with its sheen, glass with its reflections, powder-coated frames —
// and six furniture pieces, each its own piece. Standalone files shown through <img>, so ids need only be unique within
// a file. Browsers render the filters; nothing is downloaded but the SVG itself (a few KB).

export type Surface = 'veneer' | 'satin' | 'gloss' | 'metal';
export type Style = 'raised' | 'glass' | 'line' | 'plain' | 'loft' | 'reeded' | 'boards' | 'concealed';
export interface Look {
  leaf: string;
  trim: string;
  style: Style;
  surface: Surface;
}

/** `hex` darkened (factor < 1) or lightened (factor > 1) channel by channel. */
export function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = (shift: number) => Math.min(255, Math.max(0, Math.round(((n >> shift) & 255) * factor)));
  return `#${((c(16) << 16) | (c(8) << 8) | c(0)).toString(16).padStart(6, '0')}`;
}

/**
 * A grain filter: fine fibres along the wood (vertical unless `across`), bent by a slow wave, in the wood's dark. Made
 * over the whole picture (user space), so the bend never pulls in the emptiness beyond a small piece's edge.
 */
function grainFilter(
  id: string,
  dark: string,
  { across = false, seed = 4, strength = 0.55, size = 1000 } = {},
): string {
  const fine = across ? '0.012 0.9' : '0.9 0.012';
  const slow = across ? '0.004 0.03' : '0.03 0.004';
  return `<filter id="${id}" filterUnits="userSpaceOnUse" x="-100" y="-100" width="${size}" height="${size}" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${fine}" numOctaves="2" seed="${seed}" result="n"/><feTurbulence type="fractalNoise" baseFrequency="${slow}" numOctaves="2" seed="${seed + 5}" result="m"/><feDisplacementMap in="n" in2="m" scale="60" xChannelSelector="R" yChannelSelector="G" result="d"/><feColorMatrix in="d" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  -1.2 0 0 1.9 0" result="a"/><feFlood flood-color="${dark}" flood-opacity="${strength}"/><feComposite in2="a" operator="in"/><feComposite in2="SourceGraphic" operator="in" result="g"/><feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="g"/></feMerge></filter>`;
}

/** A barely-there speckle for painted plaster, enamel or stone. */
function speckleFilter(id: string, opacity: number, frequency = 0.8): string {
  return `<filter id="${id}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="2" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -${opacity * 2} ${opacity}" result="a"/><feFlood flood-color="#000"/><feComposite in2="a" operator="in"/><feComposite in2="SourceGraphic" operator="in" result="s"/><feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="s"/></feMerge></filter>`;
}

/** A soft shadow: the shape blurred. */
const blurFilter = (id: string, deviation: number) =>
  `<filter id="${id}" x="-0.3" y="-0.3" width="1.6" height="1.6"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

/** Sheen over a surface: a soft diagonal for satin, a sharp vertical streak for high gloss or metal. */
function sheenGradient(id: string, surface: Surface): string {
  if (surface === 'gloss' || surface === 'metal') {
    const peak = surface === 'gloss' ? 0.38 : 0.22;
    return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.04"/><stop offset="0.18" stop-color="#fff" stop-opacity="${peak}"/><stop offset="0.24" stop-color="#fff" stop-opacity="0.05"/><stop offset="0.7" stop-color="#fff" stop-opacity="0"/><stop offset="0.78" stop-color="#fff" stop-opacity="${peak / 2}"/><stop offset="0.82" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>`;
  }
  const top = surface === 'satin' ? 0.16 : 0.1;
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="${top}"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.14"/></linearGradient>`;
}

/** Glass: pale blue-grey, lighter at the top, with two reflections. */
function glass(x: number, y: number, w: number, h: number, frosted = false): string {
  const reflections = `<path d="M${x + w * 0.12} ${y + h * 0.55} L${x + w * 0.62} ${y + h * 0.05}" stroke="#fff" stroke-opacity="0.45" stroke-width="${Math.max(4, w * 0.06)}"/><path d="M${x + w * 0.3} ${y + h * 0.75} L${x + w * 0.9} ${y + h * 0.15}" stroke="#fff" stroke-opacity="0.22" stroke-width="${Math.max(2, w * 0.03)}"/>`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#glass)"${frosted ? ' filter="url(#frost)"' : ''}/>${reflections}`;
}

/** A raised panel: its recess, then the field lit from the top left. */
function panel(x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="#000" fill-opacity="0.1"/><path d="M${x} ${y + h}V${y}H${x + w}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="4"/><path d="M${x + w} ${y}V${y + h}H${x}" fill="none" stroke="#fff" stroke-opacity="0.28" stroke-width="4"/><rect x="${x + 16}" y="${y + 16}" width="${w - 32}" height="${h - 32}" rx="2" fill="#fff" fill-opacity="0.07"/><path d="M${x + 16} ${y + h - 16}V${y + 16}H${x + w - 16}" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="3"/><path d="M${x + w - 16} ${y + 16}V${y + h - 16}H${x + 16}" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="3"/>`;
}

/** What is drawn on the leaf (x, y, w, h) for its style, over its surface. */
function leafDetails(look: Look, x: number, y: number, w: number, h: number): string {
  switch (look.style) {
    case 'raised': {
      const pad = 30;
      const top = h * 0.36;
      return (
        panel(x + pad, y + pad, w - pad * 2, top) +
        panel(x + pad, y + pad + top + 28, w - pad * 2, h - top - pad * 2 - 28)
      );
    }
    case 'glass':
      return `<rect x="${x + 34}" y="${y + 34}" width="${w - 68}" height="${h * 0.56}" fill="${shade(look.leaf, 0.7)}"/>${glass(x + 42, y + 42, w - 84, h * 0.56 - 16, true)}${panel(x + 34, y + h * 0.56 + 62, w - 68, h * 0.44 - 96)}`;
    case 'line':
      return `<rect x="${x + 24}" y="${y + h * 0.18}" width="${w - 48}" height="5" fill="${look.leaf < '#555555' ? '#b8915a' : '#a8a29a'}"/><rect x="${x + 24}" y="${y + h * 0.18 + 5}" width="${w - 48}" height="2" fill="#000" fill-opacity="0.15"/>`;
    case 'loft':
    case 'reeded': {
      const bar = 14;
      const gw = (w - bar * 3) / 2;
      const gh = (h - bar * 5) / 4;
      let s = '';
      for (let r = 0; r < 4; r++) {
        for (let c = 0; c < 2; c++) {
          const gx = x + bar + c * (gw + bar);
          const gy = y + bar + r * (gh + bar);
          s +=
            look.style === 'reeded'
              ? `<rect x="${gx}" y="${gy}" width="${gw}" height="${gh}" fill="url(#reeds)"/><rect x="${gx}" y="${gy}" width="${gw}" height="${gh}" fill="url(#glass)" fill-opacity="0.5"/>`
              : glass(gx, gy, gw, gh);
        }
      }
      return s;
    }
    case 'boards': {
      const bar = 14;
      const boards = Array.from({ length: 5 }, (_, i) => {
        const bw = (w - bar * 2) / 5;
        return `<rect x="${x + bar + bw * i}" y="${y + bar}" width="${bw - 3}" height="${h - bar * 2}" fill="${i % 2 ? '#a57a4b' : '#94693c'}" filter="url(#grain)"/>`;
      }).join('');
      return `${boards}<rect x="${x}" y="${y + h * 0.5 - 10}" width="${w}" height="20" fill="${look.trim}"/>`;
    }
    case 'concealed':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="2.5"/><rect x="${x + 2}" y="${y + 2}" width="${w - 4}" height="${h - 4}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="1.5"/>`;
    default:
      return '';
  }
}

/** A lever handle in brushed metal (brass on dark leaves, satin steel on the rest), or a concealed door's small pull. */
function handle(look: Look, x: number, y: number): string {
  if (look.style === 'concealed') {
    return `<rect x="${x - 6}" y="${y - 4}" width="16" height="8" rx="4" fill="#8d877e"/><rect x="${x - 6}" y="${y - 4}" width="16" height="3" rx="1.5" fill="#fff" fill-opacity="0.4"/>`;
  }
  const metal = look.leaf < '#555555' || look.style === 'loft' || look.style === 'reeded' ? 'brass' : 'steel';
  return `<g filter="url(#soft)" opacity="0.35"><rect x="${x - 44}" y="${y - 2}" width="54" height="14" rx="7" fill="#000"/></g><circle cx="${x}" cy="${y}" r="13" fill="url(#${metal})"/><rect x="${x - 48}" y="${y - 6}" width="56" height="12" rx="6" fill="url(#${metal})"/><circle cx="${x}" cy="${y}" r="13" fill="none" stroke="#000" stroke-opacity="0.2"/><rect x="${x - 2}" y="${y + 34}" width="5" height="12" rx="2" fill="url(#${metal})"/>`;
}

const metals = `<linearGradient id="brass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3d9a4"/><stop offset="0.45" stop-color="#c49a55"/><stop offset="1" stop-color="#7d5a26"/></linearGradient><linearGradient id="steel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f4f2"/><stop offset="0.5" stop-color="#b9b8b4"/><stop offset="1" stop-color="#6f6e6a"/></linearGradient>`;
const glassGradient = `<linearGradient id="glass" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#e7eff1"/><stop offset="0.6" stop-color="#c4d3d8"/><stop offset="1" stop-color="#a9bcc2"/></linearGradient>`;
const reeds = `<pattern id="reeds" width="9" height="10" patternUnits="userSpaceOnUse"><rect width="9" height="10" fill="#c9d6da"/><rect width="3" height="10" fill="#fff" fill-opacity="0.55"/><rect x="6" width="3" height="10" fill="#7e9299" fill-opacity="0.35"/></pattern>`;

/** The room's wall and oak floor behind its doors (`width` × `height` units); the floor line at `floor`. */
function room(wall: string, floor: number, width = 600, height = 800): string {
  return `<rect width="${width}" height="${height}" fill="${wall}"/><rect width="${width}" height="${height}" fill="url(#daylight)"/><rect x="-80" y="${floor}" width="${width + 160}" height="${height + 80 - floor}" fill="#b58d5e" filter="url(#floor)"/><rect y="${floor}" width="${width}" height="${height - floor}" fill="url(#floorlight)"/><rect y="${floor - 18}" width="${width}" height="18" fill="#f7f4ee"/><rect y="${floor - 18}" width="${width}" height="3" fill="#fff"/><rect y="${floor - 1}" width="${width}" height="4" fill="#000" fill-opacity="0.12"/>`;
}

/** The room's filters and light; the floor's grain covers a room `width` wide (and as high). */
const roomDefs = (wall: string, width = 600) =>
  `${grainFilter('floor', '#5b3b1c', { across: true, seed: 11, strength: 0.45, size: Math.max(1000, width + 400) })}<linearGradient id="daylight" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="${shade(wall, 0.5)}" stop-opacity="0.18"/></linearGradient><linearGradient id="floorlight" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#fff" stop-opacity="0.12"/></linearGradient>`;

/**
 * What a door's finish needs (its grain and its enamel speckle), by the ids doorParts names; the grain covers a picture
 * up to `size` units across and down.
 */
const finishDefs = (slug: string, look: Look, size = 1000) =>
  [
    // A light wood shows its grain more softly than a dark one.
    grainFilter('grain', shade(look.leaf, 0.45), {
      seed: slug.length,
      strength: look.leaf > '#c00000' ? 0.32 : 0.55,
      size,
    }),
    speckleFilter('enamel', look.surface === 'gloss' ? 0.02 : 0.04, 0.9),
  ].join('');
/** What every door shares: glass, frost, shadows, metals, reeds. */
const sharedDefs = [speckleFilter('frost', 0.12, 1.2), blurFilter('soft', 6), blurFilter('shadow', 14)].join('');
const fittingDefs = [metals, glassGradient, reeds].join('');

/** The leaf at (x, y, w, h) with its casing, details, sheen and handle, standing on the floor at y + h. */
function doorParts(look: Look, x: number, y: number, w: number, h: number): string {
  const floor = y + h;
  const grain = look.surface === 'veneer' || look.style === 'boards';
  const leafFilter = grain && look.style !== 'boards' ? 'grain' : look.surface === 'metal' ? '' : 'enamel';
  const casing =
    look.style === 'concealed'
      ? ''
      : `<rect x="${x - 40}" y="${y - 34}" width="${w + 80}" height="${h + 34}" fill="#000" opacity="0.28" filter="url(#shadow)"/><rect x="${x - 30}" y="${y - 30}" width="${w + 60}" height="${h + 30}" fill="${look.trim}"${grain ? ' filter="url(#grain)"' : ''}/><path d="M${x - 30} ${floor}V${y - 30}H${x + w + 30}" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="3"/><rect x="${x - 4}" y="${y - 4}" width="${w + 8}" height="${h + 4}" fill="#000" fill-opacity="0.25"/>`;
  return `${casing}
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${look.leaf}"${leafFilter ? ` filter="url(#${leafFilter})"` : ''}/>
${leafDetails(look, x, y, w, h)}
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sheen)"/>
<rect x="${x}" y="${floor - 3}" width="${w}" height="3" fill="#000" fill-opacity="0.3"/>
${handle(look, x + w - 26, y + h * 0.52)}`;
}

/** `svg` with the ids in `ids` (and every reference to them) suffixed by `-{suffix}`: several doors in one picture. */
export function namespaced(svg: string, ids: readonly string[], suffix: string): string {
  return ids.reduce(
    (out, id) =>
      out.replaceAll(`id="${id}"`, `id="${id}-${suffix}"`).replaceAll(`url(#${id})`, `url(#${id}-${suffix})`),
    svg,
  );
}
const finishIds = ['grain', 'enamel', 'sheen'] as const;

/** A door's picture: the door in its casing on a wall, or the part `view` (x, y, w, h of the 600 × 800) close up. */
export function doorScene(slug: string, look: Look, title: string, view?: [number, number, number, number]): string {
  const [x, y, w, h] = [170, 110, 260, 590];
  const wall = look.style === 'concealed' ? look.leaf : '#ece6dc';
  const defs = [roomDefs(wall), finishDefs(slug, look), sharedDefs, sheenGradient('sheen', look.surface), fittingDefs];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${(view ?? [0, 0, 600, 800]).join(' ')}" width="600" height="800" role="img" aria-labelledby="t-${slug}">
<title id="t-${slug}">${title}</title>
<defs>${defs.join('')}</defs>
${room(wall, y + h)}
${doorParts(look, x, y, w, h)}
</svg>
`;
}

/** A door of a collection's picture: its slug (which seeds its grain) and its look. */
export interface SceneDoor {
  slug: string;
  look: Look;
}

/**
 * A collection's album photo (1600 × 1200 units, 4:3 like the page's crops): its doors side by side on one wall of a
 * room, each in its own finish, as a showroom shows a collection; `wall` is the wall's paint.
 */
export function collectionScene(id: string, doors: readonly SceneDoor[], title: string, wall = '#ece6dc'): string {
  const width = 1600;
  const w = 260;
  // Casings 60 wider than their leaves; the doors spread evenly across the wall, at most 260 between casings.
  const gap = Math.min(260, (width - 160 - doors.length * (w + 60)) / Math.max(1, doors.length - 1));
  const row = doors.length * (w + 60) + (doors.length - 1) * gap;
  const left = (width - row) / 2 + 30;
  return roomScene(
    id,
    { width, height: 1200, wall },
    doors.map((door, i) => ({ ...door, x: left + i * (w + 60 + gap) })),
    title,
  );
}

/**
 * A room `width` × `height` units (drawn at half that in pixels, rendered at twice: the size in units) with doors on
 * its back wall, each at its own `x` (the leaf's left edge), 260 × 590 like every door here, standing on the floor 140
 * units above the picture's foot; `glow` puts a window's daylight on the wall at that x.
 */
export function roomScene(
  id: string,
  { width, height, wall, glow }: { width: number; height: number; wall: string; glow?: number },
  doors: readonly (SceneDoor & { x: number })[],
  title: string,
): string {
  const floor = height - 140;
  const [w, h] = [260, 590];
  const defs = doors.map(({ slug, look }, i) =>
    namespaced(finishDefs(slug, look, width + 400) + sheenGradient('sheen', look.surface), finishIds, String(i)),
  );
  const parts = doors.map(({ look, x }, i) => namespaced(doorParts(look, x, floor - h, w, h), finishIds, String(i)));
  const daylight =
    glow === undefined
      ? ''
      : `<radialGradient id="window" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff8ea" stop-opacity="0.85"/><stop offset="1" stop-color="#fff8ea" stop-opacity="0"/></radialGradient>`;
  const windowLight =
    glow === undefined
      ? ''
      : `<ellipse cx="${glow}" cy="${floor * 0.45}" rx="${width * 0.16}" ry="${floor * 0.4}" fill="url(#window)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width / 2}" height="${height / 2}" role="img" aria-labelledby="t-${id}">
<title id="t-${id}">${title}</title>
<defs>${[roomDefs(wall, width), ...defs, sharedDefs, fittingDefs, daylight].join('')}</defs>
${room(wall, floor, width, height)}
${windowLight}
${parts.join('\n')}
</svg>
`;
}

// Furniture (800 × 600 units): each portfolio piece its own drawing in its own room.

/** Books on a shelf from x to x + w, standing on `y`, up to `h` tall: widths, heights and colours varied by `seed`. */
function books(x: number, y: number, w: number, h: number, seed: number): string {
  const colours = ['#7a2e2a', '#2f4a5a', '#c9b48a', '#3d5a40', '#e7dfd0', '#8a6a3a', '#26282b', '#b5653b'];
  let s = '';
  let bx = x + 4;
  let i = seed;
  while (bx < x + w - 14) {
    i = (i * 7 + 3) % 97;
    const bw = 9 + (i % 9);
    if (bx + bw > x + w - 4) break;
    if (i % 11 === 0) {
      bx += 18;
      continue;
    }
    const bh = h * (0.62 + (i % 5) * 0.08);
    const colour = colours[i % colours.length] as string;
    s += `<rect x="${bx}" y="${y - bh}" width="${bw}" height="${bh}" fill="${colour}"/><rect x="${bx}" y="${y - bh + bh * 0.15}" width="${bw}" height="2" fill="#fff" fill-opacity="0.3"/><rect x="${bx + bw - 2}" y="${y - bh}" width="2" height="${bh}" fill="#000" fill-opacity="0.2"/>`;
    bx += bw + 1;
  }
  return s;
}

/** A flat front (a cabinet door or drawer) with its shadow gap and a bar pull. */
function front(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  pull: 'bar' | 'knob' | 'none' | 'grip',
  extra = '',
): string {
  const p =
    pull === 'bar'
      ? h > w
        ? `<rect x="${x + w - 16}" y="${y + h * 0.38}" width="5" height="${Math.min(120, h * 0.24)}" rx="2.5" fill="url(#steel)"/>`
        : `<rect x="${x + w * 0.35}" y="${y + 12}" width="${w * 0.3}" height="5" rx="2.5" fill="url(#steel)"/>`
      : pull === 'knob'
        ? `<circle cx="${x + w - 18}" cy="${y + h * 0.5}" r="5" fill="url(#brass)"/>`
        : pull === 'grip'
          ? `<rect x="${x}" y="${y}" width="${w}" height="7" fill="#000" fill-opacity="0.35"/>`
          : '';
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sheen)"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#000" stroke-opacity="0.28" stroke-width="1.5"/>${p}`;
}

/** A soft shadow cast on the wall by a box. */
const shadowOf = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x + 6}" y="${y + 8}" width="${w}" height="${h}" fill="#000" opacity="0.3" filter="url(#shadow)"/>`;

type Piece = { wall: string; floor: string; draw: () => string };

const pieces: Record<string, Piece> = {
  'walnut-wardrobe': {
    wall: '#e9e3d8',
    floor: '#b58d5e',
    draw: () => {
      const [x, y, w, h] = [190, 60, 420, 420];
      const door = w / 3;
      return `${shadowOf(x, y, w, h + 20)}<rect x="${x - 6}" y="${y - 10}" width="${w + 12}" height="12" fill="#3f2a1c"/>${[
        0, 1, 2,
      ]
        .map((i) => front(x + i * door, y, door, h, '#6b4a33', 'none', ' filter="url(#walnut)"'))
        .join(
          '',
        )}<rect x="${x + door - 8}" y="${y + 150}" width="5" height="130" rx="2.5" fill="url(#brass)"/><rect x="${x + door + 3}" y="${y + 150}" width="5" height="130" rx="2.5" fill="url(#brass)"/><rect x="${x + door * 3 - 22}" y="${y + 150}" width="5" height="130" rx="2.5" fill="url(#brass)"/><rect x="${x}" y="${y + h}" width="${w}" height="20" fill="#2b1d14"/>`;
    },
  },
  'white-kitchen': {
    wall: '#eeeae3',
    floor: '#c9c2b8',
    draw: () => {
      const base = [80, 350, 640, 130] as const;
      const tiles = Array.from({ length: 7 }, (_, r) =>
        Array.from(
          { length: 11 },
          (_, c) =>
            `<rect x="${80 + c * 60 - (r % 2) * 30}" y="${212 + r * 18}" width="58" height="16" rx="1" fill="#fbfaf7" stroke="#d9d3c9" stroke-width="1"/>`,
        ).join(''),
      ).join('');
      const doors = Array.from({ length: 4 }, (_, i) =>
        i === 1
          ? `<rect x="${base[0] + i * 160 + 2}" y="${base[1] + 2}" width="156" height="${base[3] - 4}" fill="#1d1f21"/><rect x="${base[0] + i * 160 + 14}" y="${base[1] + 34}" width="132" height="80" fill="#2b2f33"/><rect x="${base[0] + i * 160 + 14}" y="${base[1] + 34}" width="132" height="80" fill="url(#sheen)"/><rect x="${base[0] + i * 160 + 30}" y="${base[1] + 14}" width="100" height="5" rx="2.5" fill="url(#steel)"/>`
          : front(base[0] + i * 160 + 2, base[1] + 2, 156, base[3] - 4, '#f6f4ef', 'bar', ' filter="url(#enamel)"'),
      ).join('');
      const wallUnits = Array.from({ length: 3 }, (_, i) =>
        front(80 + i * 130 + 2, 60, 126, 140, '#f6f4ef', 'bar', ' filter="url(#enamel)"'),
      ).join('');
      return `<g clip-path="url(#splash)">${tiles}</g>${shadowOf(80, 60, 390, 140)}${wallUnits}<rect x="500" y="150" width="220" height="10" fill="#b0834f" filter="url(#oak)"/><rect x="520" y="112" width="26" height="38" rx="4" fill="#dfe7ea"/><rect x="556" y="118" width="22" height="32" rx="4" fill="#c9b48a"/><path d="M640 150 q12 -40 30 -10 q10 -30 24 6z" fill="#587a4e"/><rect x="634" y="126" width="40" height="24" rx="4" fill="#e7dfd0"/>${shadowOf(...base)}<rect x="${base[0] - 6}" y="${base[1] - 16}" width="${base[2] + 12}" height="16" fill="#e6e3de" filter="url(#stone)"/><rect x="${base[0] - 6}" y="${base[1] - 16}" width="${base[2] + 12}" height="3" fill="#fff"/>${doors}<rect x="${base[0]}" y="${base[1] + base[3]}" width="${base[2]}" height="12" fill="#2a2b2d"/><path d="M620 334 v-40 q0 -18 18 -18 h10 q14 0 14 14 v6" fill="none" stroke="url(#steel)" stroke-width="6" stroke-linecap="round"/><rect x="300" y="330" width="130" height="4" fill="#111"/>`;
    },
  },
  'oak-library': {
    wall: '#e4ddd0',
    floor: '#a47b4f',
    draw: () => {
      const [x, y, w, h] = [90, 30, 620, 450];
      const cols = 4;
      const rows = 4;
      const cw = (w - 16 * (cols + 1)) / cols;
      const rh = (h - 150 - 16 * rows) / rows;
      let s = `${shadowOf(x, y, w, h)}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#b0834f" filter="url(#oak)"/>`;
      for (let c = 0; c < cols; c++) {
        for (let r = 0; r < rows; r++) {
          const bx = x + 16 + c * (cw + 16);
          const by = y + 16 + r * (rh + 16);
          s += `<rect x="${bx}" y="${by}" width="${cw}" height="${rh}" fill="#5c412a"/><rect x="${bx}" y="${by}" width="${cw}" height="${rh}" fill="url(#inside)"/>`;
          s +=
            (c * 3 + r) % 7 === 4
              ? `<rect x="${bx + cw * 0.35}" y="${by + rh - 36}" width="${cw * 0.3}" height="36" rx="6" fill="#e7dfd0"/><path d="M${bx + cw * 0.5} ${by + rh - 36} q-30 -40 -8 -60 q8 20 8 60 q4 -50 28 -52 q-6 30 -28 52z" fill="#587a4e"/>`
              : books(bx, by + rh, cw, rh, c * 5 + r * 3 + 1);
        }
        s += front(x + 16 + c * (cw + 16), y + h - 134, cw, 118, '#b0834f', 'knob', ' filter="url(#oak)"');
      }
      return s;
    },
  },
  'hallway-cabinet': {
    wall: '#dcd6cc',
    floor: '#8f7a64',
    draw: () =>
      `<rect x="300" y="70" width="200" height="250" rx="100" fill="#c49a55"/><rect x="306" y="76" width="188" height="238" rx="94" fill="url(#glass)"/><path d="M340 250 L440 120" stroke="#fff" stroke-opacity="0.4" stroke-width="12"/><rect x="110" y="150" width="150" height="14" fill="#b0834f" filter="url(#oak)"/>${[130, 175, 220].map((hx) => `<circle cx="${hx}" cy="180" r="7" fill="url(#brass)"/>`).join('')}<path d="M165 184 q-22 40 -18 150 h56 q6 -110 -22 -150z" fill="#6f7b6a"/><path d="M165 184 q-8 60 -4 150" stroke="#000" stroke-opacity="0.15" stroke-width="3" fill="none"/>${shadowOf(250, 360, 300, 110)}<rect x="244" y="346" width="312" height="16" fill="#b0834f" filter="url(#oak)"/>${front(250, 362, 150, 110, '#3b3d40', 'grip', ' filter="url(#enamel)"')}${front(400, 362, 150, 110, '#3b3d40', 'grip', ' filter="url(#enamel)"')}<rect x="262" y="472" width="6" height="18" fill="#1f1f21"/><rect x="532" y="472" width="6" height="18" fill="#1f1f21"/><rect x="600" y="430" width="70" height="50" rx="6" fill="#8a6a3a"/><rect x="600" y="430" width="70" height="8" rx="4" fill="#6b4a33"/>`,
  },
  'bathroom-vanity': {
    wall: '#e9e7e2',
    floor: '#bdb6ab',
    draw: () => {
      const tiles = Array.from({ length: 8 }, (_, r) =>
        Array.from(
          { length: 8 },
          (_, c) =>
            `<rect x="${c * 100 + 1}" y="${r * 62 + 1}" width="98" height="60" fill="#efeeea" stroke="#d6d3cc" stroke-width="1.5"/>`,
        ).join(''),
      ).join('');
      return `${tiles}<circle cx="400" cy="170" r="118" fill="#fff" opacity="0.7" filter="url(#shadow)"/><circle cx="400" cy="170" r="104" fill="#2a2b2d"/><circle cx="400" cy="170" r="100" fill="url(#glass)"/><path d="M340 220 L450 100" stroke="#fff" stroke-opacity="0.45" stroke-width="14"/>${shadowOf(230, 330, 340, 100)}<rect x="226" y="318" width="348" height="14" fill="#f4f2ee" filter="url(#stone)"/><ellipse cx="400" cy="312" rx="78" ry="16" fill="#fbfbfa"/><rect x="322" y="296" width="156" height="22" rx="10" fill="#fbfbfa"/><ellipse cx="400" cy="298" rx="66" ry="8" fill="#e2e0dc"/><path d="M470 296 v-42 q0 -10 -10 -10 h-30" fill="none" stroke="#1f1f21" stroke-width="6" stroke-linecap="round"/>${front(232, 332, 168, 96, '#b0834f', 'grip', ' filter="url(#oak)"')}${front(400, 332, 168, 96, '#b0834f', 'grip', ' filter="url(#oak)"')}<rect x="620" y="240" width="60" height="6" fill="url(#steel)"/><rect x="630" y="246" width="40" height="80" fill="#d9c6a5"/>`;
    },
  },
  'tv-wall': {
    wall: '#e6e0d6',
    floor: '#b58d5e',
    draw: () => {
      const slats = Array.from(
        { length: 22 },
        (_, i) =>
          `<rect x="${190 + i * 20}" y="30" width="14" height="360" fill="${i % 2 ? '#a77b48' : '#b0834f'}" filter="url(#oak)"/>`,
      ).join('');
      return `${shadowOf(186, 30, 444, 360)}<rect x="186" y="30" width="444" height="360" fill="#3f2a1c"/>${slats}<rect x="258" y="120" width="300" height="172" rx="4" fill="#111214"/><rect x="264" y="126" width="288" height="160" fill="#1d2024"/><path d="M264 126 L400 126 L300 286 L264 286z" fill="#fff" fill-opacity="0.05"/>${shadowOf(110, 400, 580, 76)}${[0, 1, 2, 3].map((i) => front(110 + i * 145, 400, 145, 76, '#f1ede6', 'grip', ' filter="url(#enamel)"')).join('')}<rect x="104" y="392" width="592" height="10" fill="#b0834f" filter="url(#oak)"/><rect x="130" y="348" width="22" height="44" rx="8" fill="#c9b48a"/><rect x="640" y="360" width="40" height="32" rx="3" fill="#26282b"/><rect x="110" y="476" width="580" height="6" fill="#000" fill-opacity="0.25"/>`;
    },
  },
};

/** A portfolio piece's picture (800 × 600), or the part `view` (x, y, w, h, 4:3) close up. */
export function furnitureScene(
  slug: string,
  title: string,
  id: string,
  view?: [number, number, number, number],
): string {
  const piece = pieces[slug];
  if (!piece) throw new Error(`No furniture drawing for ${slug}`);
  const defs = [
    speckleFilter('enamel', 0.035, 0.9),
    speckleFilter('stone', 0.12, 0.5),
    grainFilter('walnut', '#2a180c', { seed: 5 }),
    grainFilter('oak', '#5b3b1c', { seed: 8, strength: 0.45 }),
    grainFilter('floor', '#4a2f16', { across: true, seed: 11, strength: 0.45 }),
    blurFilter('shadow', 12),
    sheenGradient('sheen', 'satin'),
    metals,
    glassGradient,
    `<linearGradient id="inside" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="daylight" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient>`,
    `<clipPath id="splash"><rect x="80" y="212" width="640" height="124"/></clipPath>`,
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${(view ?? [0, 0, 800, 600]).join(' ')}" width="800" height="600" role="img" aria-labelledby="t-${id}">
<title id="t-${id}">${title}</title>
<defs>${defs}</defs>
<rect width="800" height="600" fill="${piece.wall}"/>
<rect x="-100" y="490" width="1000" height="190" fill="${piece.floor}"${piece.floor === '#b58d5e' || piece.floor === '#a47b4f' ? ' filter="url(#floor)"' : ' filter="url(#stone)"'}/>
<rect y="490" width="800" height="5" fill="#000" fill-opacity="0.15"/>
${piece.draw()}
<rect width="800" height="600" fill="url(#daylight)"/>
</svg>
`;
}

/** Close-ups of a piece for its album: its left part, a detail on the right, its middle. */
export const furnitureViews: [number, number, number, number][] = [
  [60, 40, 480, 360],
  [360, 200, 400, 300],
  [200, 150, 400, 300],
];
