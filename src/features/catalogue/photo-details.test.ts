import { describe, expect, it } from 'vitest';
import { galleryPhotos, photoDetailsOf, storedSettings } from './photo-details.ts';

describe("a door's photo details", () => {
  const blur = { src: 'data:image/webp;base64,AAAA', width: 12, height: 16 };

  it('stores only settings that say something, and only what they say', () => {
    expect(
      storedSettings({
        '/uploads/a.webp': { finish: 'oak', focus: null },
        '/uploads/b.webp': { finish: null, focus: { x: 10, y: 90 } },
        '/uploads/c.webp': { finish: null },
        '/uploads/d.webp': {},
      }),
    ).toEqual({ '/uploads/a.webp': { finish: 'oak' }, '/uploads/b.webp': { focus: { x: 10, y: 90 } } });
  });

  it("reads the details of the door's photos only, with the placeholders of its uploads", () => {
    const stored = { 'uploads/a.webp': { finish: 'oak' }, '/uploads/gone.webp': { finish: 'ash' } };
    const placeholders = new Map([
      ['/uploads/a.webp', blur],
      ['/uploads/b.webp', blur],
    ]);
    expect(
      photoDetailsOf(stored, ['uploads/a.webp', null, '/uploads/b.webp', '/uploads/c.webp'], placeholders),
    ).toEqual({
      'uploads/a.webp': { finish: 'oak', placeholder: blur },
      '/uploads/b.webp': { placeholder: blur },
    });
  });

  it('lists the gallery main photo first, the further ones that resolve after it, each with its details', () => {
    const door = {
      imageUrl: '/uploads/main.webp',
      photoUrls: ['/uploads/two.webp', 'javascript:alert(1)', 'https://cdn.example.com/three.jpg'],
      photoDetails: { '/uploads/two.webp': { finish: 'smoked-oak', focus: { x: 30, y: 70 } } },
    };
    expect(galleryPhotos(door)).toEqual([
      { src: '/uploads/main.webp' },
      { src: '/uploads/two.webp', finish: 'smoked-oak', focus: { x: 30, y: 70 } },
      { src: 'https://cdn.example.com/three.jpg' },
    ]);
    expect(galleryPhotos({ imageUrl: null, photoUrls: [], photoDetails: {} })).toEqual([{ src: '/placeholder.svg' }]);
  });
});
