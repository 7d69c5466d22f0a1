import { describe, expect, it } from 'vitest';
import { coverStyle, photoStyle, placeholderImage } from './photo-style.ts';

const placeholder = { src: 'data:image/webp;base64,UklGRkoAAABXRUJQ+/8=', width: 12, height: 16 };

describe('photoStyle', () => {
  it('says nothing of a photo without details', () => {
    expect(photoStyle({})).toBeUndefined();
  });

  it('sets only custom properties (the built pages allow no other inline style)', () => {
    const style = photoStyle({ focus: { x: 30, y: 70 }, placeholder }) ?? '';
    // Split where a `;` ends a declaration: the one inside url() is part of the data URL.
    const declarations = style.split(/;(?![^()]*\))/).map((d) => d.slice(0, d.indexOf(':')));
    expect(declarations).toEqual(['--focus', '--blur']);
    expect(style).toBe(`--focus:30% 70%;--blur:url(${placeholder.src})`);
  });

  it('shows the placeholder as the picture it is, in a url() an attribute holds as it is', () => {
    const image = placeholderImage(placeholder) ?? '';
    expect(image).toBe(`url(${placeholder.src})`);
    // Nothing an unquoted url() may not hold, nothing HTML escapes in an attribute.
    expect(image.slice('url('.length, -1)).not.toMatch(/[\s'"()<>&\\]/);
  });

  it('shows no placeholder that is not a base64 picture (a stored row cannot write CSS)', () => {
    for (const src of [
      'data:image/webp;base64,AAAA);background:url(https://evil.example/x',
      'https://example.com/a.webp',
      'data:image/svg+xml,%3Csvg%3E',
      'data:image/webp;base64,AA AA',
    ]) {
      expect(placeholderImage({ ...placeholder, src })).toBeUndefined();
      expect(photoStyle({ placeholder: { ...placeholder, src } })).toBeUndefined();
    }
  });
});

describe('coverStyle', () => {
  const placeholders = new Map([['/uploads/seed/collections/loft.webp', placeholder]]);

  it('finds a cover’s placeholder by its resolved address, as stored with or without the leading slash', () => {
    const style = `--blur:url(${placeholder.src})`;
    expect(coverStyle(placeholders, '/uploads/seed/collections/loft.webp')).toBe(style);
    expect(coverStyle(placeholders, 'uploads/seed/collections/loft.webp')).toBe(style);
  });

  it('crops around its focal point, with or without a placeholder', () => {
    expect(coverStyle(placeholders, '/uploads/seed/collections/loft.webp', { x: 20, y: 80 })).toBe(
      `--focus:20% 80%;--blur:url(${placeholder.src})`,
    );
    expect(coverStyle(placeholders, 'https://example.com/loft.webp', { x: 20, y: 80 })).toBe('--focus:20% 80%');
  });

  it('says nothing of a picture with neither, or of none', () => {
    expect(coverStyle(placeholders, '/uploads/seed/collections/classic.webp')).toBeUndefined();
    expect(coverStyle(placeholders, 'https://example.com/loft.webp', null)).toBeUndefined();
    expect(coverStyle(placeholders, null)).toBeUndefined();
  });
});
