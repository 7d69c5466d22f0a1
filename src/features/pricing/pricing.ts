// The price of a normalised selection, in integers only: USD sell cents (the sell document, sell.ts) → whole hryvnias
// per line, so the lines a visitor sees always add up to the total. The islands and the functions both price from the
// sell document: the browser never sees a cost or a markup.
import type { Lang } from '../../lib/i18n.ts';
import type { Selections, SelectionValue } from './rules.ts';
import type { Control, DoorType, OptionSchema, RateX10000, SellDocument, SellPricing, Strategy } from './schema.ts';

export interface BreakdownLine {
  groupId: string;
  controlId: string;
  controlLabel: string;
  selection: SelectionValue;
  displayValue: string;
  deltaCents: number;
}

export interface PriceResult {
  /** All money in UAH cents, always whole hryvnias. */
  basePriceCents: number;
  adjustmentsCents: number;
  totalPriceCents: number;
  currency: 'UAH';
  /** The rate used, with its 4 decimals (41.25). */
  rate: number;
  pricingVersion: number;
  selections: Selections;
  breakdown: BreakdownLine[];
}

/** The few words a selection reads with, in the page's language (from the dictionaries: see words.ts). */
export interface ValueWords {
  mm: string;
  yes: string;
  no: string;
}

export interface PricingInput {
  schema: OptionSchema;
  /**
   * The door's sell prices: `sellFor(configurator.pricing, doorType)`, or `sellDocument(costs, doorType)` (sell.ts).
   */
  sell: SellDocument;
  pricingVersion: number;
  rateX10000: RateX10000;
  product: { basePriceCents: number; doorType: DoorType | null };
  /** Already normalised (rules.ts): every control present with a valid value. */
  selections: Selections;
  lang: Lang;
  words: ValueWords;
}

/** a / b rounded half away from zero, exact for integers below 2^53. */
export function divideHalfUp(a: number, b: number): number {
  const sign = Math.sign(a) * Math.sign(b);
  const n = Math.abs(a);
  const d = Math.abs(b);
  const q = Math.floor(n / d);
  const r = n - q * d;
  return sign * (2 * r >= d ? q + 1 : q);
}

/** USD cents → UAH cents, rounded half up to a whole hryvnia. */
export function usdToUahCents(usdCents: number, rateX10000: RateX10000): number {
  return divideHalfUp(usdCents * rateX10000, 100 * 10_000) * 100;
}

export const rateFromX10000 = (rateX10000: RateX10000): number => rateX10000 / 10_000;

/** The sell document a door prices with: its door type's, else the default (as `markupBasisPoints` in sell.ts). */
export function sellFor(pricing: SellPricing, doorType: DoorType | null): SellDocument {
  return (doorType && pricing.byDoorType[doorType]) ?? pricing.default;
}

/** The amount in USD cents a strategy gives for a control's value (own strategies) or a chosen option. */
function strategyAmount(strategy: Strategy, value: SelectionValue, selections: Selections): number {
  switch (strategy.type) {
    case 'FIXED':
      return value === false ? 0 : strategy.amountCents;
    case 'THRESHOLD_FIXED':
      return typeof value === 'number' && value > strategy.threshold ? strategy.amountCents : 0;
    case 'RATE_PER_10':
      return typeof value === 'number' && value > strategy.from
        ? Math.ceil((value - strategy.from) / 10) * strategy.rateCents
        : 0;
    case 'TIERED': {
      if (value === false) return 0;
      const ref = selections[strategy.controlRefId];
      const above = typeof ref === 'number' && ref > strategy.threshold;
      return above ? strategy.aboveAmountCents : strategy.belowAmountCents;
    }
  }
}

/** How a selected value reads to a person: the option's label, a size in mm, yes or no. */
export function displayValue(control: Control, value: SelectionValue, lang: Lang, words: ValueWords): string {
  if (control.type === 'choice') {
    return control.options.find((o) => o.id === value)?.label[lang] ?? String(value);
  }
  if (control.type === 'number') return `${value} ${words.mm}`;
  return value === true ? words.yes : words.no;
}

/** The sell price in USD cents of one control as selected. */
export function controlAmount(
  priced: SellDocument['groups'][number]['controls'][number],
  value: SelectionValue,
  selections: Selections,
): number {
  let amount = priced.price ? strategyAmount(priced.price, value, selections) : 0;
  const option = priced.options?.find((o) => o.id === value);
  if (option) amount += strategyAmount(option.price, true, selections);
  return amount;
}

/** Each control's price line in UAH cents, in schema order (a line of 0 included): what priceSelection adds up. */
function* priceLines(input: Pick<PricingInput, 'schema' | 'sell' | 'selections' | 'rateX10000'>) {
  const priced = new Map(input.sell.groups.flatMap((g) => g.controls.map((c) => [c.id, c] as const)));
  for (const group of input.schema.groups) {
    for (const control of group.controls) {
      const rule = priced.get(control.id);
      const value = input.selections[control.id];
      if (!rule || value === undefined) continue;
      const deltaCents = usdToUahCents(controlAmount(rule, value, input.selections), input.rateX10000);
      yield { group, control, value, deltaCents };
    }
  }
}

export function priceSelection(input: PricingInput): PriceResult {
  const { lang, words } = input;
  const breakdown: BreakdownLine[] = [];
  for (const { group, control, value, deltaCents } of priceLines(input)) {
    if (deltaCents === 0) continue;
    breakdown.push({
      groupId: group.id,
      controlId: control.id,
      controlLabel: control.label[lang],
      selection: value,
      displayValue: displayValue(control, value, lang, words),
      deltaCents,
    });
  }

  const basePriceCents = usdToUahCents(input.product.basePriceCents, input.rateX10000);
  const adjustmentsCents = breakdown.reduce((sum, line) => sum + line.deltaCents, 0);
  return {
    basePriceCents,
    adjustmentsCents,
    totalPriceCents: basePriceCents + adjustmentsCents,
    currency: 'UAH',
    rate: rateFromX10000(input.rateX10000),
    pricingVersion: input.pricingVersion,
    selections: input.selections,
    breakdown,
  };
}

/** The UAH total priceSelection gives these (normalised) selections, without the breakdown's words. */
export function totalPriceCents(
  input: Pick<PricingInput, 'schema' | 'sell' | 'product' | 'selections' | 'rateX10000'>,
): number {
  let total = usdToUahCents(input.product.basePriceCents, input.rateX10000);
  for (const line of priceLines(input)) total += line.deltaCents;
  return total;
}

export interface ResolvedSelection {
  groupId: string;
  groupLabel: string;
  controlId: string;
  controlLabel: string;
  selection: SelectionValue;
  displayValue: string;
}
