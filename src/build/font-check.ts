// What `npm run check:fonts` proves about a build (docs/product.md#typography): the built CSS carries @font-face rules
// with font-display: swap whose files are in dist/, each brand face covers Latin and the Ukrainian alphabet (read
// from the files' own cmap, not only their unicode-range), no other script's subset ships, and every page's font
// preload names one of those files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { codePoints } from './woff2.ts';

export interface FontFace {
  family: string;
  display: string | undefined;
  /** Site-absolute URLs of the font files (local() sources are left out). */
  urls: string[];
  unicodeRange: string | undefined;
  /** The font-weight descriptor as written (a variable face's range, "100 900"). */
  weight: string | undefined;
}

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;

function descriptor(block: string, name: string): string | undefined {
  return new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`, 'i').exec(block)?.[1]?.trim();
}

export function fontFaces(css: string): FontFace[] {
  return [...css.matchAll(FONT_FACE)].map(([, block = '']) => ({
    family: (descriptor(block, 'font-family') ?? '').replace(/^["']|["']$/g, ''),
    display: descriptor(block, 'font-display'),
    urls: [...(descriptor(block, 'src') ?? '').matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map(
      ([, url = '']) => url,
    ),
    unicodeRange: descriptor(block, 'unicode-range'),
    weight: descriptor(block, 'font-weight'),
  }));
}

/** unicode-range as [first, last] pairs: single points, ranges and wildcards (U+4??) as minifiers write them. */
export function unicodeRanges(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const text = part.trim().replace(/^u\+/i, '');
    const [from = '', to] = text.split('-');
    if (to !== undefined) return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    if (from.includes('?'))
      return [Number.parseInt(from.replace(/\?/g, '0'), 16), Number.parseInt(from.replace(/\?/g, 'F'), 16)];
    return [Number.parseInt(from, 16), Number.parseInt(from, 16)];
  });
}

const inRanges = (ranges: [number, number][], point: number) => ranges.some(([a, b]) => point >= a && point <= b);

const letters = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Ukrainian text: the basic Cyrillic letters А–я, plus Є І Ї Ґ and their lower cases. */
export const UKRAINIAN = [...letters(0x0410, 0x044f), 0x0404, 0x0406, 0x0407, 0x0454, 0x0456, 0x0457, 0x0490, 0x0491];
export const LATIN = [...letters(0x41, 0x5a), ...letters(0x61, 0x7a), ...letters(0x30, 0x39), 0x20];
/** A letter of each subset that must not ship: Greek, Vietnamese, extended Cyrillic and Latin. */
const UNWANTED: Record<string, number> = { Greek: 0x03b1, Vietnamese: 0x1ea1, 'Cyrillic Extended': 0x0462 };

function files(dir: string, ending: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => join(entry.parentPath, entry.name));
}

export interface FontReport {
  problems: string[];
  /** family → its files, for the summary. */
  families: Map<string, string[]>;
}

/** Checks a built site; `families` are the brand faces that must each cover Latin and Ukrainian. */
export function checkBuiltFonts(dist: string, families: string[]): FontReport {
  const problems: string[] = [];
  const faces = files(dist, '.css').flatMap((file) => fontFaces(readFileSync(file, 'utf8')));
  const served = faces.filter((face) => face.urls.length > 0);
  const byFamily = new Map<string, string[]>();
  const covered = new Map<string, Set<number>>();
  for (const face of served) {
    if (face.display !== 'swap') problems.push(`${face.family}: font-display is ${face.display ?? 'unset'}, not swap`);
    for (const url of face.urls) {
      const file = join(dist, decodeURIComponent(url.replace(/^\//, '').split(/[?#]/)[0] ?? ''));
      if (url.startsWith('http') || url.startsWith('//')) problems.push(`${face.family}: ${url} is not self-hosted`);
      else if (!existsSync(file)) problems.push(`${face.family}: ${url} is not in dist/`);
      else {
        byFamily.set(face.family, [...(byFamily.get(face.family) ?? []), url]);
        const ranges = face.unicodeRange ? unicodeRanges(face.unicodeRange) : [[0, 0x10ffff] as [number, number]];
        const mapped = codePoints(readFileSync(file));
        // A code point counts when the rule offers it and the file really draws it.
        const seen = covered.get(face.family) ?? new Set<number>();
        for (const point of mapped) if (inRanges(ranges, point)) seen.add(point);
        covered.set(face.family, seen);
      }
    }
  }
  for (const family of families) {
    const seen = covered.get(family);
    if (!seen) {
      problems.push(`${family}: no @font-face with a file in the built CSS`);
      continue;
    }
    const missing = (points: number[]) => points.filter((p) => !seen.has(p)).map((p) => String.fromCodePoint(p));
    if (missing(LATIN).length) problems.push(`${family}: no glyph for Latin ${missing(LATIN).join('')}`);
    if (missing(UKRAINIAN).length) problems.push(`${family}: no glyph for Ukrainian ${missing(UKRAINIAN).join('')}`);
  }
  const referenced = new Set(served.flatMap((face) => face.urls));
  for (const file of files(dist, '.woff2').concat(files(dist, '.woff'), files(dist, '.ttf'))) {
    const url = `/${relative(dist, file).split('\\').join('/')}`;
    if (!referenced.has(url)) problems.push(`${url} ships but no @font-face uses it`);
    if (!file.endsWith('.woff2')) continue;
    const mapped = codePoints(readFileSync(file));
    for (const [script, point] of Object.entries(UNWANTED)) {
      if (mapped.has(point)) problems.push(`${url} carries ${script}: only Latin and Cyrillic subsets ship`);
    }
  }
  for (const page of files(dist, '.html')) {
    const html = readFileSync(page, 'utf8');
    for (const [link] of html.matchAll(/<link\b[^>]*\bas="font"[^>]*>/g)) {
      const href = /\bhref="([^"]+)"/.exec(link)?.[1] ?? '';
      if (!referenced.has(href)) problems.push(`${relative(dist, page)} preloads ${href}, which no @font-face uses`);
      if (!/\bcrossorigin\b/.test(link)) problems.push(`${relative(dist, page)} preloads ${href} without crossorigin`);
    }
  }
  return { problems, families: byFamily };
}
