import { describe, expect, it } from 'vitest';
import { coverStyle, photoStyle, placeholderImage } from './photo-style.ts';

const placeholder = { src: 'data:image/webp;base64,UklGRkoAAABXRUJQ+/8=', width: 12, height: 16 };

describe('photoStyle', () => {
  it('says nothing of a photo without details', () => {
    expect(photoStyle({})).toBeUndefined();
  });

  it('sets only custom properties (the built pages allow no other inline style)', () => {
    const style = photoStyle({ focus: { x: 30, y: 70 }, placeholder }) ?? '';
    // Split at every `;`, as the built pages' HTML check reads a style attribute.
    const declarations = style.split(';').map((d) => d.slice(0, d.indexOf(':')));
    expect(declarations).toEqual(['--focus', '--blur']);
    expect(style).toBe(`--focus:30% 70%;--blur:${placeholderImage(placeholder)}`);
  });

  it('shows the placeholder as the picture it is, percent-encoded, in a url() an attribute holds as it is', () => {
    const image = placeholderImage(placeholder) ?? '';
    expect(image).toMatch(/^url\(data:image\/webp,[^;]+\)$/);
    // Nothing an unquoted url() may not hold, nothing HTML escapes in an attribute, no `;`.
    expect(image.slice('url('.length, -1)).not.toMatch(/[\s'"()<>&;\\]/);
    // The same bytes as the stored base64.
    const body = image.slice('url(data:image/webp,'.length, -1);
    expect(
      Buffer.from(
        body.replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ),
    ).toEqual(Buffer.from(placeholder.src.split(',')[1] ?? '', 'base64'));
  });

  it('shows no placeholder that is not a base64 picture (a stored row cannot write CSS)', () => {
    for (const src of [
      'data:image/webp;base64,AAAA);background:url(https://evil.example/x',
      'https://example.com/a.webp',
      'data:image/svg+xml,%3Csvg%3E',
      'data:image/webp;base64,AA AA',
      'data:image/webp;base64,A',
    ]) {
      expect(placeholderImage({ ...placeholder, src })).toBeUndefined();
      expect(photoStyle({ placeholder: { ...placeholder, src } })).toBeUndefined();
    }
  });
});

describe('coverStyle', () => {
  const placeholders = new Map([['/uploads/seed/collections/loft.webp', placeholder]]);

  it('finds a cover’s placeholder by its resolved address, as stored with or without the leading slash', () => {
    const style = `--blur:${placeholderImage(placeholder)}`;
    expect(coverStyle(placeholders, '/uploads/seed/collections/loft.webp')).toBe(style);
    expect(coverStyle(placeholders, 'uploads/seed/collections/loft.webp')).toBe(style);
  });

  it('crops around its focal point, with or without a placeholder', () => {
    expect(coverStyle(placeholders, '/uploads/seed/collections/loft.webp', { x: 20, y: 80 })).toBe(
      `--focus:20% 80%;--blur:${placeholderImage(placeholder)}`,
    );
    expect(coverStyle(placeholders, 'https://example.com/loft.webp', { x: 20, y: 80 })).toBe('--focus:20% 80%');
  });

  it('says nothing of a picture with neither, or of none', () => {
    expect(coverStyle(placeholders, '/uploads/seed/collections/classic.webp')).toBeUndefined();
    expect(coverStyle(placeholders, 'https://example.com/loft.webp', null)).toBeUndefined();
    expect(coverStyle(placeholders, null)).toBeUndefined();
  });
});
