import { describe, expect, it } from 'vitest';
import { formatMoney as format } from './money.ts';

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
