import { describe, expect, it } from 'vitest';
import { movedPhoto, photoNumber, withoutPhoto, withPhoto } from './door-photos.ts';
import { MAX_DOOR_PHOTOS } from './limits.ts';

describe('withPhoto', () => {
  it.each([
    [[], '/uploads/a.webp', ['/uploads/a.webp']],
    [['/uploads/a.webp'], '/uploads/b.webp', ['/uploads/a.webp', '/uploads/b.webp']],
    [['/uploads/a.webp'], '/uploads/a.webp', 'twice'],
  ] as const)('adds to %j the photo %s → %j', (photos, url, expected) => {
    expect(withPhoto(photos, url)).toEqual(expected);
  });

  it(`refuses a ${MAX_DOOR_PHOTOS + 1}th photo and keeps the list`, () => {
    const full = Array.from({ length: MAX_DOOR_PHOTOS }, (_, i) => `/uploads/${i}.webp`);
    expect(withPhoto(full.slice(1), '/uploads/new.webp')).toHaveLength(MAX_DOOR_PHOTOS);
    expect(withPhoto(full, '/uploads/new.webp')).toBe('full');
    expect(full).toHaveLength(MAX_DOOR_PHOTOS);
  });
});

describe('withoutPhoto and movedPhoto', () => {
  const photos = ['a', 'b', 'c'];
  it.each([
    [0, ['b', 'c']],
    [1, ['a', 'c']],
    [2, ['a', 'b']],
    [5, ['a', 'b', 'c']],
  ] as const)('removes photo %i', (index, expected) => {
    expect(withoutPhoto(photos, index)).toEqual(expected);
  });

  it.each([
    [1, -1, ['b', 'a', 'c']],
    [1, 1, ['a', 'c', 'b']],
    [0, -1, null],
    [2, 1, null],
  ] as const)('moves photo %i by %i', (index, by, expected) => {
    expect(movedPhoto(photos, index, by)).toEqual(expected);
    expect(photos).toEqual(['a', 'b', 'c']);
  });

  it('numbers the further photos after the main one', () => {
    expect([0, 1, 10].map(photoNumber)).toEqual([2, 3, 12]);
  });
});
