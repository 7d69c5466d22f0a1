// What changed from one sent version of an offer to the next (docs/product.md#offers), for the back office's history:
// lines added or removed, a line's quantity, price, options or discount, and the offer's total, discount,
// prepayment, last day, lead time and note. Lines are matched by what they are (a door by its door and room, a
// service by its name, a free line by its words), not by their place. Pure: the server lists it with each version.
import type { DocumentLine, OfferDocument } from './document.ts';

export type VersionChange =
  | { kind: 'added' | 'removed'; line: string }
  | { kind: 'quantity' | 'price' | 'discount'; line: string; from: number; to: number }
  | { kind: 'option'; line: string; option: string; from: string; to: string }
  | { kind: 'total' | 'offerDiscount' | 'prepayment' | 'leadTime'; from: number; to: number }
  | { kind: 'validUntil'; from: string; to: string }
  | { kind: 'note' };

/** How a line is named in the history: a door by its name and room. */
export function lineName(line: DocumentLine): string {
  if (line.type === 'door') return line.room ? `${line.productName} · ${line.room}` : line.productName;
  return line.type === 'service' ? line.name : (line.text.split('\n')[0] ?? '');
}

const keyOf = (line: DocumentLine) =>
  line.type === 'door' ? `door:${line.productSlug}:${line.room ?? ''}` : `${line.type}:${lineName(line)}`;

function lineChanges(before: DocumentLine, after: DocumentLine): VersionChange[] {
  const line = lineName(after);
  const changes: VersionChange[] = [];
  if (before.quantity !== after.quantity) {
    changes.push({ kind: 'quantity', line, from: before.quantity, to: after.quantity });
  }
  if (before.unitPriceCents !== after.unitPriceCents) {
    changes.push({ kind: 'price', line, from: before.unitPriceCents, to: after.unitPriceCents });
  }
  if (before.type === 'door' && after.type === 'door') {
    const was = new Map(before.options.map((o) => [o.controlLabel, o.displayValue]));
    for (const option of after.options) {
      const from = was.get(option.controlLabel);
      if (from !== undefined && from !== option.displayValue) {
        changes.push({ kind: 'option', line, option: option.controlLabel, from, to: option.displayValue });
      }
    }
  }
  if (before.discountCents !== after.discountCents) {
    changes.push({ kind: 'discount', line, from: before.discountCents, to: after.discountCents });
  }
  return changes;
}

export function versionChanges(before: OfferDocument, after: OfferDocument): VersionChange[] {
  const changes: VersionChange[] = [];
  const unmatched = [...before.lines];
  for (const line of after.lines) {
    const i = unmatched.findIndex((old) => keyOf(old) === keyOf(line));
    const old = i >= 0 ? unmatched.splice(i, 1)[0] : undefined;
    if (old) changes.push(...lineChanges(old, line));
    else changes.push({ kind: 'added', line: lineName(line) });
  }
  for (const line of unmatched) changes.push({ kind: 'removed', line: lineName(line) });
  const number = (kind: 'total' | 'offerDiscount' | 'prepayment' | 'leadTime', from: number, to: number) => {
    if (from !== to) changes.push({ kind, from, to });
  };
  number('offerDiscount', before.totals.discountCents, after.totals.discountCents);
  number('total', before.totals.totalCents, after.totals.totalCents);
  number('prepayment', before.prepaymentPercent, after.prepaymentPercent);
  if (before.validUntil !== after.validUntil) {
    changes.push({ kind: 'validUntil', from: before.validUntil, to: after.validUntil });
  }
  number('leadTime', before.leadTimeWeeks, after.leadTimeWeeks);
  if ((before.note ?? '') !== (after.note ?? '')) changes.push({ kind: 'note' });
  return changes;
}
