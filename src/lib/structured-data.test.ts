// A door page's Product JSON-LD names every photo the page shows, as absolute URLs, the main one first.
import { describe, expect, it } from 'vitest';
import { doorList, doorPage, type ListedDoor } from './structured-data.ts';

const site = new URL('https://doors.example.com');
const door: ListedDoor = {
  name: 'Classic Oak',
  description: null,
  image: '/uploads/seed/doors/classic-oak.svg',
  path: '/interior-doors/classic/classic-oak/',
  fromPriceCents: 1_234_500,
};

describe('doorPage', () => {
  it('lists every photo as an absolute URL, in order', () => {
    const images = [door.image, '/uploads/seed/doors/classic-oak-2.svg', 'https://cdn.example.com/x.jpg'];
    expect(doorPage(door, site, images)).toMatchObject({
      '@type': 'Product',
      image: [
        'https://doors.example.com/uploads/seed/doors/classic-oak.svg',
        'https://doors.example.com/uploads/seed/doors/classic-oak-2.svg',
        'https://cdn.example.com/x.jpg',
      ],
      url: 'https://doors.example.com/interior-doors/classic/classic-oak/',
      offers: { lowPrice: 12_345 },
    });
  });

  it('lists the main photo alone when the door has no others', () => {
    expect(doorPage(door, site).image).toEqual(['https://doors.example.com/uploads/seed/doors/classic-oak.svg']);
  });

  it('keeps one image per door in a listing', () => {
    expect(doorList([door], site).itemListElement[0]?.item.image).toBe(
      'https://doors.example.com/uploads/seed/doors/classic-oak.svg',
    );
  });
});
