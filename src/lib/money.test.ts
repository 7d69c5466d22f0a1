import { describe, expect, it } from 'vitest';
import { centsOf, decimalOf, formatMoney as format, formatUsd, rateText } from './money.ts';

/** Intl uses (narrow) no-break spaces; compare with plain ones. */
const formatMoney = (...args: Parameters<typeof format>) => format(...args).replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('shows whole hryvnias in the page language', () => {
    expect(formatMoney(2_000_600, 'en')).toBe('UAH 20,006');
    expect(formatMoney(2_000_600, 'uk')).toBe('20 006 ₴');
  });

  it('rounds to a whole unit', () => {
    expect(formatMoney(149, 'en')).toBe('UAH 1');
    expect(formatMoney(150, 'en')).toBe('UAH 2');
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
