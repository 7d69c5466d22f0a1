// Sell documents (docs/product.md#money): what the public prices with. Each amount is marked up once, the markup
// is gone, and on the seeded documents every amount marks up exactly, so the totals are those of marking up each line.
import { describe, expect, it } from 'vitest';
import { concealedSchema } from '../seed/option-schemas.ts';
import { concealedPricing, interiorPricing } from '../seed/pricing-documents.ts';
import { priceSelection, sellFor } from './pricing.ts';
import { type DoorType, type PricingDocument, SellDocument } from './schema.ts';
import { markupBasisPoints, sellDocument, sellPricing } from './sell.ts';
import { valueWords } from './words.ts';

const amountsOf = (document: Pick<PricingDocument, 'groups'>) =>
  document.groups
    .flatMap((g) => g.controls)
    .flatMap((c) => [c.price, ...(c.options ?? []).map((o) => o.price)])
    .flatMap((s) =>
      !s
        ? []
        : s.type === 'TIERED'
          ? [s.belowAmountCents, s.aboveAmountCents]
          : [s.type === 'RATE_PER_10' ? s.rateCents : s.amountCents],
    );

const seeded = [
  ['interior', interiorPricing, null],
  ['concealed', concealedPricing, 'STANDARD'],
  ['concealed', concealedPricing, 'BUDGET'],
] as const;

describe('sellDocument', () => {
  it.each(seeded)('%s %s: the same document, every amount marked up, no markup left', (_, costs, doorType) => {
    const sell = sellDocument(costs, doorType);
    expect(Object.keys(sell)).not.toContain('markupPercent');
    expect(SellDocument.parse(sell)).toEqual(sell);
    const bp = markupBasisPoints(costs, doorType);
    expect(amountsOf(sell)).toEqual(amountsOf(costs).map((cost) => (cost * (10_000 + bp)) / 10_000));
  });

  it.each(seeded)('%s %s: every seeded amount marks up to whole cents (totals as before, per line)', (_, c, t) => {
    const bp = markupBasisPoints(c, t);
    expect(amountsOf(c).filter((cost) => (cost * (10_000 + bp)) % 10_000 !== 0)).toEqual([]);
  });

  it('rounds each amount half up to a cent: a rate per 10 mm sells at a whole cent per 10 mm', () => {
    const costs: PricingDocument = {
      ...interiorPricing,
      markupPercent: { default: 30 },
      groups: [
        { id: 'sizes', controls: [{ id: 'depthMm', price: { type: 'RATE_PER_10', from: 100, rateCents: 251 } }] },
      ],
    };
    // 2.51 USD × 1.3 = 3.263 → 3.26 USD per started 10 mm.
    expect(sellDocument(costs, null).groups[0]?.controls[0]?.price).toEqual({
      type: 'RATE_PER_10',
      from: 100,
      rateCents: 326,
    });
  });

  it('is the only way to a sell document: a cost document does not type as one', () => {
    const input = {
      schema: concealedSchema,
      pricingVersion: 1,
      rateX10000: 412_500,
      product: { basePriceCents: 0, doorType: 'STANDARD' as const },
      selections: { magneticLock: true },
      lang: 'en' as const,
      words: valueWords('en'),
    };
    // @ts-expect-error a cost document must go through sellDocument() first
    const atCost = priceSelection({ ...input, sell: concealedPricing });
    const sold = priceSelection({ ...input, sell: sellDocument(concealedPricing, 'STANDARD') });
    expect(sold.totalPriceCents).toBeGreaterThan(atCost.totalPriceCents);
  });
});

describe('sellPricing and sellFor', () => {
  it('publishes a document per door type the markup names, and the default', () => {
    const pricing = sellPricing(concealedPricing, 3);
    expect(pricing.version).toBe(3);
    expect(Object.keys(pricing.byDoorType).sort()).toEqual(['BUDGET', 'STANDARD']);
    expect(Object.keys(sellPricing(interiorPricing, 1).byDoorType)).toEqual([]);
  });

  it.each([
    [concealedPricing, 'STANDARD'],
    [concealedPricing, 'BUDGET'],
    [concealedPricing, null],
    [interiorPricing, null],
    [interiorPricing, 'BUDGET'],
  ] as const)('chooses the document the markup would for %#', (costs, doorType: DoorType | null) => {
    expect(sellFor(sellPricing(costs, 1), doorType)).toEqual(sellDocument(costs, doorType));
  });
});
