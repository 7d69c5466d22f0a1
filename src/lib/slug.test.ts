import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug.ts';

describe('slugify (docs/product.md#validation)', () => {
  it.each([
    ['Classic Oak', 'classic-oak'],
    ['  Crème Brûlée — Door #2  ', 'creme-brulee-door-2'],
    ['Loft / Reeded__Glass', 'loft-reeded-glass'],
    ['Ærø', 'r'],
    ['---', 'door-1700000000000'],
    ['Дубові двері', 'door-1700000000000'],
  ])('%o → %o', (name, slug) => {
    expect(slugify(name, 1_700_000_000_000)).toBe(slug);
  });

  it('always makes a valid slug', () => {
    for (const name of ['a', 'Ÿ', '12 34', 'x'.repeat(50)]) expect(slugify(name)).toMatch(SLUG_PATTERN);
  });
});
