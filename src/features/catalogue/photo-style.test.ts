import { describe, expect, it } from 'vitest';
import { blurredImage, coverStyle, photoStyle } from './photo-style.ts';

const placeholder = { src: 'data:image/webp;base64,UklGRkoAAABXRUJQ+/=', width: 12, height: 16 };

describe('photoStyle', () => {
  it('says nothing of a photo without details', () => {
    expect(photoStyle({})).toBeUndefined();
  });

  it('sets only custom properties (the built pages allow no other inline style)', () => {
    const style = photoStyle({ focus: { x: 30, y: 70 }, placeholder }) ?? '';
    const declarations = style.split(';').map((d) => d.slice(0, d.indexOf(':')));
    expect(declarations).toEqual(['--focus', '--blur']);
    expect(style.startsWith('--focus:30% 70%;--blur:url(data:image/svg+xml,')).toBe(true);
  });

  it('draws the placeholder in an SVG of its own shape, in a url() an attribute holds as it is', () => {
    const image = blurredImage(placeholder);
    const inside = image.slice('url('.length, -1);
    // Nothing an unquoted url() may not hold, nothing HTML escapes in an attribute, no `;` to end the declaration.
    expect(inside).not.toMatch(/[\s'"()<>&;\\]/);
    const svg = decodeURIComponent(inside.slice('data:image/svg+xml,'.length));
    expect(svg).toContain("viewBox='0 0 120 160'");
    expect(svg).toContain(`href='${placeholder.src}'`);
  });
});

describe('coverStyle', () => {
  const placeholders = new Map([['/uploads/seed/collections/loft.webp', placeholder]]);

  it('finds a cover’s placeholder by its resolved address, as stored with or without the leading slash', () => {
    const style = `--blur:${blurredImage(placeholder)}`;
    expect(coverStyle(placeholders, '/uploads/seed/collections/loft.webp')).toBe(style);
    expect(coverStyle(placeholders, 'uploads/seed/collections/loft.webp')).toBe(style);
  });

  it('crops around its focal point, with or without a placeholder', () => {
    expect(coverStyle(placeholders, '/uploads/seed/collections/loft.webp', { x: 20, y: 80 })).toBe(
      `--focus:20% 80%;--blur:${blurredImage(placeholder)}`,
    );
    expect(coverStyle(placeholders, 'https://example.com/loft.webp', { x: 20, y: 80 })).toBe('--focus:20% 80%');
  });

  it('says nothing of a picture with neither, or of none', () => {
    expect(coverStyle(placeholders, '/uploads/seed/collections/classic.webp')).toBeUndefined();
    expect(coverStyle(placeholders, 'https://example.com/loft.webp', null)).toBeUndefined();
    expect(coverStyle(placeholders, null)).toBeUndefined();
  });
});
