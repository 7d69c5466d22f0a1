// The price of a normalised selection, in integers only: USD sell cents (the sell document, sell.ts) → whole hryvnias
// per line, so the lines a visitor sees always add up to the total. The islands and the functions both price from the
// sell document: the browser never sees a cost or a markup.
import type { Lang } from '../../lib/i18n.ts';
import { normaliseSelection, type ProductRules, type Selections, type SelectionValue } from './rules.ts';
import type { Control, DoorType, OptionSchema, SellDocument, SellPricing, Strategy } from './schema.ts';

/** The USD→UAH rate as an integer of 1/10,000 (41.2500 → 412500). */
export type RateX10000 = number;

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
function controlAmount(
  priced: SellDocument['groups'][number]['controls'][number],
  value: SelectionValue,
  selections: Selections,
): number {
  let amount = priced.price ? strategyAmount(priced.price, value, selections) : 0;
  const option = priced.options?.find((o) => o.id === value);
  if (option) amount += strategyAmount(option.price, true, selections);
  return amount;
}

/**
 * The same door and selection in USD cents, not converted (the pricing editor's preview): base price plus each
 * control's sell price, the sum priceSelection converts line by line.
 */
export function usdTotalCents(input: Pick<PricingInput, 'schema' | 'sell' | 'product' | 'selections'>): number {
  const priced = new Map(input.sell.groups.flatMap((g) => g.controls.map((c) => [c.id, c] as const)));
  let total = input.product.basePriceCents;
  for (const control of input.schema.groups.flatMap((g) => g.controls)) {
    const rule = priced.get(control.id);
    const value = input.selections[control.id];
    if (rule && value !== undefined) total += controlAmount(rule, value, input.selections);
  }
  return total;
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

export interface CheapestInput {
  schema: OptionSchema;
  /** The door type's sell document: `sellFor(configurator.pricing, doorType)`. */
  sell: SellDocument;
  rateX10000: RateX10000;
  /** Which rules limit the choices (rules.ts): the door's category and door type. */
  rules: ProductRules;
}

/** The cheapest options of a door type: what they add to the base price (UAH cents) and the selections. */
export interface CheapestOptions {
  optionsCents: number;
  selections: Selections;
}

/** Every value a size may take, the default first (so a tie keeps the usual size): min, min + step, … max. */
function sizeValues(
  limit: { min: number; max: number; step: number },
  preferred: SelectionValue | undefined,
): number[] {
  const values: number[] = [];
  for (let v = limit.min; v <= limit.max; v += limit.step) values.push(v);
  return typeof preferred === 'number' && values.includes(preferred)
    ? [preferred, ...values.filter((v) => v !== preferred)]
    : values;
}

/** Cross product of the listed sizes' values (one empty assignment when there are none). */
function assignments(sizes: { id: string; values: number[] }[]): Record<string, number>[] {
  return sizes.reduce<Record<string, number>[]>(
    (all, size) => all.flatMap((partial) => size.values.map((v) => ({ ...partial, [size.id]: v }))),
    [{}],
  );
}

/**
 * The cheapest configuration the rules accept, for any door of one type (docs/product.md#from-prices): the base price
 * is added to every configuration alike, so it does not change which one is cheapest. Exact without trying every
 * combination: a control's price depends only on its own value and on the sizes a tiered price refers to, and the
 * rules read sizes. So for every value of those "context" sizes (the ones the document refers to, and the ones that
 * change what the rules rule out or force), each other control takes its cheapest allowed value on its own, the
 * default first on a tie; the cheapest of these is the minimum (cheapest.test.ts proves it against trying them all).
 * Each candidate must be a state the server prices as it is (normalised to itself, no errors).
 */
export function cheapestOptions(input: CheapestInput): CheapestOptions {
  const { schema, sell, rateX10000, rules } = input;
  const controls = schema.groups.flatMap((g) => g.controls);
  const priced = new Map(sell.groups.flatMap((g) => g.controls.map((c) => [c.id, c] as const)));
  const defaults = normaliseSelection(schema, {}, rules);

  const sizes = controls.flatMap((c) =>
    c.type === 'number'
      ? [{ id: c.id, values: sizeValues(defaults.limits[c.id] ?? c, defaults.selections[c.id]) }]
      : [],
  );
  const referenced = new Set<string>();
  for (const rule of priced.values()) {
    for (const strategy of [rule.price, ...(rule.options ?? []).map((o) => o.price)]) {
      if (strategy?.type === 'TIERED') referenced.add(strategy.controlRefId);
    }
  }
  // What the rules make of one size: the options they rule out and the choices they force.
  const ruling = (n: ReturnType<typeof normaliseSelection>) =>
    JSON.stringify([n.disabled, controls.filter((c) => c.type !== 'number').map((c) => n.selections[c.id])]);
  const atDefaults = ruling(defaults);
  const context = sizes.filter(
    (size) =>
      referenced.has(size.id) ||
      size.values.some((v) => ruling(normaliseSelection(schema, { [size.id]: v }, rules)) !== atDefaults),
  );
  const contextIds = new Set(context.map((size) => size.id));
  const lineCents = (controlId: string, value: SelectionValue, selections: Selections) => {
    const rule = priced.get(controlId);
    return rule ? usdToUahCents(controlAmount(rule, value, selections), rateX10000) : 0;
  };
  const noBase = { basePriceCents: 0, doorType: rules.doorType };

  let best: CheapestOptions | undefined;
  for (const assignment of assignments(context)) {
    const ruled = normaliseSelection(schema, assignment, rules);
    const selections: Selections = { ...ruled.selections };
    for (const control of controls) {
      if (contextIds.has(control.id)) continue;
      const preferred = ruled.selections[control.id];
      const candidates: SelectionValue[] =
        control.type === 'number'
          ? (sizes.find((s) => s.id === control.id)?.values ?? [])
          : control.type === 'boolean'
            ? [false, true]
            : control.options
                .map((o) => o.id)
                .filter((id) => !ruled.disabled[control.id]?.[id])
                .sort((x, y) => Number(y === preferred) - Number(x === preferred));
      let cheapest: { value: SelectionValue; cents: number } | undefined;
      for (const value of candidates) {
        const cents = lineCents(control.id, value, selections);
        if (!cheapest || cents < cheapest.cents) cheapest = { value, cents };
      }
      if (cheapest) selections[control.id] = cheapest.value;
    }
    const checked = normaliseSelection(schema, selections, rules);
    const valid =
      Object.keys(checked.errors).length === 0 && controls.every((c) => checked.selections[c.id] === selections[c.id]);
    if (!valid) continue;
    const optionsCents = totalPriceCents({ schema, sell, product: noBase, selections, rateX10000 });
    if (!best || optionsCents < best.optionsCents) best = { optionsCents, selections };
  }
  // Unreachable while the rules accept their own defaults; the defaults' price is then still a real one.
  return (
    best ?? {
      optionsCents: totalPriceCents({ schema, sell, product: noBase, selections: defaults.selections, rateX10000 }),
      selections: defaults.selections,
    }
  );
}

/**
 * A door's "from" price: the total priceSelection gives its cheapest configuration (`options` from cheapestOptions
 * for its door type, computed once for every door of that type).
 */
export function fromPriceCents(basePriceCents: number, options: CheapestOptions, rateX10000: RateX10000): number {
  return usdToUahCents(basePriceCents, rateX10000) + options.optionsCents;
}

export interface ResolvedSelection {
  groupId: string;
  groupLabel: string;
  controlId: string;
  controlLabel: string;
  selection: SelectionValue;
  displayValue: string;
}

/** Every control as selected, with its labels: the frozen record a quote keeps. */
export function resolveSelections(
  schema: OptionSchema,
  selections: Selections,
  lang: Lang,
  words: ValueWords,
): ResolvedSelection[] {
  return schema.groups.flatMap((group) =>
    group.controls
      .filter((control) => selections[control.id] !== undefined)
      .map((control) => {
        const value = selections[control.id] as SelectionValue;
        return {
          groupId: group.id,
          groupLabel: group.label[lang],
          controlId: control.id,
          controlLabel: control.label[lang],
          selection: value,
          displayValue: displayValue(control, value, lang, words),
        };
      }),
  );
}
