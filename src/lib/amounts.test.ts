import { describe, expect, it } from 'vitest';
import { centsOf, decimalOf, formatInCurrency, formatMoneyExact, formatUsd, rateText } from './amounts.ts';

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

describe('formatInCurrency', () => {
  it('writes hryvnias as every price, dollars in whole units as Intl has them', () => {
    expect(formatInCurrency(2_000_600, 'uk', 'UAH')).toBe('20\u00a0006\u00a0грн');
    expect(formatInCurrency(123_450, 'en', 'USD')).toBe('US$1,235');
  });
});
