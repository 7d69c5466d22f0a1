// What the back office lists between two sent versions: lines matched by what they are, not their place.
import { describe, expect, it } from 'vitest';
import { versionChanges } from './changes.ts';
import type { OfferDocument } from './document.ts';
import { tenLines } from './testing.ts';

const v1 = tenLines('uk');
const doorAt = (document: OfferDocument, i: number) => {
  const line = document.lines[i];
  if (line?.type !== 'door') throw new Error('not a door');
  return line;
};

describe('versionChanges', () => {
  it('says nothing changed when nothing did', () => {
    expect(versionChanges(v1, structuredClone(v1))).toEqual([]);
  });

  it('names a door’s new quantity and option, a removed and an added line, and the new terms', () => {
    const v2 = structuredClone(v1);
    const first = doorAt(v2, 0);
    first.quantity = 2;
    first.options = first.options.map((o) => (o.controlLabel === 'Ширина' ? { ...o, displayValue: '850 мм' } : o));
    // The services move: a removed one, an added one, and the rest in another order.
    v2.lines = [...v2.lines.filter((l) => !(l.type === 'service' && l.name === 'Доставка')).reverse()];
    v2.lines.push({ ...(v1.lines[6] as OfferDocument['lines'][number]), type: 'service', name: 'Демонтаж' } as never);
    v2.totals = { ...v2.totals, totalCents: v1.totals.totalCents + 100_000 };
    v2.prepaymentPercent = 30;
    v2.note = 'Інша примітка';
    expect(versionChanges(v1, v2)).toEqual([
      { kind: 'quantity', line: '«Класика» дуб · Спальня', from: 1, to: 2 },
      { kind: 'option', line: '«Класика» дуб · Спальня', option: 'Ширина', from: '810 мм', to: '850 мм' },
      { kind: 'added', line: 'Демонтаж' },
      { kind: 'removed', line: 'Доставка' },
      { kind: 'total', from: v1.totals.totalCents, to: v1.totals.totalCents + 100_000 },
      { kind: 'prepayment', from: 50, to: 30 },
      { kind: 'note' },
    ]);
  });
});
