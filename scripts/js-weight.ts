// npm run budget:js — the JavaScript each built page makes a visitor download, gzipped: "initial" (inline scripts,
// <script src> and their imports: with the page), "islands" (React islands and their static imports: at once for
// client:load, when visible for client:visible) and "on demand" (dynamic imports: the quote dialog, toasts, and the
// parts fetched only when shown: the price breakdown and the printed sheet as the door loads, the phone's sticky total,
// the opening plans, the gone-door page, the project's "Add to project" dialog, a picture's upload once one is chosen,
// the photos' click script an inline starter adds once the page is idle, and the lightbox once a photo is opened).
// Budgets:
// initial ≤ 5 KB on every page; initial + islands ≤ 85 KB on the configurators, and what their first quote click
// fetches (the quote dialog) ≤ 8 KB; the toaster a first toast fetches ≤ 10 KB on any page. Run after `npm run build`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
const INITIAL_BUDGET = 5 * 1024;
const CONFIGURATOR_BUDGET = 85 * 1024;
/**
 * The quote dialog: zod slipping into that chunk once took it from 12 to 38 KB. Until the toaster loaded with the
 * first toast, this budget (16 KB) held the toasts too; the dialog alone is ≈ 6.9 KB.
 */
const CONFIGURATOR_ON_DEMAND_BUDGET = 8 * 1024;
/** The toaster (sonner in its own small root), fetched with the first toast on any page. */
const TOAST_BUDGET = 10 * 1024;
const isConfigurator = (page: string) => /customizer\/$/.test(page);

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : pages(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

const staticImport = /(?:from|import)\s*["']\.\/([^"']+\.js)["']/g;
const dynamicImport = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;
/** Fetched on demand, but never by a quote click: outside the quote click's budget (still in the on-demand column). */
const notOnQuoteClick =
  /^\/_astro\/(Breakdown|PrintSheet|StickyTotal|OpeningPictogram|Gone|AddToProject|picture-upload|toaster)\.[\w-]+\.js$/;
/** The toaster, fetched with a page's first toast (src/lib/toast.tsx), wherever that toast comes from. */
const toaster = /^\/_astro\/toaster\.[\w-]+\.js$/;

/** A module file and every module it imports statically (or, with `dynamic`, also through import()), once each. */
function graph(file: string, seen = new Set<string>(), dynamic = false, skip?: RegExp): Set<string> {
  if (seen.has(file) || skip?.test(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const pattern of dynamic ? [staticImport, dynamicImport] : [staticImport]) {
    for (const match of code.matchAll(pattern)) graph(`/_astro/${match[1]}`, seen, dynamic, skip);
  }
  return seen;
}

const rows: {
  page: string;
  initial: number;
  islands: number;
  onDemand: number;
  quoteClick: number;
  firstToast: number;
}[] = [];
const size = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gz(readFileSync(join(dist, f))), 0);
for (const file of pages(dist)) {
  const html = readFileSync(file, 'utf8');
  let initial = 0;
  const initialFiles = new Set<string>();
  const everything = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*application\/ld\+json)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(match[1] ?? '')?.[1];
    if (src) {
      for (const f of graph(src)) initialFiles.add(f);
      // What a page's own script fetches on demand (the door page's lightbox on a first photo opened). Such scripts
      // show no toast: the toaster they could reach through the shared chunk's helper is not theirs.
      for (const f of graph(src, new Set(), true, toaster)) everything.add(f);
    } else {
      initial += gz(match[2] ?? '');
      // A script an inline starter adds later (the photos' click script: src/build/script-url.ts), and what it fetches.
      for (const [, later] of (match[2] ?? '').matchAll(/["'`](\/_astro\/[\w.-]+\.js)["'`]/g)) {
        if (later) for (const f of graph(later, new Set(), true, toaster)) everything.add(f);
      }
    }
  }
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    if (match[1]) for (const f of graph(match[1])) initialFiles.add(f);
  }
  for (const f of initialFiles) initial += gz(readFileSync(join(dist, f)));
  const islandFiles = new Set<string>();
  const quoteReach = new Set<string>();
  for (const match of html.matchAll(/(?:component|renderer)-url="([^"]+)"/g)) {
    if (!match[1]) continue;
    for (const f of graph(match[1])) if (!initialFiles.has(f)) islandFiles.add(f);
    for (const f of graph(match[1], new Set(), true)) everything.add(f);
    for (const f of graph(match[1], new Set(), true, notOnQuoteClick)) quoteReach.add(f);
  }
  const onDemand = [...everything].filter((f) => !islandFiles.has(f) && !initialFiles.has(f));
  const quoteClick = [...quoteReach].filter((f) => !islandFiles.has(f) && !initialFiles.has(f));
  const toastFiles = new Set<string>();
  for (const f of everything) if (toaster.test(f)) for (const g of graph(f)) toastFiles.add(g);
  const firstToast = [...toastFiles].filter((f) => !islandFiles.has(f) && !initialFiles.has(f));
  rows.push({
    page: `/${relative(dist, file).replace(/index\.html$/, '')}`,
    initial,
    islands: size(islandFiles),
    onDemand: size(onDemand),
    quoteClick: size(quoteClick),
    firstToast: size(firstToast),
  });
}

rows.sort((a, b) => a.page.localeCompare(b.page));
const width = Math.max(...rows.map((r) => r.page.length));
console.log(`${'page'.padEnd(width)}  initial   islands  on demand  quote click  first toast   (gzip)`);
for (const row of rows) {
  console.log(
    `${row.page.padEnd(width)}  ${kb(row.initial).padStart(7)}  ${kb(row.islands).padStart(8)}  ${kb(row.onDemand).padStart(9)}  ${kb(row.quoteClick).padStart(11)}  ${kb(row.firstToast).padStart(11)}`,
  );
}

const over = [
  ...rows
    .filter((r) => r.initial > INITIAL_BUDGET)
    .map((r) => `${r.page} initial ${kb(r.initial)} > ${kb(INITIAL_BUDGET)}`),
  ...rows
    .filter((r) => isConfigurator(r.page) && r.initial + r.islands > CONFIGURATOR_BUDGET)
    .map((r) => `${r.page} ${kb(r.initial + r.islands)} > ${kb(CONFIGURATOR_BUDGET)}`),
  ...rows
    .filter((r) => isConfigurator(r.page) && r.quoteClick > CONFIGURATOR_ON_DEMAND_BUDGET)
    .map((r) => `${r.page} on a quote click ${kb(r.quoteClick)} > ${kb(CONFIGURATOR_ON_DEMAND_BUDGET)}`),
  ...rows
    .filter((r) => r.firstToast > TOAST_BUDGET)
    .map((r) => `${r.page} on its first toast ${kb(r.firstToast)} > ${kb(TOAST_BUDGET)}`),
];
if (over.length) {
  console.error(`\nover budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `\nwithin budget: initial ≤ ${kb(INITIAL_BUDGET)} everywhere, configurators ≤ ${kb(CONFIGURATOR_BUDGET)} in all and ≤ ${kb(CONFIGURATOR_ON_DEMAND_BUDGET)} on a quote click, a first toast ≤ ${kb(TOAST_BUDGET)}`,
);
