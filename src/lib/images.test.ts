import { describe, expect, it } from 'vitest';
import { imageOrPlaceholder, resolveImageUrl } from './images.ts';

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
