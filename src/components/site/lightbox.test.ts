// @vitest-environment jsdom
// A zoom link as the lightbox's slide (docs/product.md#door-pages): an Image CDN photo at its largest width in the
// shape its placeholder says; a photo without one as 3:4 (or its own shape once the page has loaded it); what shows
// until the large one arrives.
import { describe, expect, it } from 'vitest';
import { slide } from './lightbox.ts';

function link(attributes: Record<string, string>, image?: { naturalWidth: number; naturalHeight: number }) {
  const a = document.createElement('a');
  a.href = attributes.href ?? '/';
  for (const [name, value] of Object.entries(attributes)) if (name !== 'href') a.setAttribute(name, value);
  const img = document.createElement('img');
  img.alt = 'Classic Oak, photo 2 of 3';
  if (image) {
    Object.defineProperties(img, {
      naturalWidth: { value: image.naturalWidth },
      naturalHeight: { value: image.naturalHeight },
      currentSrc: { value: 'https://shop.example/shown.webp' },
    });
  }
  a.append(img);
  return a;
}

describe('slide', () => {
  it('lays an Image CDN photo out at its largest width in its placeholder’s shape, the placeholder shown first', () => {
    const data = slide(
      link({
        href: '/.netlify/images?url=%2Fuploads%2Fa.webp&w=1600',
        'data-width': '1600',
        'data-ratio': '0.7500',
        'data-srcset': '/.netlify/images?url=%2Fuploads%2Fa.webp&w=320 320w',
        'data-placeholder': 'data:image/webp;base64,AAAA',
      }),
    );
    expect(data).toMatchObject({
      width: 1600,
      height: 2133,
      alt: 'Classic Oak, photo 2 of 3',
      msrc: 'data:image/webp;base64,AAAA',
      srcset: '/.netlify/images?url=%2Fuploads%2Fa.webp&w=320 320w',
    });
    expect(data.src).toMatch(/\/\.netlify\/images\?url=%2Fuploads%2Fa\.webp&w=1600$/);
  });

  it('takes a photo without a placeholder as 3:4, and one from elsewhere at its own size once loaded', () => {
    expect(slide(link({ 'data-width': '1600' }))).toMatchObject({ width: 1600, height: 2133 });
    expect(slide(link({ 'data-width': '1600' })).msrc).toBeUndefined();
    const remote = slide(link({ href: 'https://cdn.example/door.jpg' }, { naturalWidth: 900, naturalHeight: 600 }));
    expect(remote).toMatchObject({ width: 900, height: 600, msrc: 'https://shop.example/shown.webp' });
    expect(slide(link({ href: 'https://cdn.example/door.jpg' }))).toMatchObject({ width: 1200, height: 1600 });
  });

  it('names a photo by its link’s data-alt where it has one (an album’s hidden link has no image)', () => {
    const hidden = document.createElement('a');
    hidden.href = '/uploads/album.webp';
    hidden.dataset.alt = 'Photo 2 of 4';
    expect(slide(hidden)).toMatchObject({ alt: 'Photo 2 of 4', width: 1200, height: 1600 });
    expect(slide(link({ 'data-alt': 'Photo 1 of 4' })).alt).toBe('Photo 1 of 4');
  });
});
