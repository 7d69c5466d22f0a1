// An offer's arithmetic (docs/product.md#offers), the one place it is done: each line's amount and discount, the
// offer's discount, total, prepayment and balance, in whole hryvnias as the configurator rounds (half up). Pure:
// the back office shows these totals before sending, and the server freezes the same numbers into the sent version.
import { divideHalfUp } from '../pricing/pricing.ts';
import type { Discount } from './schema.ts';

/** A line as the arithmetic needs it: its unit price (a door's from the engine), how many, and its discount. */
export interface PricedLineInput {
  unitPriceCents: number;
  quantity: number;
  discount: Discount | null;
}

export interface LineTotals {
  /** Unit price × quantity. */
  grossCents: number;
  discountCents: number;
  /** What the line adds to the offer: gross − discount. */
  netCents: number;
}

export interface OfferTotals {
  lines: LineTotals[];
  /** The lines' net amounts added up. */
  subtotalCents: number;
  /** The whole offer's discount, taken from the subtotal. */
  discountCents: number;
  /** Every discount, the lines' and the offer's: what the customer saves. */
  savedCents: number;
  totalCents: number;
  prepaymentCents: number;
  balanceCents: number;
}

/** Kopecks rounded half up to a whole hryvnia. */
const toHryvnia = (cents: number): number => divideHalfUp(cents, 100) * 100;

/** A discount's amount on `of` kopecks: a percent of it rounded to a hryvnia, or the amount; never more than `of`. */
export function discountOn(discount: Discount | null, of: number): number {
  if (!discount) return 0;
  const amount =
    discount.percent !== undefined
      ? toHryvnia(divideHalfUp(of * Math.round(discount.percent * 100), 10_000))
      : (discount.amountCents ?? 0);
  return Math.min(of, amount);
}

/** The whole offer's numbers; every amount is whole hryvnias when the unit prices are. */
export function offerTotals(
  lines: readonly PricedLineInput[],
  discount: Discount | null,
  prepaymentPercent: number,
): OfferTotals {
  const lineTotals = lines.map((line): LineTotals => {
    const grossCents = line.unitPriceCents * line.quantity;
    const discountCents = discountOn(line.discount, grossCents);
    return { grossCents, discountCents, netCents: grossCents - discountCents };
  });
  const subtotalCents = lineTotals.reduce((sum, line) => sum + line.netCents, 0);
  const discountCents = discountOn(discount, subtotalCents);
  const totalCents = subtotalCents - discountCents;
  const prepaymentCents = toHryvnia(divideHalfUp(totalCents * prepaymentPercent, 100));
  return {
    lines: lineTotals,
    subtotalCents,
    discountCents,
    savedCents: discountCents + lineTotals.reduce((sum, line) => sum + line.discountCents, 0),
    totalCents,
    prepaymentCents,
    balanceCents: totalCents - prepaymentCents,
  };
}
