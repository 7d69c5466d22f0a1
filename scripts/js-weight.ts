// npm run budget:js — the JavaScript each built page makes a visitor download, gzipped: "initial" (inline scripts,
// <script src> and what they import: loaded with the page) and "islands" (React islands and their imports, loaded when
// they scroll into view). Fails when a content page's initial JS is over its budget. Run after `npm run build`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
const INITIAL_BUDGET = 5 * 1024;

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : pages(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** A module file and every module it imports statically or dynamically, once each. */
function graph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([^"']+\.js)["']/g)) {
    graph(`/_astro/${match[1]}`, seen);
  }
  return seen;
}

const rows: { page: string; initial: number; islands: number }[] = [];
for (const file of pages(dist)) {
  const html = readFileSync(file, 'utf8');
  let initial = 0;
  const initialFiles = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*application\/ld\+json)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(match[1] ?? '')?.[1];
    if (src) for (const f of graph(src)) initialFiles.add(f);
    else initial += gz(match[2] ?? '');
  }
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    if (match[1]) for (const f of graph(match[1])) initialFiles.add(f);
  }
  for (const f of initialFiles) initial += gz(readFileSync(join(dist, f)));
  const islandFiles = new Set<string>();
  for (const match of html.matchAll(/(?:component|renderer)-url="([^"]+)"/g)) {
    if (match[1]) for (const f of graph(match[1])) if (!initialFiles.has(f)) islandFiles.add(f);
  }
  const islands = [...islandFiles].reduce((sum, f) => sum + gz(readFileSync(join(dist, f))), 0);
  rows.push({ page: `/${relative(dist, file).replace(/index\.html$/, '')}`, initial, islands });
}

rows.sort((a, b) => a.page.localeCompare(b.page));
const width = Math.max(...rows.map((r) => r.page.length));
console.log(`${'page'.padEnd(width)}  initial JS (gzip)  islands when visible (gzip)`);
for (const row of rows)
  console.log(`${row.page.padEnd(width)}  ${kb(row.initial).padStart(17)}  ${kb(row.islands).padStart(27)}`);

const over = rows.filter((r) => r.initial > INITIAL_BUDGET);
if (over.length) {
  console.error(`\nover the ${kb(INITIAL_BUDGET)} initial budget: ${over.map((r) => r.page).join(', ')}`);
  process.exit(1);
}
console.log(`\nevery page within the ${kb(INITIAL_BUDGET)} initial JS budget`);
