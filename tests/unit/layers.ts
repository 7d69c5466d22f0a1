// The layer rules of the source tree (DEVELOPERS.md, "Layers"), checked over every import: static, `import type`,
// `export … from`, side-effect and dynamic `import()`, in .ts/.tsx/.mjs files and in .astro frontmatter and <script>s.
// A pure function of { path → source }, so its own test can feed it planted violations.
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

export type Sources = ReadonlyMap<string, string>;

export interface Violation {
  file: string;
  line: number;
  /** The import as written. */
  specifier: string;
  /** The file it resolves to. */
  target: string;
  rule: string;
}

interface Import {
  specifier: string;
  line: number;
  target: string;
  /** Written in an .astro <script>, which runs in the browser. */
  client: boolean;
}

/** The one import from runtime code into the local tools: the embedded database, loaded only without DATABASE_URL. */
export const allowedLocalImports: ReadonlySet<string> = new Set(['src/server/db.ts → src/local/embedded-db.ts']);

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isServer = (file: string) =>
  file.endsWith('.server.ts') || file.startsWith('src/server/') || file.startsWith('src/local/');
const isLocal = (file: string) => file.startsWith('src/local/');
/** Islands, UI components, browser helpers and stores: shipped to the browser. */
const isBrowserRoot = (file: string) =>
  !isTest(file) &&
  (file.endsWith('.tsx') ||
    file.startsWith('src/components/') ||
    file.startsWith('src/lib/') ||
    /^src\/features\/[^/]+\/store\.ts$/.test(file));
/** Schemas and every other non-.server module of a feature (pricing, rules, merge, words, labels, …). */
const isPure = (file: string) =>
  file.startsWith('src/features/') && /\.ts$/.test(file) && !file.endsWith('.server.ts') && !isTest(file);
const isProduction = (file: string) =>
  !isTest(file) && ((file.startsWith('src/') && !isLocal(file)) || file.startsWith('netlify/functions/'));

/** An .astro file with everything but its frontmatter (server) or its <script>s (client) blanked, lines kept. */
function astroParts(source: string): { server: string; client: string } {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  const front = /^---\n[\s\S]*?\n---/.exec(source);
  const frontEnd = front ? front[0].length : 0;
  const server = (front ? front[0].replace(/---/g, '   ') : '') + blank(source.slice(frontEnd));
  let client = blank(source.slice(0, frontEnd));
  let at = frontEnd;
  for (const match of source.slice(frontEnd).matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
    const start = frontEnd + (match.index ?? 0) + (match[1]?.length ?? 0);
    const body = match[2] ?? '';
    client += blank(source.slice(at, start)) + body;
    at = start + body.length;
  }
  return { server, client: client + blank(source.slice(at)) };
}

function resolveImport(from: string, specifier: string, sources: Sources): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = normalize(join(dirname(from), specifier.replace(/\?.*$/, '')));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((candidate) => sources.has(candidate)) ?? base;
}

function importsIn(file: string, source: string, sources: Sources): Import[] {
  const parts = file.endsWith('.astro') ? astroParts(source) : { server: source, client: '' };
  const found: Import[] = [];
  for (const [text, client] of [
    [parts.server, false],
    [parts.client, true],
  ] as const) {
    for (const { fileName, pos } of ts.preProcessFile(text, true, true).importedFiles) {
      const target = resolveImport(file, fileName, sources);
      if (!target) continue;
      const line = text.slice(0, pos).split('\n').length;
      found.push({ specifier: fileName, line, target, client });
    }
  }
  return found;
}

/** Every file that reaches the browser: the roots, what .astro <script>s import, and everything those import. */
function browserFiles(graph: Map<string, Import[]>): Set<string> {
  const reached = new Set<string>();
  const queue = [...graph.keys()].filter(isBrowserRoot);
  for (const imports of graph.values()) for (const i of imports) if (i.client) queue.push(i.target);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    // Reaching server code is the violation itself (reported at that import); what it imports says nothing more.
    if (reached.has(file) || isServer(file)) continue;
    reached.add(file);
    for (const i of graph.get(file) ?? []) queue.push(i.target);
  }
  return reached;
}

/** What the rules say of one import, or undefined when it is allowed. */
function brokenRule(file: string, target: string, fromBrowser: boolean): string | undefined {
  if (fromBrowser && isServer(target)) return 'browser code imports server code';
  if (isPure(file) && isServer(target)) return 'a pure feature module imports server code';
  if (file.startsWith('src/lib/') && (target.startsWith('src/server/') || target.startsWith('src/features/')))
    return 'src/lib imports src/server or src/features';
  if (isProduction(file) && isLocal(target) && !allowedLocalImports.has(`${file} → ${target}`))
    return 'production code imports a local-serving tool';
  return undefined;
}

export function checkLayers(sources: Sources): Violation[] {
  const graph = new Map<string, Import[]>();
  for (const [file, source] of sources) graph.set(file, importsIn(file, source, sources));
  const browser = browserFiles(graph);
  const violations: Violation[] = [];
  for (const [file, imports] of graph) {
    for (const { specifier, line, target, client } of imports) {
      const rule = brokenRule(file, target, client || browser.has(file));
      if (rule) violations.push({ file, line, specifier, target, rule });
    }
  }
  return violations;
}

export const formatViolations = (violations: Violation[]) =>
  violations.map((v) => `${v.file}:${v.line} → ${v.specifier} (${v.target}): ${v.rule}`).join('\n');
