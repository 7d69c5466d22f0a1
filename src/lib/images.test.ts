import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  imageCdnUrl,
  imageOrPlaceholder,
  resolveImageUrl,
  responsiveImage,
  shareImageUrl,
} from './images.ts';

describe('resolveImageUrl (docs/product.md#images)', () => {
  it.each([
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['HTTP://example.com/a.png', 'http://example.com/a.png'],
    ['/uploads/doors/a.webp', '/uploads/doors/a.webp'],
    ['uploads/doors/a.webp', '/uploads/doors/a.webp'],
    ['  uploads/x.svg ', '/uploads/x.svg'],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['//evil.example/a.png', null],
    ['images/a.png', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['https://', null],
    ['/uploads/../../x', null],
    ['uploads/a/../../.env', null],
    ['/uploads/%2e%2e/%2e%2e/x', null],
    ['/uploads/./a.png', null],
    ['/uploads//a.png', null],
    ['/uploads/.hidden', null],
    ['/uploads/', null],
  ])('%o → %o', (input, expected) => {
    expect(resolveImageUrl(input)).toBe(expected);
  });

  it('falls back to the placeholder', () => {
    expect(imageOrPlaceholder('ftp://x')).toBe('/placeholder.svg');
  });
});

describe('responsiveImage (docs/product.md#images)', () => {
  const sizes = '(min-width: 1024px) 400px, 100vw';

  it('sends an uploaded photo through the Image CDN in every width', () => {
    const image = responsiveImage('uploads/0f8fad5b-d9cb-469f-a165-70867728950e.jpg', sizes, [320, 640, 1280]);
    const cdn = (w: number) => `/.netlify/images?url=%2Fuploads%2F0f8fad5b-d9cb-469f-a165-70867728950e.jpg&w=${w}`;
    expect(image).toEqual({
      src: cdn(640),
      srcset: `${cdn(320)} 320w,${cdn(640)} 640w,${cdn(1280)} 1280w`,
      sizes,
    });
  });

  it('does the same for a seed raster photo, the middle width as the fallback', () => {
    const image = responsiveImage('/uploads/seed/doors/a.webp', sizes, [160, 320, 480]);
    expect(image.src).toBe('/.netlify/images?url=%2Fuploads%2Fseed%2Fdoors%2Fa.webp&w=320');
    expect(image.srcset?.split(',')).toHaveLength(3);
  });

  it.each([
    ['/uploads/seed/doors/classic-oak.svg', '/uploads/seed/doors/classic-oak.svg'],
    ['/uploads/seed/doors/CLASSIC.SVG', '/uploads/seed/doors/CLASSIC.SVG'],
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['', '/placeholder.svg'],
    [null, '/placeholder.svg'],
    ['/uploads/../x.jpg', '/placeholder.svg'],
  ])('keeps %o as %o, with no srcset', (input, src) => {
    expect(responsiveImage(input, sizes, IMAGE_WIDTHS)).toEqual({ src });
  });

  it('builds a cropped Image CDN address', () => {
    expect(imageCdnUrl('/uploads/a.png', { w: 1200, h: 630, fit: 'cover' })).toBe(
      '/.netlify/images?url=%2Fuploads%2Fa.png&w=1200&h=630&fit=cover',
    );
    expect(imageCdnUrl('/uploads/a.png')).toBe('/.netlify/images?url=%2Fuploads%2Fa.png');
  });
});

describe('shareImageUrl', () => {
  const site = new URL('https://doors.example.com');
  it('is an absolute 1200 × 630 cover crop of an uploaded picture', () => {
    expect(shareImageUrl('/uploads/a.jpg', site)).toBe(
      'https://doors.example.com/.netlify/images?url=%2Fuploads%2Fa.jpg&w=1200&h=630&fit=cover',
    );
  });
  it.each(['', null, '/uploads/a.svg', 'https://x.example/a.jpg', 'javascript:alert(1)'])('%o has none', (input) => {
    expect(shareImageUrl(input, site)).toBeNull();
  });
});
