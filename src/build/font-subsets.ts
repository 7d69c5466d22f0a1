// The brand faces' "core" files (docs/product.md#typography): the characters nearly every page of either language
// draws (ASCII, the Latin-1 signs and ×, general punctuation such as ’ “ ” – — …, € ₴ № ™ and the arrows), cut from
// each fontsource Latin file with harfbuzz (subset-font), keeping the weight axis. fonts.css declares each after its
// face's full Latin file with this unicode-range, so a browser looks here first and fetches the full Latin file only
// for a page that draws a character outside it (é, ß). BaseLayout preloads these: a Ukrainian page fetches 102 KB of
// fonts instead of 131 KB, an English one 62 instead of 88 (Lighthouse 99 → 100 on /uk/ pages).
// `npm run fonts:subset` writes them to src/assets/fonts/; `npm run check:fonts` proves they are what the installed
// packages give.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** [first, last] code points of the core subset. */
export const CORE_RANGES: [number, number][] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00bf],
  [0x00d7, 0x00d7],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x20b4, 0x20b4],
  [0x2116, 0x2116],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
/** The unicode-range descriptor fonts.css gives the core faces. */
export const CORE_UNICODE_RANGE = CORE_RANGES.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(
  ', ',
);

/** Each core file: the fontsource Latin file it is cut from, and where it is kept. */
export const CORE_FILES = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    target: 'src/assets/fonts/inter-core-wght-normal.woff2',
  },
  {
    source: '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
    target: 'src/assets/fonts/cormorant-garamond-core-wght-normal.woff2',
  },
] as const;

/** The core file cut from the installed package's Latin file (WOFF2, the weight axis kept). */
export async function coreSubset(source: string): Promise<Buffer> {
  const { default: subsetFont } = await import('subset-font');
  const text = CORE_RANGES.flatMap(([a, b]) =>
    Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
  );
  const file = readFileSync(createRequire(import.meta.url).resolve(source));
  return subsetFont(file, text.join(''), { targetFormat: 'woff2' });
}
