import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

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
