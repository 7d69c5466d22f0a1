import { describe, expect, it } from 'vitest';
import { moved } from './reorder.ts';

describe('moved', () => {
  const items = ['a', 'b', 'c', 'd'];
  it.each([
    [0, 1, ['b', 'a', 'c', 'd']],
    [1, -1, ['b', 'a', 'c', 'd']],
    [2, 1, ['a', 'b', 'd', 'c']],
    [3, -1, ['a', 'b', 'd', 'c']],
  ] as const)('moves item %i by %i', (index, by, expected) => {
    expect(moved(items, index, by)).toEqual(expected);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });

  it('answers null at either end and for an index outside the list', () => {
    expect(moved(items, 0, -1)).toBeNull();
    expect(moved(items, 3, 1)).toBeNull();
    expect(moved(items, 7, -1)).toBeNull();
    expect(moved([], 0, 1)).toBeNull();
  });
});
