// Costs to sell prices: the pricing document marked up once per door type (docs/product.md#money). Server and back
// office only: the public gets the result (the schema endpoint's sell documents), never a cost or a markup.
import { divideHalfUp } from './pricing.ts';
import type { DoorType, OptionStrategy, PricingDocument, SellDocument, SellPricing, Strategy } from './schema.ts';

/** The markup in basis points for a door (25% → 2500), so fractional percents stay exact. */
export function markupBasisPoints(document: PricingDocument, doorType: DoorType | null): number {
  const percent = (doorType && document.markupPercent.byDoorType?.[doorType]) ?? document.markupPercent.default;
  return Math.round(percent * 100);
}

/** USD cost cents with the markup applied, rounded half up to a cent. */
export function markUp(costCents: number, basisPoints: number): number {
  return divideHalfUp(costCents * (10_000 + basisPoints), 10_000);
}

/** A strategy with every amount it holds marked up (an option's stays an option's). */
function markUpStrategy(strategy: OptionStrategy, basisPoints: number): OptionStrategy;
function markUpStrategy(strategy: Strategy, basisPoints: number): Strategy;
function markUpStrategy(strategy: Strategy, basisPoints: number): Strategy {
  switch (strategy.type) {
    case 'FIXED':
    case 'THRESHOLD_FIXED':
      return { ...strategy, amountCents: markUp(strategy.amountCents, basisPoints) };
    case 'RATE_PER_10':
      return { ...strategy, rateCents: markUp(strategy.rateCents, basisPoints) };
    case 'TIERED':
      return {
        ...strategy,
        belowAmountCents: markUp(strategy.belowAmountCents, basisPoints),
        aboveAmountCents: markUp(strategy.aboveAmountCents, basisPoints),
      };
  }
}

/**
 * The document as a door of this type sells: every amount marked up once (rounded half up to a cent), the markup
 * dropped. Its amounts are what the server prices with and all the public ever sees.
 */
export function sellDocument(costs: PricingDocument, doorType: DoorType | null): SellDocument {
  const bp = markupBasisPoints(costs, doorType);
  const groups = costs.groups.map((group) => ({
    id: group.id,
    controls: group.controls.map((control) => ({
      id: control.id,
      ...(control.price && { price: markUpStrategy(control.price, bp) }),
      ...(control.options && {
        options: control.options.map((option) => ({ id: option.id, price: markUpStrategy(option.price, bp) })),
      }),
    })),
  }));
  return { currency: costs.currency, rounding: costs.rounding, groups } as SellDocument;
}

/** A category's sell documents: one for each door type its markup names, and the default one. */
export function sellPricing(costs: PricingDocument, version: number): SellPricing {
  const doorTypes = Object.keys(costs.markupPercent.byDoorType ?? {}) as DoorType[];
  return {
    version,
    default: sellDocument(costs, null),
    byDoorType: Object.fromEntries(doorTypes.map((doorType) => [doorType, sellDocument(costs, doorType)])),
  };
}
