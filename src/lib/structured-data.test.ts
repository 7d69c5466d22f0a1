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

  it('names exactly the reviews shown, with their average to one decimal; none, no rating at all', () => {
    const review = (rating: number) =>
      ({ author: 'A', body: 'B', lang: 'uk', rating, reviewedOn: '2026-10-01' }) as const;
    const data = doorPage(door, site, undefined, [review(5), review(4), review(4)]);
    expect(data.review).toHaveLength(3);
    expect(data.review?.[1]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'A' },
      datePublished: '2026-10-01',
      reviewBody: 'B',
      inLanguage: 'uk',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    const none = doorPage(door, site);
    expect('review' in none || 'aggregateRating' in none).toBe(false);
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
