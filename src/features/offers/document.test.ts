// A sent version as it leaves the database: the frozen document is read with its schema, and a detail of the drawing
// that today's rules refuse (a finish stored under older ones) never makes the customer's offer unreadable.
import { describe, expect, it } from 'vitest';
import { OfferDocument } from './document.ts';
import { tenLines } from './testing.ts';

const withFinish = (finish: unknown) => {
  const document = structuredClone(tenLines('uk'));
  const [first] = document.lines;
  if (first?.type !== 'door') throw new Error('a door first');
  return { ...document, lines: [{ ...first, look: { ...first.look, finish } }, ...document.lines.slice(1)] };
};
const finishRead = (finish: unknown) => {
  const [first] = OfferDocument.parse(withFinish(finish)).lines;
  return first?.type === 'door' ? first.look.finish : 'not a door';
};

describe('a frozen offer document', () => {
  it('keeps the finish it was sent with: colour, surface and picture', () => {
    const finish = { colour: '#43464a', texture: 'gloss', picture: '/uploads/graphite.webp' };
    expect(finishRead(finish)).toEqual(finish);
    expect(finishRead({ colour: '#b0834f' })).toEqual({ colour: '#b0834f' });
  });

  it('reads a version sent before finishes were kept, with none', () => {
    expect(OfferDocument.parse(tenLines('uk')).lines[0]).toMatchObject({ look: { name: 'Classic Oak' } });
    expect(finishRead(undefined)).toBeUndefined();
  });

  it('reads a finish today’s rules refuse as none (the door in its own tone), the rest of the version whole', () => {
    for (const finish of [
      { colour: 'walnut' },
      { colour: '#43464a', texture: 'brushed' },
      { colour: '#43464a', picture: 'https://elsewhere.example/x.webp' },
      'oak',
    ]) {
      expect(finishRead(finish)).toBeUndefined();
    }
    const read = OfferDocument.parse(withFinish({ colour: 'walnut' }));
    expect(read.lines).toHaveLength(tenLines('uk').lines.length);
    expect(read.totals).toEqual(tenLines('uk').totals);
  });

  it('still refuses a document that is not an offer', () => {
    expect(OfferDocument.safeParse({ ...tenLines('uk'), lines: 'none' }).success).toBe(false);
  });
});
