// A small plan of an opening direction, seen from above with the room at the bottom (as the drawing is seen from the
// room): the wall with its doorway, the open leaf on its hinge side and the arc it sweeps, towards the room (inward) or
// away from it (outward). Standard and reverse are drawn as the elevation draws them (rules in DoorDrawing.tsx).
// Decorative: the option's label says the same in words.

const sides: Record<string, { left: boolean; towards: boolean }> = {
  'in-left': { left: true, towards: true },
  'in-right': { left: false, towards: true },
  'out-left': { left: true, towards: false },
  'out-right': { left: false, towards: false },
  standard: { left: true, towards: true },
  reverse: { left: false, towards: false },
};

export function OpeningPictogram({ optionId }: { optionId: string }) {
  if (!Object.hasOwn(sides, optionId)) return null;
  const { left, towards } = sides[optionId] as { left: boolean; towards: boolean };
  const hinge = left ? 12 : 32;
  const latch = left ? 32 : 12;
  const end = towards ? 42 : 2;
  // The arc from the open leaf's edge back to the latch jamb, centred on the hinge.
  const sweep = towards === left ? 1 : 0;
  return (
    <svg
      viewBox="0 0 44 44"
      width="36"
      height="36"
      aria-hidden="true"
      className="shrink-0 text-ink"
      data-opening={optionId}
    >
      <path d="M0 22H12M32 22H44" stroke="currentColor" strokeWidth="4" />
      <path
        d={`M${latch} 22 A20 20 0 0 ${sweep} ${hinge} ${end}`}
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.45"
        strokeDasharray="2 2"
      />
      <path d={`M${hinge} 22V${end}`} stroke="#7a5431" strokeWidth="3" strokeLinecap="round" />
      <circle cx={hinge} cy="22" r="2.2" fill="currentColor" />
    </svg>
  );
}
