// The brand faces' "core" files (docs/product.md#typography), cut from the fontsource files with harfbuzz
// (subset-font) and declared in fonts.css after the file each is cut from, with its range, so a browser looks in the
// core first and fetches the full file only for a page that draws a character outside it (é, ß, ў):
// - the Latin core: what nearly every page of either language draws (ASCII, the Latin-1 signs and ×, general
//   punctuation such as ’ “ ” – — …, € ₴ № ™ and the arrows);
// - the Cyrillic core: the Ukrainian alphabet and the Russian letters a customer may type (ё ы э ъ), without the
//   Serbian, Macedonian and Belarusian letters of the package's Cyrillic file.
// Inter's cores keep its weight axis from 400 to 700 only, the weights the site sets (400–600, and 700 for a bolder
// <strong>; the full files still declare 100–900, so a lighter or heavier weight renders at the nearest end): the
// Thin master's deltas were a quarter of each file. Cormorant Garamond's masters are 300 and 700, so its axis stays
// whole. BaseLayout preloads the cores of the page's language: a Ukrainian page fetches 77 KB of fonts where the
// Latin cores alone made it 102 (and the full files 131), an English one 52 where it was 62 (Lighthouse mobile: the
// fonts are fetched ahead of a phone's largest paint, ≈ 50 ms of it for each 10 KB; docs/figures.md).
// `npm run fonts:subset` writes them to src/assets/fonts/; `npm run check:fonts` proves they are what the installed
// packages give.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** [first, last] code points of the Latin core. */
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

/** [first, last] code points of the Cyrillic core: Ё, Є, І, Ї, А–я, ё, є, і, ї, Ґ, ґ. */
export const CYRILLIC_CORE_RANGES: [number, number][] = [
  [0x0401, 0x0401],
  [0x0404, 0x0404],
  [0x0406, 0x0407],
  [0x0410, 0x044f],
  [0x0451, 0x0451],
  [0x0454, 0x0454],
  [0x0456, 0x0457],
  [0x0490, 0x0491],
];

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
/** A unicode-range descriptor as fonts.css writes it. */
export const unicodeRange = (ranges: [number, number][]) =>
  ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');

/** The weights Inter's cores keep (see above). */
const INTER_WEIGHTS = { min: 400, max: 700 } as const;

/** Each core file: the fontsource file it is cut from, the characters it keeps, its weights, and where it is kept. */
export const CORE_FILES = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ranges: CORE_RANGES,
    weights: INTER_WEIGHTS,
    target: 'src/assets/fonts/inter-core-wght-normal.woff2',
  },
  {
    source: '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
    ranges: CYRILLIC_CORE_RANGES,
    weights: INTER_WEIGHTS,
    target: 'src/assets/fonts/inter-cyrillic-core-wght-normal.woff2',
  },
  {
    source: '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
    ranges: CORE_RANGES,
    weights: undefined,
    target: 'src/assets/fonts/cormorant-garamond-core-wght-normal.woff2',
  },
  {
    source: '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-cyrillic-wght-normal.woff2',
    ranges: CYRILLIC_CORE_RANGES,
    weights: undefined,
    target: 'src/assets/fonts/cormorant-garamond-cyrillic-core-wght-normal.woff2',
  },
] as const;

export type CoreFile = (typeof CORE_FILES)[number];

/** A core file cut from the installed package's file (WOFF2, the weight axis kept, limited for Inter). */
export async function coreSubset({ source, ranges, weights }: CoreFile): Promise<Buffer> {
  const { default: subsetFont } = await import('subset-font');
  const text = ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)));
  const file = readFileSync(createRequire(import.meta.url).resolve(source));
  return subsetFont(file, text.join(''), {
    targetFormat: 'woff2',
    ...(weights && { variationAxes: { wght: weights } }),
  });
}

/**
 * The offer PDF's faces (docs/product.md#offers): Inter at the weights the PDF draws (400 text, 600 headings and
 * totals), pinned from the variable font (a PDF has no variable fonts) and cut to what an offer writes — Latin with its
 * extensions and the core signs from the Latin file, Ukrainian and Russian letters and № from the Cyrillic file. Two
 * files per weight, as fontsource ships them; the PDF draws each character from the one that has it. Kept as base64 in
 * a generated module, so the bundled function carries them without reading files.
 */
const latinPdfText = () =>
  [...CORE_RANGES, [0x00c0, 0x024f]]
    .flatMap(([a, b]) =>
      Array.from({ length: (b as number) - (a as number) + 1 }, (_, i) => String.fromCodePoint((a as number) + i)),
    )
    .join('');
const cyrillicPdfText = () =>
  [...Array.from({ length: 0x60 }, (_, i) => String.fromCodePoint(0x0400 + i)), '\u0490\u0491\u2116'].join('');

export const PDF_FONT_FILES = {
  latin: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  cyrillic: '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
} as const;
export const PDF_WEIGHTS = [400, 600] as const;
export const PDF_FONTS_MODULE = 'src/features/offers/pdf-fonts.generated.ts';

/** One PDF face: TrueType, the weight pinned, the script's characters kept. */
async function pdfFace(script: keyof typeof PDF_FONT_FILES, weight: number): Promise<Buffer> {
  const { default: subsetFont } = await import('subset-font');
  const file = readFileSync(createRequire(import.meta.url).resolve(PDF_FONT_FILES[script]));
  const text = script === 'latin' ? latinPdfText() : cyrillicPdfText();
  return subsetFont(file, text, { targetFormat: 'truetype', variationAxes: { wght: weight } });
}

/** The generated module's text: each face as base64. */
export async function pdfFontsModule(): Promise<string> {
  const entries: string[] = [];
  for (const weight of PDF_WEIGHTS) {
    for (const script of ['latin', 'cyrillic'] as const) {
      // As Biome lays a long string out, so the file passes the formatter as it is written.
      entries.push(`  ${script}${weight}:\n    '${(await pdfFace(script, weight)).toString('base64')}',`);
    }
  }
  return [
    "// Generated by `npm run fonts:subset` (src/build/font-subsets.ts): the offer PDF's faces, Inter pinned at each weight",
    '// and cut to Latin and Cyrillic, as base64 TrueType. Do not edit; `npm run check:fonts` fails when it is stale.',
    'export const PDF_FONTS = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}
