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
  /** The file it resolves to, or the package's name for a bare specifier. */
  target: string;
  /** A bare specifier: a package (`kysely`, `@netlify/blobs/server`) or a built-in (`node:fs`). */
  external: boolean;
  /** Written in an .astro <script>, which runs in the browser. */
  client: boolean;
}

/** The one import from runtime code into the local tools: the embedded database, loaded only without DATABASE_URL. */
export const allowedLocalImports: ReadonlySet<string> = new Set(['src/server/db.ts → src/local/embedded-db.ts']);

/** Packages that only run on the server: never in the browser's code, not even as a type. */
const SERVER_PACKAGES = [
  'kysely',
  'pg',
  'jose',
  'sharp',
  'nodemailer',
  '@neondatabase/serverless',
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'csv-stringify',
  '@zxcvbn-ts/core',
];
/** A package's name from a bare specifier (`@scope/name/sub` → `@scope/name`, `name/sub` → `name`). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isServerPackage = (specifier: string) =>
  specifier.startsWith('node:') ||
  specifier.startsWith('@netlify/') ||
  SERVER_PACKAGES.includes(packageOf(specifier)) ||
  SERVER_PACKAGES.some((name) => packageOf(specifier).startsWith(`${name}-`));

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

function resolveImport(from: string, specifier: string, sources: Sources): string {
  const base = normalize(join(dirname(from), specifier.replace(/\?.*$/, '')));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((candidate) => sources.has(candidate)) ?? base;
}

/** Lines of `import(…)` calls whose path is not a plain string: no reader (nor bundler) can tell what they load. */
function computedImports(file: string, text: string): { line: number; specifier: string }[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: { line: number; specifier: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (!argument || !ts.isStringLiteralLike(argument)) {
        const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
        found.push({ line, specifier: argument ? argument.getText(tree) : '' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

function importsIn(file: string, source: string, sources: Sources): { imports: Import[]; computed: Import[] } {
  const parts = file.endsWith('.astro') ? astroParts(source) : { server: source, client: '' };
  const imports: Import[] = [];
  const computed: Import[] = [];
  for (const [text, client] of [
    [parts.server, false],
    [parts.client, true],
  ] as const) {
    for (const { fileName, pos } of ts.preProcessFile(text, true, true).importedFiles) {
      const external = !fileName.startsWith('.');
      const target = external ? fileName : resolveImport(file, fileName, sources);
      const line = text.slice(0, pos).split('\n').length;
      imports.push({ specifier: fileName, line, target, client, external });
    }
    for (const { line, specifier } of computedImports(file, text)) {
      computed.push({ specifier, line, target: specifier, client, external: false });
    }
  }
  return { imports, computed };
}

/** Every file that reaches the browser: the roots, what .astro <script>s import, and everything those import. */
function browserFiles(graph: Map<string, Import[]>): Set<string> {
  const reached = new Set<string>();
  const queue = [...graph.keys()].filter(isBrowserRoot);
  for (const imports of graph.values()) for (const i of imports) if (i.client && !i.external) queue.push(i.target);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    // Reaching server code is the violation itself (reported at that import); what it imports says nothing more.
    if (reached.has(file) || isServer(file)) continue;
    reached.add(file);
    for (const i of graph.get(file) ?? []) if (!i.external) queue.push(i.target);
  }
  return reached;
}

/** What the rules say of one import, or undefined when it is allowed. */
function brokenRule(file: string, imported: Import, fromBrowser: boolean): string | undefined {
  const { target, external } = imported;
  if (external) {
    return fromBrowser && isServerPackage(target) ? 'browser code imports a server package' : undefined;
  }
  if (fromBrowser && isServer(target)) return 'browser code imports server code';
  if (isPure(file) && isServer(target)) return 'a pure feature module imports server code';
  if (file.startsWith('src/lib/') && (target.startsWith('src/server/') || target.startsWith('src/features/')))
    return 'src/lib imports src/server or src/features';
  if (file.startsWith('src/server/') && target.startsWith('src/features/')) return 'src/server imports a feature';
  if (file.startsWith('src/features/') && target === 'src/server/http.ts')
    return 'a feature imports src/server/http.ts (throw a domain error instead)';
  if (isProduction(file) && isLocal(target) && !allowedLocalImports.has(`${file} → ${target}`))
    return 'production code imports a local-serving tool';
  return undefined;
}

/** Every import circle among the files (each once, from its first file in path order). */
export function importCircles(graph: ReadonlyMap<string, readonly Import[]>): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const seen = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    if (done.has(file)) return;
    const at = onPath.indexOf(file);
    if (at >= 0) {
      const circle = onPath.slice(at);
      const key = [...circle].sort().join(' ');
      if (!seen.has(key)) {
        seen.add(key);
        circles.push(circle);
      }
      return;
    }
    onPath.push(file);
    for (const i of graph.get(file) ?? []) if (!i.external && graph.has(i.target)) visit(i.target);
    onPath.pop();
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file);
  return circles;
}

/** The import graph of a tree: each file's imports, resolved. */
function importGraph(sources: Sources) {
  const graph = new Map<string, Import[]>();
  const computed = new Map<string, Import[]>();
  for (const [file, source] of sources) {
    const found = importsIn(file, source, sources);
    graph.set(file, found.imports);
    computed.set(file, found.computed);
  }
  return { graph, computed };
}

export function checkLayers(sources: Sources): Violation[] {
  const { graph, computed } = importGraph(sources);
  const browser = browserFiles(graph);
  const violations: Violation[] = [];
  for (const [file, imports] of graph) {
    for (const imported of imports) {
      const rule = brokenRule(file, imported, imported.client || browser.has(file));
      if (rule)
        violations.push({ file, line: imported.line, specifier: imported.specifier, target: imported.target, rule });
    }
    for (const { line, specifier } of computed.get(file) ?? []) {
      violations.push({ file, line, specifier, target: specifier, rule: 'a dynamic import whose path is computed' });
    }
  }
  return violations;
}

/** The import circles of a tree, as `a → b → a`. */
export const circlesIn = (sources: Sources): string[] =>
  importCircles(importGraph(sources).graph).map((circle) => [...circle, circle[0]].join(' → '));

export const formatViolations = (violations: Violation[]) =>
  violations.map((v) => `${v.file}:${v.line} → ${v.specifier} (${v.target}): ${v.rule}`).join('\n');
