// A small plan of an opening, seen from above with you at the bottom (as the drawing is seen from your side): the
// wall with its doorway. A direction: the open leaf on its hinge side and the arc it sweeps, towards you or away.
// A box (standard or reverse, the hinge side agreed at measuring): the closed leaf flush with your face of the wall
// and an arrow the way it opens, towards you (standard: you pull) or away (reverse: you push). Decorative: the
// option's label says it in words.

const OPENING = /^(?:(in|out)-(left|right)|standard|reverse)$/;

export function OpeningPictogram({ optionId }: { optionId: string }) {
  const match = OPENING.exec(optionId);
  if (!match) return null;
  const [, way, side] = match;
  const left = side === 'left';
  const towards = way ? way === 'in' : optionId === 'standard';
  const hinge = left ? 12 : 32;
  const end = towards ? 42 : 2;
  return (
    <svg viewBox="0 0 44 44" width="36" height="36" aria-hidden="true" className="shrink-0" data-opening={optionId}>
      <path d="M0 22H12M32 22H44" stroke="currentColor" strokeWidth={way ? 4 : 8} />
      {way ? (
        <>
          {/* The arc from the latch jamb to the open leaf's edge, centred on the hinge. */}
          <path
            d={`M${44 - hinge} 22A20 20 0 0 ${towards === left ? 1 : 0} ${hinge} ${end}`}
            fill="none"
            stroke="currentColor"
            strokeOpacity=".45"
            strokeDasharray="2 2"
          />
          <path d={`M${hinge} 22V${end}`} stroke="#7a5431" strokeWidth="3" strokeLinecap="round" />
        </>
      ) : (
        <>
          <path d="M12 24.5H32" stroke="#7a5431" strokeWidth="3" />
          <path
            d={towards ? 'M22 30V41M18 37l4 4 4-4' : 'M22 16V3M18 7l4-4 4 4'}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      )}
    </svg>
  );
}
