import { describe, expect, it } from 'vitest';
import { centsOf, decimalOf, formatMoney, formatMoneyExact, formatUsd, rateText } from './money.ts';

describe('formatMoney', () => {
  // One format on every page, island, printout and message (docs/product.md#money): pinned character by character,
  // no-break spaces included, so no runtime's ICU can change it.
  it.each([
    [2_000_600, 'uk', '20\u00a0006\u00a0грн'],
    [2_000_600, 'en', 'UAH\u00a020,006'],
    [3_439_300, 'uk', '34\u00a0393\u00a0грн'],
    [123_456_789_00, 'uk', '123\u00a0456\u00a0789\u00a0грн'],
    [123_456_789_00, 'en', 'UAH\u00a0123,456,789'],
    [99_900, 'uk', '999\u00a0грн'],
    [0, 'en', 'UAH\u00a00'],
    [-154_700, 'uk', '−1\u00a0547\u00a0грн'],
  ] as const)('%i cents in %s → %j', (cents, lang, text) => {
    expect(formatMoney(cents, lang)).toBe(text);
  });

  it('rounds to a whole hryvnia, half up', () => {
    expect(formatMoney(149, 'en')).toBe('UAH\u00a01');
    expect(formatMoney(150, 'en')).toBe('UAH\u00a02');
  });
});

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [123_450, '$1,234.50'],
    [-250, '-$2.50'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
});

describe('decimalOf and centsOf', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [123_450, '1234.50'],
  ])('%i cents ↔ %s', (cents, text) => {
    expect(decimalOf(cents)).toBe(text);
    expect(centsOf(Number(text))).toBe(cents);
  });

  it('rounds a third decimal to the nearest cent', () => {
    expect(centsOf(12.345)).toBe(1235);
    expect(centsOf(0.1 + 0.2)).toBe(30);
  });
});

describe('rateText', () => {
  it('shows four decimals', () => {
    expect(rateText(41.5)).toBe('41.5000');
  });
});

describe('formatMoneyExact', () => {
  it('keeps the kopiyky, as an invoice states an amount', () => {
    expect(formatMoneyExact(4_000_050, 'uk')).toBe('40\u00a0000,50\u00a0грн');
    expect(formatMoneyExact(4_000_050, 'en')).toBe('UAH\u00a040,000.50');
    expect(formatMoneyExact(5, 'uk')).toBe('0,05\u00a0грн');
    expect(formatMoneyExact(-123_456, 'en')).toBe('−UAH\u00a01,234.56');
  });
});
