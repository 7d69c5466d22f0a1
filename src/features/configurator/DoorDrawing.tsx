// A live elevation of the configured door: proportions, height and width dimensions, the hinge side and count, the
// swing (dashed when the door opens away from the viewer) and the casing. Printed as part of the specification.
import { useStore } from '@nanostores/react';
import { requiredHinges } from '../pricing/rules.ts';
import type { ConfiguratorLabels } from './labels.ts';
import { $load, $normalised } from './store.ts';

const VIEW_W = 420;
const VIEW_H = 540;
const BOX_W = 230;
const BOX_H = 420;

export function DoorDrawing({ labels }: { labels: ConfiguratorLabels }) {
  const normalised = useStore($normalised);
  const load = useStore($load);
  if (!normalised || load.status !== 'ready')
    return <div className="aspect-[7/9] animate-pulse rounded-3xl bg-white/60" />;
  const s = normalised.selections;
  const concealed = load.configurator.category.slug === 'concealed';
  const height = Number(s.heightMm) || 2000;
  const width = Number(s.widthMm) || 800;
  const scale = Math.min(BOX_W / width, BOX_H / height);
  const w = width * scale;
  const h = height * scale;
  const x = (VIEW_W - w) / 2 + 20;
  const y = 40 + (BOX_H - h);
  const floor = y + h;
  const opening = String(s.opening ?? '');
  const hingesLeft = !(opening === 'reverse' || opening.endsWith('right'));
  const opensAway = opening === 'reverse' || opening.startsWith('out');
  const hingeCount = concealed ? Number(s.hinges) || requiredHinges(height) : requiredHinges(height);
  const casing = concealed ? 0 : s.casingFront === 'telescopic' ? 16 : 11;
  const hingeX = hingesLeft ? x : x + w;
  const latchX = hingesLeft ? x + w : x;
  const hinges = Array.from({ length: hingeCount }, (_, i) => y + h * (0.1 + (0.8 * i) / Math.max(1, hingeCount - 1)));
  const handleY = floor - 1000 * scale;

  return (
    <figure className="rounded-3xl bg-white/70 p-4 ring-1 ring-ink/5" data-testid="door-drawing">
      <svg viewBox={`0 0 ${VIEW_W} ${VIEW_H}`} role="img" aria-label={labels.drawing} className="h-auto w-full">
        <title>{labels.drawing}</title>
        <rect x="0" y={floor} width={VIEW_W} height={VIEW_H - floor} fill="#e8dfd2" />
        <line x1="0" x2={VIEW_W} y1={floor} y2={floor} stroke="#b9ad9c" strokeWidth="2" />
        {casing > 0 && (
          <path
            d={`M${x - casing} ${floor} V${y - casing} H${x + w + casing} V${floor}`}
            fill="none"
            stroke="#cdbfae"
            strokeWidth={casing}
            strokeLinejoin="miter"
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
          fill={concealed ? '#f3f0eb' : '#c79a66'}
          stroke="#7a5431"
          strokeWidth="1.5"
        />
        {s.doorBlock === 'complanar' && (
          <rect x={x + 6} y={y + 6} width={w - 12} height={h - 12} fill="none" stroke="#7a5431" strokeOpacity="0.35" />
        )}
        <path
          d={`M${latchX} ${y} L${hingeX} ${y + h / 2} L${latchX} ${floor}`}
          fill="none"
          stroke="#1c1a17"
          strokeOpacity="0.55"
          strokeWidth="1.5"
          strokeDasharray={opensAway ? '6 5' : undefined}
          data-testid="swing"
          data-opens-away={opensAway}
        />
        {hinges.map((hy) => (
          <rect key={hy} x={hingeX - 3} y={hy - 9} width="6" height="18" rx="1.5" fill="#1c1a17" data-testid="hinge" />
        ))}
        <rect x={hingesLeft ? latchX - 16 : latchX + 6} y={handleY - 3} width="10" height="6" rx="3" fill="#1c1a17" />
        <g stroke="#7a5431" strokeWidth="1" fill="#7a5431" fontSize="13" fontFamily="ui-sans-serif, system-ui">
          <line x1={x - 40} x2={x - 40} y1={y} y2={floor} />
          <line x1={x - 46} x2={x - 34} y1={y} y2={y} />
          <line x1={x - 46} x2={x - 34} y1={floor} y2={floor} />
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
          <line x1={x} x2={x + w} y1={floor + 30} y2={floor + 30} />
          <line x1={x} x2={x} y1={floor + 24} y2={floor + 36} />
          <line x1={x + w} x2={x + w} y1={floor + 24} y2={floor + 36} />
          <text x={x + w / 2} y={floor + 52} textAnchor="middle" stroke="none" data-testid="dimension-width">
            {labels.drawingWidth} {width} {labels.mm}
          </text>
        </g>
      </svg>
    </figure>
  );
}
