import { describe, expect, it } from 'vitest';
import { focusAt, movedPhoto, nudged, photoNumber, settingsFor, withoutPhoto, withPhoto } from './door-photos.ts';
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

  it('holds another list to its own limit (a collection’s album)', () => {
    expect(withPhoto(['a', 'b'], 'c', 3)).toEqual(['a', 'b', 'c']);
    expect(withPhoto(['a', 'b', 'c'], 'd', 3)).toBe('full');
    expect(withPhoto(['a', 'b', 'c'], 'a', 3)).toBe('twice');
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

describe("a door's photo settings in the dialog", () => {
  it('sends the settings of the photos the door has now', () => {
    const settings = { '/uploads/a.webp': { finish: 'oak' }, '/uploads/b.webp': { finish: 'ash' } };
    expect(settingsFor(settings, ['/uploads/b.webp', ''])).toEqual({ '/uploads/b.webp': { finish: 'ash' } });
  });

  it.each([
    [
      { x: 250, y: 40 },
      { x: 50, y: 10 },
    ],
    [
      { x: 100, y: 0 },
      { x: 0, y: 0 },
    ],
    [
      { x: 400, y: 480 },
      { x: 100, y: 100 },
    ],
    [
      { x: 90, y: -5 },
      { x: 0, y: 0 },
    ],
  ])('a click at %j on a 300 × 400 box at (100, 0) sets %j', (at, expected) => {
    expect(focusAt({ left: 100, top: 0, width: 300, height: 400 }, at.x, at.y)).toEqual(expected);
  });

  it('moves a focal point by arrow keys, inside 0–100', () => {
    expect(nudged({ x: 50, y: 50 }, 'ArrowLeft')).toEqual({ x: 45, y: 50 });
    expect(nudged({ x: 50, y: 50 }, 'ArrowDown', true)).toEqual({ x: 50, y: 51 });
    expect(nudged({ x: 98, y: 2 }, 'ArrowRight')).toEqual({ x: 100, y: 2 });
    expect(nudged({ x: 98, y: 2 }, 'ArrowUp')).toEqual({ x: 98, y: 0 });
    expect(nudged({ x: 50, y: 50 }, 'Enter')).toBeNull();
  });
});
