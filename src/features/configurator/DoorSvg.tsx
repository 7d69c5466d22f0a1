// A live elevation of the configured door: this door's tone or its finish's picture, panels or glass and the
// finish's sheen (look.ts), proportions, height and width dimensions, the hinge side and the swing (dashed when the
// door opens away from the viewer) when the opening names a side (a standard or reverse box has it agreed at
// measuring), the hinges only where they show (not hidden hinges, a concealed door or an inside-opening block, whose
// hinges are on the far side), the casing, and the hardware seen on the face: the handle chosen (none, a lever on a
// round rose, or the premium lever on a long plate) and the lock under it (a latch's thumb-turn, a mortise lock's
// keyhole; a magnetic lock sits inside the edge and shows nothing). Printed as part of the specification.
import { responsiveImage } from '../../lib/images.ts';
import type { FinishLook } from '../pricing/finishes.ts';
import { requiredHinges, type Selections } from '../pricing/rules.ts';
import type { ConfiguratorLabels } from './labels.ts';
import { type DoorLook, doorLook, type LookSource } from './look.ts';

const VIEW_W = 420;
const VIEW_H = 540;
const BOX_W = 230;
const BOX_H = 420;

/** Is this colour dark (a brass handle, light glazing bars)? */
const isDark = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.299 + ((n >> 8) & 255) * 0.587 + (n & 255) * 0.114 < 110;
};

const SHADE = 'rgba(0,0,0,0.14)';
const LIGHT = 'rgba(255,255,255,0.2)';
const GLASS = '#d5e0e4';

/** A rectangle on the leaf: x, y, width, height, fill. */
type Part = [number, number, number, number, string];

/** Panels, glass, boards or an inlaid line on a leaf at x, y of w × h, as rectangles (the island stays small). */
function parts(look: DoorLook, x: number, y: number, w: number, h: number): Part[] {
  const pad = Math.min(w, h) * 0.14;
  const inner = w - pad * 2;
  switch (look.style) {
    case 'raised': {
      const top = h * 0.34;
      const low = h - pad * 2.8 - top;
      const bottom = y + pad * 1.8 + top;
      // Each panel: a shadowed moulding around a lighter field.
      return [
        [x + pad, y + pad, inner, top, SHADE],
        [x + pad + 6, y + pad + 6, inner - 12, top - 12, LIGHT],
        [x + pad, bottom, inner, low, SHADE],
        [x + pad + 6, bottom + 6, inner - 12, low - 12, LIGHT],
      ];
    }
    case 'glass':
      return [
        [x + pad, y + pad, inner, h * 0.52, GLASS],
        [x + pad, y + pad * 2 + h * 0.52, inner, h * 0.48 - pad * 3, SHADE],
      ];
    case 'loft':
    case 'reeded': {
      // Two columns of four panes between black bars; reeded glass has fine vertical ribs.
      const bar = Math.max(5, w * 0.05);
      const gw = (w - bar * 3) / 2;
      const gh = (h - bar * 5) / 4;
      return Array.from({ length: 8 }, (_, i): Part[] => {
        const gx = x + bar + (i % 2) * (gw + bar);
        const gy = y + bar + Math.floor(i / 2) * (gh + bar);
        const ribs =
          look.style === 'reeded'
            ? Array.from({ length: Math.floor(gw / 6) }, (_, k): Part => [gx + 3 + k * 6, gy, 2, gh, LIGHT])
            : [];
        return [[gx, gy, gw, gh, GLASS], ...ribs];
      }).flat();
    }
    case 'boards':
      return [
        ...Array.from(
          { length: 5 },
          (_, i): Part => [x + 6 + ((w - 12) / 5) * i, y + 6, (w - 12) / 5 - 2, h - 12, i % 2 ? LIGHT : SHADE],
        ),
        [x, y + h * 0.5 - 6, w, 12, look.trim],
      ];
    case 'line':
      return [[x + pad * 0.8, y + h * 0.18, w - pad * 1.6, 3, isDark(look.leaf) ? '#b8915a' : '#9a9a9a']];
    default:
      return [];
  }
}

/** Veneer or an ash leaf: wavy grain lines, as one path. */
const grain = (x: number, y: number, w: number, h: number) =>
  Array.from({ length: 7 }, (_, i) => {
    const gx = x + 10 + ((w - 20) / 6) * i;
    return `M${gx} ${y + 6}C${gx + 6} ${y + h * 0.3},${gx - 6} ${y + h * 0.7},${gx + 3} ${y + h - 6}`;
  }).join('');

/** How much light the finish throws back: the gradient's top and bottom, and from satin up a highlight band. */
const sheens: Record<DoorLook['sheen'], [number, number, number]> = {
  matte: [0.06, 0.06, 0],
  satin: [0.22, 0.08, 0.06],
  gloss: [0.4, 0.1, 0.16],
  mirror: [0.7, 0.15, 0.26],
};

export type DrawingLabels = Pick<ConfiguratorLabels, 'drawing' | 'drawingHeight' | 'drawingWidth' | 'mm'>;

interface Props {
  /** The door as the API gives it: its look comes from its (English) name and description (look.ts). */
  product: LookSource;
  concealed: boolean;
  /** The resolved selections (rules applied, defaults filled in). */
  selections: Selections;
  labels: DrawingLabels;
  /** The sheen gradient's id: unique on a page that draws more than one door. */
  sheenId: string;
  /** The chosen finish's swatch and picture (finishes.ts chosenSwatch), when the door's options have one. */
  swatch?: FinishLook | undefined;
  /**
   * How wide the finish's picture is fetched, px: the configurator's large drawing takes 640; the project's and the
   * offer's small ones (80–144 px wide, the leaf about half of it) 320.
   */
  pictureWidth?: 320 | 640;
}

/** The door's elevation as an SVG element: the configurator's drawing and the project page's, from one source. */
export function DoorSvg({ product, concealed, selections: s, labels, sheenId, swatch, pictureWidth = 640 }: Props) {
  const look = doorLook(product, s, swatch);
  const height = Number(s.heightMm) || 2000;
  const width = Number(s.widthMm) || 800;
  const scale = Math.min(BOX_W / width, BOX_H / height);
  const w = width * scale;
  const h = height * scale;
  const x = (VIEW_W - w) / 2 + 20;
  const y = 40 + (BOX_H - h);
  const floor = y + h;
  const opening = String(s.opening ?? '');
  const side = /-(left|right)$/.exec(opening)?.[1];
  // Without a side the handle goes where most are, on the right.
  const hingesLeft = side !== 'right';
  const opensAway = opening === 'reverse' || opening.startsWith('out');
  const hingeCount = side && !concealed && !s.hiddenHinges && s.doorBlock !== 'inside' ? requiredHinges(height) : 0;
  const casing = concealed ? 0 : s.casingFront === 'telescopic' ? 16 : 11;
  const hingeX = hingesLeft ? x : x + w;
  const latchX = hingesLeft ? x + w : x;
  const hinges = Array.from({ length: hingeCount }, (_, i) => y + h * (0.1 + (0.8 * i) / Math.max(1, hingeCount - 1)));
  const handleY = floor - 1000 * scale;
  // The handle's rose sits a lock's backset (60 mm) in from the latch edge, its lever points to the hinges; the lock's
  // turn or keyhole is 85 mm under it (on a premium handle's long plate, where it is only a keyhole in the plate).
  const handle = s.handle && s.handle !== 'none' ? String(s.handle) : '';
  const premium = handle === 'premium';
  const lock = s.lock === 'latch' || s.lock === 'mortise' ? s.lock : '';
  const roseX = latchX + (hingesLeft ? -60 : 60) * scale;
  const lever = premium ? 32 : 26;
  const lockY = handleY + 85 * scale;
  const dark = isDark(look.leaf);
  const hardware = dark ? '#b8915a' : '#1c1a17';
  const [shine, shade, band] = sheens[look.sheen];

  return (
    <svg viewBox={`0 0 ${VIEW_W} ${VIEW_H}`} role="img" aria-label={labels.drawing} className="h-auto w-full">
      <title>{labels.drawing}</title>
      <defs>
        <linearGradient id={sheenId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity={shine} />
          <stop offset="0.55" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity={shade} />
        </linearGradient>
      </defs>
      <rect x="0" y={floor} width={VIEW_W} height={VIEW_H - floor} fill="#e8dfd2" />
      <line x1="0" x2={VIEW_W} y1={floor} y2={floor} stroke="#b9ad9c" strokeWidth="2" />
      {casing > 0 && (
        <path
          d={`M${x - casing / 2} ${floor} V${y - casing / 2} H${x + w + casing / 2} V${floor}`}
          fill="none"
          stroke={look.trim}
          strokeWidth={casing}
          strokeLinejoin="miter"
          data-testid="casing"
        />
      )}
      {concealed && (
        <rect x={x - 3} y={y - 3} width={w + 6} height={h + 3} fill="none" stroke="#cfc6b9" strokeWidth="1.5" />
      )}
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        fill={look.leaf}
        stroke={dark ? '#000' : '#7a5431'}
        strokeOpacity={dark ? 0.6 : 1}
        strokeWidth="1.5"
        data-testid="door-leaf"
        data-style={look.style}
        data-sheen={look.sheen}
      />
      {/* The finish's own picture (a veneer, a paint sample) covers the leaf over its colour, cropped to it: its grain
          is the real one, drawn none. */}
      {swatch?.picture && (
        <image
          href={responsiveImage(swatch.picture, '', [pictureWidth]).src}
          x={x}
          y={y}
          width={w}
          height={h}
          preserveAspectRatio="xMidYMid slice"
        />
      )}
      {parts(look, x, y, w, h).map(([px, py, pw, ph, fill]) => (
        <rect key={`${px} ${py}`} x={px} y={py} width={pw} height={ph} fill={fill} />
      ))}
      {(look.grain || look.style === 'grain') && !swatch?.picture && (
        <path d={grain(x, y, w, h)} stroke="rgba(60,35,15,0.18)" strokeWidth="1.5" fill="none" />
      )}
      <rect x={x} y={y} width={w} height={h} fill={`url(#${sheenId})`} pointerEvents="none" />
      {band > 0 && (
        <path
          d={`M${x + w * 0.15} ${y + h} L${x + w * 0.55} ${y} H${x + w * 0.72} L${x + w * 0.32} ${y + h} Z`}
          fill="#fff"
          fillOpacity={band}
        />
      )}
      {s.doorBlock === 'complanar' && (
        <rect x={x + 6} y={y + 6} width={w - 12} height={h - 12} fill="none" stroke="#7a5431" strokeOpacity="0.35" />
      )}
      {side && (
        <path
          d={`M${latchX} ${y} L${hingeX} ${y + h / 2} L${latchX} ${floor}`}
          fill="none"
          stroke={dark ? '#f3efe8' : '#1c1a17'}
          strokeOpacity="0.55"
          strokeWidth="1.5"
          strokeDasharray={opensAway ? '6 5' : undefined}
          data-testid="swing"
          data-opens-away={opensAway}
        />
      )}
      {hinges.map((hy) => (
        <rect key={hy} x={hingeX - 3} y={hy - 9} width="6" height="18" rx="1.5" fill={hardware} data-testid="hinge" />
      ))}
      {/* Round caps: a zero-length stroke is the rose or the lock's round, a line is the lever or the long plate. */}
      <g fill="none" strokeLinecap="round">
        {handle && (
          <g stroke={hardware} data-testid="handle" data-kind={handle}>
            <path d={`M${roseX} ${handleY}h${hingesLeft ? -lever : lever}`} strokeWidth="5" />
            <path d={`M${roseX} ${handleY}${premium ? `m0 -8V${lockY + 4}` : 'h0'}`} strokeWidth={premium ? 8 : 10} />
          </g>
        )}
        {lock && (
          <g data-testid="lock" data-kind={lock}>
            {!premium && <path d={`M${roseX} ${lockY}h0`} stroke={hardware} strokeWidth="10" />}
            <path
              d={`M${roseX} ${lockY - (lock === 'latch' ? 4 : 1)}v${lock === 'latch' ? 8 : 5}`}
              stroke={dark ? '#1c1a17' : '#f3efe8'}
              strokeWidth="2.4"
              strokeLinecap="butt"
            />
          </g>
        )}
      </g>
      <g stroke="#7a5431" strokeWidth="1" fill="#7a5431" fontSize="13" fontFamily="ui-sans-serif, system-ui">
        <path
          d={`M${x - 40} ${y}V${floor}M${x - 46} ${y}h12M${x - 46} ${floor}h12M${x} ${floor + 30}H${x + w}M${x} ${floor + 24}v12M${x + w} ${floor + 24}v12`}
        />
        <text
          x={x - 48}
          y={y + h / 2}
          textAnchor="middle"
          transform={`rotate(-90 ${x - 48} ${y + h / 2})`}
          stroke="none"
          data-testid="dimension-height"
        >
          {labels.drawingHeight} {height} {labels.mm}
        </text>
        <text x={x + w / 2} y={floor + 52} textAnchor="middle" stroke="none" data-testid="dimension-width">
          {labels.drawingWidth} {width} {labels.mm}
        </text>
      </g>
    </svg>
  );
}
