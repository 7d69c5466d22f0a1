// The offer's arithmetic: the worked example, each discount kind, and the invariants on generated offers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountOn, offerTotals } from './offer.ts';
import { Discount, OfferDraft } from './schema.ts';

const uah = (hryvnias: number) => hryvnias * 100;

describe('offerTotals', () => {
  it('three doors, installation × 3 and delivery, 5 % off, 50 % prepayment', () => {
    const totals = offerTotals(
      [
        { unitPriceCents: uah(20_006), quantity: 1, discount: null },
        { unitPriceCents: uah(18_451), quantity: 2, discount: null },
        { unitPriceCents: uah(1_200), quantity: 3, discount: null },
        { unitPriceCents: uah(900), quantity: 1, discount: null },
      ],
      { percent: 5, reason: 'a project of three doors' },
      50,
    );
    // 20,006 + 36,902 + 3,600 + 900 = 61,408; 5 % = 3,070.40 → 3,070; 58,338; half 29,169.
    expect(totals.subtotalCents).toBe(uah(61_408));
    expect(totals.discountCents).toBe(uah(3_070));
    expect(totals.totalCents).toBe(uah(58_338));
    expect(totals.prepaymentCents).toBe(uah(29_169));
    expect(totals.balanceCents).toBe(uah(29_169));
    expect(totals.savedCents).toBe(uah(3_070));
  });

  it('a line discount comes off its line, the offer discount off what is left', () => {
    const totals = offerTotals(
      [
        { unitPriceCents: uah(10_000), quantity: 2, discount: { amountCents: uah(1_500), reason: 'showroom sample' } },
        { unitPriceCents: uah(999), quantity: 1, discount: { percent: 10, reason: '' } },
      ],
      { amountCents: uah(500), reason: 'rounded' },
      30,
    );
    expect(totals.lines).toEqual([
      { grossCents: uah(20_000), discountCents: uah(1_500), netCents: uah(18_500) },
      // 99.90 rounds half up to 100.
      { grossCents: uah(999), discountCents: uah(100), netCents: uah(899) },
    ]);
    expect(totals.subtotalCents).toBe(uah(19_399));
    expect(totals.totalCents).toBe(uah(18_899));
    // 30 % of 18,899 = 5,669.70 → 5,670.
    expect(totals.prepaymentCents).toBe(uah(5_670));
    expect(totals.balanceCents).toBe(uah(13_229));
    expect(totals.savedCents).toBe(uah(2_100));
  });

  it('a discount never exceeds what it is taken from', () => {
    expect(discountOn({ amountCents: uah(5_000), reason: '' }, uah(3_000))).toBe(uah(3_000));
    expect(discountOn({ percent: 100, reason: '' }, uah(3_001))).toBe(uah(3_001));
    expect(discountOn(null, uah(3_000))).toBe(0);
  });

  it('half a hryvnia rounds up; a percent with two decimals is exact', () => {
    // 2.5 % of 1,020 = 25.50 → 26.
    expect(discountOn({ percent: 2.5, reason: '' }, uah(1_020))).toBe(uah(26));
    // 12.34 % of 10,000 = 1,234.
    expect(discountOn({ percent: 12.34, reason: '' }, uah(10_000))).toBe(uah(1_234));
  });

  const discount = fc.option(
    fc.oneof(
      fc.integer({ min: 0, max: 10_000 }).map((bp) => ({ percent: bp / 100, reason: '' })),
      fc.integer({ min: 0, max: 100_000 }).map((h) => ({ amountCents: uah(h), reason: '' })),
    ),
    { nil: null },
  );
  const line = fc.record({
    unitPriceCents: fc.integer({ min: 0, max: 200_000 }).map(uah),
    quantity: fc.integer({ min: 1, max: 50 }),
    discount,
  });

  it('on any offer: whole hryvnias, nothing negative, the parts add up', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        discount,
        fc.integer({ min: 0, max: 100 }),
        (lines, d, p) => {
          const totals = offerTotals(lines, d, p);
          const amounts = [
            totals.subtotalCents,
            totals.discountCents,
            totals.totalCents,
            totals.prepaymentCents,
            totals.balanceCents,
            ...totals.lines.flatMap((l) => [l.grossCents, l.discountCents, l.netCents]),
          ];
          for (const amount of amounts) {
            expect(amount % 100).toBe(0);
            expect(amount).toBeGreaterThanOrEqual(0);
          }
          expect(totals.subtotalCents).toBe(totals.lines.reduce((s, l) => s + l.netCents, 0));
          expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents);
          expect(totals.prepaymentCents + totals.balanceCents).toBe(totals.totalCents);
          const gross = totals.lines.reduce((s, l) => s + l.grossCents, 0);
          expect(totals.totalCents + totals.savedCents).toBe(gross);
        },
      ),
    );
  });
});

describe('the contracts', () => {
  it('a discount is a percent or an amount, not both or neither', () => {
    expect(Discount.safeParse({ percent: 5, reason: '' }).success).toBe(true);
    expect(Discount.safeParse({ amountCents: 50_000, reason: 'x' }).success).toBe(true);
    expect(Discount.safeParse({ percent: 5, amountCents: 100, reason: '' }).success).toBe(false);
    expect(Discount.safeParse({ reason: '' }).success).toBe(false);
    expect(Discount.safeParse({ percent: 5.555, reason: '' }).success).toBe(false);
    expect(Discount.safeParse({ amountCents: 150, reason: '' }).success).toBe(false);
  });

  it('a draft holds doors, services and free lines', () => {
    const parsed = OfferDraft.safeParse({
      lang: 'uk',
      lines: [
        {
          type: 'door',
          productSlug: 'classic-oak',
          selections: { widthMm: 812 },
          room: 'Спальня',
          quantity: 1,
          discount: null,
        },
        {
          type: 'service',
          name: { en: 'Installation', uk: 'Монтаж' },
          unit: { en: 'door', uk: 'двері' },
          unitPriceCents: 120_000,
          quantity: 3,
          discount: null,
        },
        { type: 'free', text: 'Шафа-купе 2400 × 600', unitPriceCents: 4_500_000, quantity: 1, discount: null },
      ],
      discount: { percent: 5, reason: 'project' },
      prepaymentPercent: 50,
      validUntil: '2026-12-11',
      leadTimeWeeks: 6,
      note: null,
    });
    expect(parsed.success).toBe(true);
    expect(OfferDraft.safeParse({ lang: 'uk', lines: [] }).success).toBe(false);
  });
});
