// The customer's stack card (README's "Stack", docs/decisions/001) as a check: each package on it is declared in
// package.json and used where that kind of package belongs: a library by the product's code in src/ (a real import,
// not only a type, not only in a test), the functions' types by netlify/functions/, a build tool by its config file or
// stylesheet. A pure function of package.json and { path → source }, so its own test can plant a missing package.
import ts from 'typescript';

export type Sources = ReadonlyMap<string, string>;

export interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

interface Place {
  files: RegExp;
  /** `value`: an import that runs (static, `export … from`, `import()`); `any`: types count; `css`: a CSS `@import`. */
  use: 'value' | 'any' | 'css';
  /** Where it belongs, as a failure says it. */
  where: string;
}

/** The product's own code: src/ without its tests. */
const product: Place = {
  files: /^src\/(?!.*\.test\.tsx?$).*\.(ts|tsx|mjs|astro)$/,
  use: 'value',
  where: 'imported by src/ (not only as a type, not only by a test)',
};
const config = (file: string): Place => ({
  files: new RegExp(`^${file.replaceAll('.', '\\.')}$`),
  use: 'value',
  where: `imported by ${file}`,
});

/** Every package on the card, and where it must be used (Postgres: node-postgres and the Neon driver, decision 019). */
export const STACK_CARD: Readonly<Record<string, Place>> = {
  astro: config('astro.config.mjs'),
  react: product,
  'react-dom': product,
  '@astrojs/react': config('astro.config.mjs'),
  '@netlify/functions': {
    files: /^netlify\/functions\/[^/]+\.ts$/,
    use: 'any',
    where: 'imported by netlify/functions/',
  },
  kysely: product,
  pg: product,
  '@neondatabase/serverless': product,
  zod: product,
  jose: product,
  nanostores: product,
  '@nanostores/react': product,
  tailwindcss: { files: /^src\/.*\.css$/, use: 'css', where: 'a stylesheet in src/ with @import "tailwindcss"' },
  vitest: config('vitest.config.ts'),
};

/** A package's name from a bare specifier (`@scope/name/sub` → `@scope/name`, `name/sub` → `name`). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** An .astro file's code: its frontmatter and its <script>s. */
const astroCode = (source: string) =>
  [
    /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '',
    ...[...source.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? ''),
  ].join('\n');

/** The packages a file imports: `value` those whose import runs, `any` those imported at all (types too). */
function importsOf(file: string, source: string): { value: Set<string>; any: Set<string> } {
  const found = { value: new Set<string>(), any: new Set<string>() };
  const add = (specifier: string, typeOnly: boolean) => {
    if (specifier.startsWith('.') || specifier.startsWith('/')) return;
    found.any.add(packageOf(specifier));
    if (!typeOnly) found.value.add(packageOf(specifier));
  };
  if (file.endsWith('.css')) {
    for (const match of source.matchAll(/@import\s+(?:url\()?["']([^"']+)["']/g)) add(match[1] ?? '', false);
    return found;
  }
  const code = file.endsWith('.astro') ? astroCode(source) : source;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            named !== undefined &&
            ts.isNamedImports(named) &&
            named.elements.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier.text, onlyTypes);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
  return found;
}

/** What is wrong with the card's packages, one line each; none when all are declared and used where they belong. */
export function stackCardProblems(pkg: PackageJson, sources: Sources, card = STACK_CARD): string[] {
  const imports = [...sources].map(([file, source]) => ({ file, ...importsOf(file, source) }));
  const problems: string[] = [];
  for (const [name, place] of Object.entries(card)) {
    if (!pkg.dependencies?.[name] && !pkg.devDependencies?.[name]) problems.push(`${name}: not in package.json`);
    const used = imports.some((i) => place.files.test(i.file) && (place.use === 'any' ? i.any : i.value).has(name));
    if (!used) problems.push(`${name}: not used where it belongs (${place.where})`);
  }
  return problems;
}
