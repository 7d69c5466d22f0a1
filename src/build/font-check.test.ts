import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBuiltFonts, fontFaces, LATIN, UKRAINIAN, unicodeRanges } from './font-check.ts';
import { codePoints, fontMetrics } from './woff2.ts';

const files = 'node_modules/@fontsource-variable/inter/files';
const cyrillic = `${files}/inter-cyrillic-wght-normal.woff2`;
const latin = `${files}/inter-latin-wght-normal.woff2`;
const greek = `${files}/inter-greek-wght-normal.woff2`;

describe('woff2', () => {
  it('reads the cmap: the Cyrillic subset draws Ukrainian, the Latin one Latin, neither the other', () => {
    const cyr = codePoints(readFileSync(cyrillic));
    const lat = codePoints(readFileSync(latin));
    expect(UKRAINIAN.filter((p) => !cyr.has(p))).toEqual([]);
    expect(LATIN.filter((p) => !lat.has(p))).toEqual([]);
    expect(lat.has(0x0456)).toBe(false);
    expect(codePoints(readFileSync(greek)).has(0x03b1)).toBe(true);
  });

  it('reads the vertical metrics Capsize lists for Inter', () => {
    expect(fontMetrics(readFileSync(latin))).toMatchObject({
      unitsPerEm: 2048,
      ascender: 1984,
      descender: -494,
      lineGap: 0,
    });
  });

  it('refuses what is not WOFF2', () => {
    expect(() => codePoints(Buffer.from('wOFF0000000000000000000000000000000000000000000000'))).toThrow(/WOFF2/);
  });
});

describe('unicodeRanges and fontFaces', () => {
  it('reads points, ranges and the wildcards a minifier writes', () => {
    expect(unicodeRanges('U+??,U+400-45F,U+2116')).toEqual([
      [0, 0xff],
      [0x400, 0x45f],
      [0x2116, 0x2116],
    ]);
  });

  it('reads minified @font-face rules', () => {
    const css =
      '@font-face{font-family:Inter Variable;font-display:swap;src:url(/_astro/a.woff2)format("woff2-variations");unicode-range:U+400-45F}@font-face{font-family:"X Fallback";src:local(Arial)}';
    expect(fontFaces(css)).toEqual([
      { family: 'Inter Variable', display: 'swap', urls: ['/_astro/a.woff2'], unicodeRange: 'U+400-45F' },
      { family: 'X Fallback', display: undefined, urls: [], unicodeRange: undefined },
    ]);
  });
});

describe('checkBuiltFonts', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  function site(css: string, fonts: Record<string, string>, page = '<html></html>') {
    dist = mkdtempSync(join(tmpdir(), 'font-check-'));
    mkdirSync(join(dist, '_astro'));
    writeFileSync(join(dist, '_astro', 'site.css'), css);
    writeFileSync(join(dist, 'index.html'), page);
    for (const [name, from] of Object.entries(fonts)) copyFileSync(from, join(dist, '_astro', name));
  }
  const face = (file: string, range: string, display = 'swap') =>
    `@font-face{font-family:Inter Variable;font-display:${display};src:url(/_astro/${file})format("woff2");unicode-range:${range}}`;
  const both = face('c.woff2', 'U+400-45F,U+490-491') + face('l.woff2', 'U+??');

  it('passes a build whose face covers Latin and Ukrainian from its own files', () => {
    site(
      both,
      { 'c.woff2': cyrillic, 'l.woff2': latin },
      '<link rel="preload" href="/_astro/c.woff2" as="font" crossorigin>',
    );
    expect(checkBuiltFonts(dist, ['Inter Variable']).problems).toEqual([]);
  });

  it('fails without the Cyrillic file, or when its rule does not offer Ukrainian', () => {
    site(both, { 'l.woff2': latin });
    expect(checkBuiltFonts(dist, ['Inter Variable']).problems).toEqual([
      'Inter Variable: /_astro/c.woff2 is not in dist/',
      expect.stringMatching(/^Inter Variable: no glyph for Ukrainian А/),
    ]);
    rmSync(dist, { recursive: true });
    site(face('c.woff2', 'U+410-44F') + face('l.woff2', 'U+??'), { 'c.woff2': cyrillic, 'l.woff2': latin });
    expect(checkBuiltFonts(dist, ['Inter Variable']).problems).toEqual([
      'Inter Variable: no glyph for Ukrainian ЄІЇєіїҐґ',
    ]);
  });

  it('fails on a Latin file passed off as Cyrillic, a missing family, swap unset, a stray subset, a bad preload', () => {
    site(
      face('c.woff2', 'U+400-45F,U+490-491', 'block') + face('l.woff2', 'U+??'),
      { 'c.woff2': latin, 'l.woff2': latin, 'g.woff2': greek },
      '<link rel="preload" href="/_astro/x.woff2" as="font">',
    );
    expect(checkBuiltFonts(dist, ['Inter Variable', 'Cormorant Garamond Variable']).problems).toEqual([
      'Inter Variable: font-display is block, not swap',
      expect.stringMatching(/^Inter Variable: no glyph for Ukrainian/),
      'Cormorant Garamond Variable: no @font-face with a file in the built CSS',
      '/_astro/g.woff2 ships but no @font-face uses it',
      '/_astro/g.woff2 carries Greek: only Latin and Cyrillic subsets ship',
      'index.html preloads /_astro/x.woff2, which no @font-face uses',
      'index.html preloads /_astro/x.woff2 without crossorigin',
    ]);
  });
});
