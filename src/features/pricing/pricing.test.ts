// The money model of docs/product.md#money and #pricing on the seeded documents: a table per strategy and rule, worked
// out by hand at the seeded rate 41.2500, and properties checked against an independent BigInt reference of the
// formulas.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialRateX10000 } from '../seed/catalogue.ts';
import { concealedSchema, interiorSchema } from '../seed/option-schemas.ts';
import { concealedPricing, interiorPricing } from '../seed/pricing-documents.ts';
import { divideHalfUp, type PriceResult, priceSelection, usdToUahCents } from './pricing.ts';
import { resolveSelections } from './resolve.ts';
import { normaliseSelection, type ProductRules } from './rules.ts';
import type { DoorType, OptionSchema, PricingDocument } from './schema.ts';
import { markUp, sellDocument } from './sell.ts';
import { valueWords } from './words.ts';

const rate = initialRateX10000; // 41.2500 UAH per USD
const uah = (hryvnias: number) => hryvnias * 100;

function price(
  category: 'interior' | 'concealed',
  raw: Record<string, unknown>,
  opts: { doorType?: DoorType | null; basePriceCents?: number; lang?: 'en' | 'uk' } = {},
): PriceResult {
  const schema = category === 'interior' ? interiorSchema : concealedSchema;
  const document = category === 'interior' ? interiorPricing : concealedPricing;
  const doorType = opts.doorType ?? (category === 'concealed' ? 'STANDARD' : null);
  const normalised = normaliseSelection(schema, raw, { category, doorType });
  expect(normalised.errors).toEqual({});
  return priceSelection({
    schema,
    sell: sellDocument(document, doorType),
    pricingVersion: 1,
    rateX10000: rate,
    product: { basePriceCents: opts.basePriceCents ?? 0, doorType },
    selections: normalised.selections,
    lang: opts.lang ?? 'en',
    words: valueWords(opts.lang ?? 'en'),
  });
}

const delta = (result: PriceResult, controlId: string) =>
  result.breakdown.find((line) => line.controlId === controlId)?.deltaCents ?? 0;

describe('integer arithmetic', () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [7, 2, 4],
    [4, 2, 2],
    [1, 3, 0],
    [2, 3, 1],
    [0, 7, 0],
  ])('divideHalfUp(%i, %i) = %i (half away from zero)', (a, b, expected) => {
    expect(divideHalfUp(a, b)).toBe(expected);
  });

  it.each([
    [1, 2500, 1], // 1.25 → 1
    [2, 2500, 3], // 2.5 → 3
    [4500, 3000, 5850],
    [6000, 2500, 7500],
    [3333, 3000, 4333], // 4332.9 → 4333
  ])('markUp(%i cents, %i bp) = %i', (cost, bp, expected) => {
    expect(markUp(cost, bp)).toBe(expected);
  });

  it.each([
    [48_500, uah(20_006)], // 485.00 × 41.25 = 20,006.25
    [7_800, uah(3_218)], // 78.00 × 41.25 = 3,217.50 → half up
    [5_000, uah(2_063)], // 50.00 × 41.25 = 2,062.50 → half up
    [1, 0], // 0.4125 UAH
    [2, uah(1)], // 0.825 UAH
  ])('%i USD cents → %i UAH cents, whole hryvnias', (usd, expected) => {
    expect(usdToUahCents(usd, rate)).toBe(expected);
  });
});

describe('interior strategies (markup 30%)', () => {
  it('prices the defaults: base converted without markup, overlay casings on both sides', () => {
    const result = price('interior', {}, { basePriceCents: 48_500 });
    expect(result.basePriceCents).toBe(uah(20_006));
    // overlay 35.00 USD × 1.3 = 45.50 USD × 41.25 = 1,876.875 → 1,877 per side
    expect(result.breakdown.map((l) => [l.controlId, l.deltaCents])).toEqual([
      ['casingFront', uah(1_877)],
      ['casingInner', uah(1_877)],
    ]);
    expect(result.totalPriceCents).toBe(uah(20_006 + 2 * 1_877));
    expect(result.currency).toBe('UAH');
    expect(result.rate).toBe(41.25);
  });

  it.each([
    ['doorBlock', { doorBlock: 'standard' }, 0],
    ['doorBlock', { doorBlock: 'complanar' }, 2_413], // 58.50 × 41.25 = 2,413.125
    ['doorBlock', { doorBlock: 'inside' }, 3_486], // 84.50 × 41.25 = 3,485.625
    ['casingFront', { casingFront: 'telescopic' }, 2_949], // 71.50 × 41.25 = 2,949.375
    ['casingInner', { casingInner: 'telescopic' }, 2_949],
    ['finishCoat', { finishCoat: 'standard' }, 0],
    ['finishCoat', { finishCoat: 'standardPlus' }, 2_145], // 52.00 × 41.25
    ['heightMm', { heightMm: 2070 }, 0], // THRESHOLD_FIXED: not above 2070
    ['heightMm', { heightMm: 2080 }, 3_218], // 78.00 × 41.25 = 3,217.5 → 3,218
    ['widthMm', { widthMm: 900 }, 0],
    ['widthMm', { widthMm: 910 }, 2_413],
    ['depthMm', { depthMm: 100 }, 0], // RATE_PER_10 from 100
    ['depthMm', { depthMm: 110 }, 134], // 1 × 2.50 × 1.3 = 3.25 USD → 134.06
    ['depthMm', { depthMm: 250 }, 2_011], // 15 × 2.50 × 1.3 = 48.75 USD → 2,010.94
  ])('%s %o adds %i UAH', (controlId, raw, hryvnias) => {
    expect(delta(price('interior', raw), controlId)).toBe(uah(hryvnias));
  });

  it('labels the breakdown in the requested language', () => {
    const en = price('interior', { heightMm: 2100, doorBlock: 'inside' }, { lang: 'en' });
    const uk = price('interior', { heightMm: 2100, doorBlock: 'inside' }, { lang: 'uk' });
    expect(en.breakdown.find((l) => l.controlId === 'heightMm')).toMatchObject({
      groupId: 'sizes',
      controlLabel: 'Height',
      selection: 2100,
      displayValue: '2100 mm',
    });
    expect(uk.breakdown.find((l) => l.controlId === 'heightMm')?.displayValue).toBe('2100 мм');
    expect(uk.breakdown.find((l) => l.controlId === 'doorBlock')).toMatchObject({
      controlLabel: 'Дверний блок',
      displayValue: 'З відкриванням всередину',
    });
  });
});

describe('concealed strategies', () => {
  it.each([
    // doorType, selections, control, UAH
    ['STANDARD', { heightMm: 2100 }, 'heightMm', 0],
    ['STANDARD', { heightMm: 2110 }, 'heightMm', 4_125], // 80 × 1.25 = 100 USD
    ['STANDARD', { frame: 'wood', heightMm: 2100 }, 'frame', 1_547], // 37.50 × 41.25 = 1,546.875
    ['STANDARD', { frame: 'wood', heightMm: 2110 }, 'frame', 3_094], // 75.00 × 41.25 = 3,093.75
    ['STANDARD', { frame: 'aluminium', heightMm: 2100 }, 'frame', 2_578],
    ['STANDARD', { frame: 'aluminium', heightMm: 2400 }, 'frame', 4_641],
    ['BUDGET', { frame: 'aluminium', heightMm: 2100 }, 'frame', 2_681], // 50 × 1.3 = 65 USD = 2,681.25
    ['STANDARD', { installType: 'flushPlaster', heightMm: 2100 }, 'installType', 2_063], // 2,062.5 → half up
    ['STANDARD', { installType: 'flushPanels', heightMm: 2200 }, 'installType', 4_125],
    ['STANDARD', { hinges: '3' }, 'hinges', 2_320],
    ['STANDARD', { hinges: '4' }, 'hinges', 3_094],
    ['STANDARD', { hinges: '5' }, 'hinges', 3_867],
    ['STANDARD', { finishType: 'primer' }, 'finishType', 0],
    ['STANDARD', { finishType: 'mirror' }, 'finishType', 7_734], // 187.50 × 41.25 = 7,734.375
    ['STANDARD', { magneticLock: true }, 'magneticLock', 1_805],
    ['STANDARD', { magneticLock: false }, 'magneticLock', 0],
    ['BUDGET', { dropDownThreshold: true }, 'dropDownThreshold', 2_145], // 52 USD
  ] as const)('%s %o: %s adds %i UAH', (doorType, raw, controlId, hryvnias) => {
    expect(delta(price('concealed', raw, { doorType }), controlId)).toBe(uah(hryvnias));
  });

  it('says yes for a hardware switch that is on', () => {
    const line = price('concealed', { magneticStopper: true }).breakdown.find((l) => l.controlId === 'magneticStopper');
    expect(line).toMatchObject({ selection: true, displayValue: 'Yes', controlLabel: expect.any(String) });
  });
});

describe('resolveSelections', () => {
  it('lists every control with its group and labels', () => {
    const { selections } = normaliseSelection(interiorSchema, { doorBlock: 'complanar' }, rulesOf('interior'));
    const resolved = resolveSelections(interiorSchema, selections, 'en', valueWords('en'));
    expect(resolved).toHaveLength(interiorSchema.groups.flatMap((g) => g.controls).length);
    expect(resolved[1]).toEqual({
      groupId: 'doorBlock',
      groupLabel: 'Door block',
      controlId: 'doorBlock',
      controlLabel: 'Door block',
      selection: 'complanar',
      displayValue: 'Complanar (flush with the casing)',
    });
  });
});

function rulesOf(category: 'interior' | 'concealed', doorType: DoorType | null = null): ProductRules {
  return { category, doorType };
}

// ---------------------------------------------------------------------------------------------------------------
// Properties over arbitrary selections of every seeded category and door type.

/** The formulas of docs/decisions/006, written again independently with BigInt and percent markups: every amount of
 * the document is marked up on its own (the sell document), then each line converted. */
function referenceTotal(
  schema: OptionSchema,
  document: PricingDocument,
  doorType: DoorType | null,
  selections: Record<string, unknown>,
  baseUsdCents: number,
): bigint {
  const halfUp = (num: bigint, den: bigint) => (num * 2n + den) / (den * 2n); // non-negative only
  const percent = BigInt((doorType && document.markupPercent.byDoorType?.[doorType]) ?? document.markupPercent.default);
  const sell = (cost: number) => halfUp(BigInt(cost) * (100n + percent), 100n);
  const toUah = (usd: bigint) => halfUp(usd * BigInt(rate), 1_000_000n) * 100n;
  let total = toUah(BigInt(baseUsdCents));
  const known = new Set(schema.groups.flatMap((g) => g.controls.map((c) => c.id)));
  for (const control of document.groups.flatMap((g) => g.controls)) {
    if (!known.has(control.id)) continue;
    const value = selections[control.id];
    let usd = 0n;
    const s = control.price;
    if (s?.type === 'FIXED' && value === true) usd += sell(s.amountCents);
    if (s?.type === 'THRESHOLD_FIXED' && (value as number) > s.threshold) usd += sell(s.amountCents);
    if (s?.type === 'RATE_PER_10' && (value as number) > s.from)
      usd += BigInt(Math.ceil(((value as number) - s.from) / 10)) * sell(s.rateCents);
    const option = control.options?.find((o) => o.id === value)?.price;
    if (option?.type === 'FIXED') usd += sell(option.amountCents);
    if (option?.type === 'TIERED')
      usd += sell(
        (selections[option.controlRefId] as number) > option.threshold
          ? option.aboveAmountCents
          : option.belowAmountCents,
      );
    total += toUah(usd);
  }
  return total;
}

const cases = [
  { category: 'interior' as const, schema: interiorSchema, document: interiorPricing, doorType: null },
  {
    category: 'concealed' as const,
    schema: concealedSchema,
    document: concealedPricing,
    doorType: 'STANDARD' as const,
  },
  { category: 'concealed' as const, schema: concealedSchema, document: concealedPricing, doorType: 'BUDGET' as const },
];

/** Any value a visitor's browser might send for each control, including out-of-range sizes. */
function rawSelection(schema: OptionSchema) {
  const entries = schema.groups
    .flatMap((g) => g.controls)
    .map((control) => {
      const arb =
        control.type === 'choice'
          ? fc.constantFrom(...control.options.map((o) => o.id))
          : control.type === 'boolean'
            ? fc.boolean()
            : fc.integer({ min: control.min - 200, max: control.max + 200 });
      return [control.id, arb] as const;
    });
  return fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<unknown>>, { requiredKeys: [] });
}

describe.each(cases)('properties: $category $doorType', ({ category, schema, document, doorType }) => {
  const rules = rulesOf(category, doorType);
  const run = (raw: Record<string, unknown>, basePriceCents: number) => {
    const normalised = normaliseSelection(schema, raw, rules);
    const result = priceSelection({
      schema,
      sell: sellDocument(document, doorType),
      pricingVersion: 1,
      rateX10000: rate,
      product: { basePriceCents, doorType },
      selections: normalised.selections,
      lang: 'en',
      words: valueWords('en'),
    });
    return { normalised, result };
  };
  const base = fc.integer({ min: 0, max: 5_000_000 });

  it('total = base + Σ breakdown deltas, every line non-zero and in whole hryvnias', () => {
    fc.assert(
      fc.property(rawSelection(schema), base, (raw, baseCents) => {
        const { result } = run(raw, baseCents);
        const sum = result.breakdown.reduce((s, l) => s + l.deltaCents, 0);
        expect(result.adjustmentsCents).toBe(sum);
        expect(result.totalPriceCents).toBe(result.basePriceCents + sum);
        for (const line of result.breakdown) {
          expect(line.deltaCents).not.toBe(0);
          expect(line.deltaCents % 100).toBe(0);
        }
        expect(result.basePriceCents % 100).toBe(0);
      }),
    );
  });

  it('agrees to the hryvnia with the reference formulas', () => {
    fc.assert(
      fc.property(rawSelection(schema), base, (raw, baseCents) => {
        const { normalised, result } = run(raw, baseCents);
        const expected = referenceTotal(schema, document, doorType, normalised.selections, baseCents);
        expect(BigInt(result.totalPriceCents)).toBe(expected);
      }),
    );
  });

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(rawSelection(schema), (raw) => {
        const once = normaliseSelection(schema, raw, rules);
        const twice = normaliseSelection(schema, once.selections, rules);
        expect(twice.selections).toEqual(once.selections);
      }),
    );
  });

  it('raising the height never lowers the price of a valid selection', () => {
    fc.assert(
      fc.property(rawSelection(schema), fc.integer({ min: 0, max: 600 }), (raw, rise) => {
        const low = run(raw, 0);
        if (Object.keys(low.normalised.errors).length) return;
        const higher = run(
          { ...low.normalised.selections, heightMm: Number(low.normalised.selections.heightMm) + rise },
          0,
        );
        // A timber frame above 2300 mm switches to aluminium, which costs more in the seeded documents.
        expect(higher.normalised.errors).toEqual({});
        expect(higher.result.totalPriceCents).toBeGreaterThanOrEqual(low.result.totalPriceCents);
      }),
    );
  });
});
