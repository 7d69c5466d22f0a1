// A small plan of an opening direction, seen from above with the room at the bottom (as the drawing is seen from the
// room): the wall with its doorway, the open leaf on its hinge side and the arc it sweeps, towards the room (inward) or
// away from it (outward). Standard and reverse are drawn as the elevation draws them (DoorDrawing.tsx: standard opens
// towards the viewer on left hinges, reverse away on right ones). Decorative: the option's label says it in words.

const OPENING = /^(?:(in|out)-(left|right)|standard|reverse)$/;

export function OpeningPictogram({ optionId }: { optionId: string }) {
  const match = OPENING.exec(optionId);
  if (!match) return null;
  const left = match[2] ? match[2] === 'left' : optionId === 'standard';
  const towards = match[1] ? match[1] === 'in' : optionId === 'standard';
  const hinge = left ? 12 : 32;
  const end = towards ? 42 : 2;
  return (
    <svg viewBox="0 0 44 44" width="36" height="36" aria-hidden="true" className="shrink-0" data-opening={optionId}>
      <path d="M0 22H12M32 22H44" stroke="currentColor" strokeWidth="4" />
      {/* The arc from the latch jamb to the open leaf's edge, centred on the hinge. */}
      <path
        d={`M${44 - hinge} 22A20 20 0 0 ${towards === left ? 1 : 0} ${hinge} ${end}`}
        fill="none"
        stroke="currentColor"
        strokeOpacity=".45"
        strokeDasharray="2 2"
      />
      <path d={`M${hinge} 22V${end}`} stroke="#7a5431" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
