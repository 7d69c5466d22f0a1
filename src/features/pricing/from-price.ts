// "From" prices (docs/product.md#from-prices): the cheapest configuration of a door type that the rules accept, found
// with the same pricing and rules modules the configurator and the server price with.
import { controlAmount, totalPriceCents, usdToUahCents } from './pricing.ts';
import { normaliseSelection, type ProductRules, type Selections, type SelectionValue } from './rules.ts';
import type { OptionSchema, RateX10000, SellDocument } from './schema.ts';

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
