// npm run build:functions (part of npm run build) — bundles each netlify/functions/*.ts with esbuild into one ESM file
// in dist-functions/, the folder netlify.toml gives Netlify. Netlify's bundler (zip-it-and-ship-it) then only traces
// what the bundles still import: the two native addons. Why, and the figures: docs/decisions/020.
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
export const sourceDir = join(root, 'netlify/functions');
export const bundleDir = join(root, 'dist-functions');

/**
 * Native addons stay imports, so Netlify's file tracing ships them with their Linux x64 binaries (argon2's; sharp's
 * libvips). Nothing else is external: a deployed function loads one file instead of hundreds.
 */
const nativeAddons = ['@node-rs/argon2', 'sharp'];

/**
 * What a deployed function never runs: the local tools (the embedded PGlite database, behind db.ts's one dynamic
 * import for "no DATABASE_URL") and pg's optional native binding. Each resolves to a module that throws on use, so the
 * bundle neither carries PGlite (16.7 MB) nor asks the tracer to find it.
 */
const leftOut: Plugin = {
  name: 'left-out',
  setup(b) {
    // One stub for all of them, under a name that mentions none, so a shipped bundle never names @electric-sql.
    b.onResolve({ filter: /(^|\/)src\/local\/|^\.\.\/local\/|^@electric-sql\/|^pg-native$/ }, () => ({
      path: 'local-only',
      namespace: 'left-out',
    }));
    b.onLoad({ filter: /.*/, namespace: 'left-out' }, () => ({
      contents: `throw new Error('Local-only code (the embedded database, pg-native) is not in the deployed functions: set DATABASE_URL');`,
      loader: 'js',
    }));
  },
};

/** Inputs that must never reach a bundle: local tools, tests, and any devDependency. */
export function devOnlyInputs(metafile: Metafile, devDependencies: string[]): string[] {
  return Object.keys(metafile.inputs).filter(
    (input) =>
      /^(src\/local\/|tests\/|scripts\/)|\.test\.ts$/.test(input) ||
      devDependencies.some((name) => input.startsWith(`node_modules/${name}/`)),
  );
}

export async function bundleFunctions(): Promise<{ names: string[]; metafile: Metafile }> {
  const names = (await readdir(sourceDir)).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3));
  await rm(bundleDir, { recursive: true, force: true });
  await mkdir(bundleDir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: names.map((name) => ({ in: join(sourceDir, `${name}.ts`), out: name })),
    outdir: bundleDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // No shared chunks: Netlify takes every file in the folder for a function.
    splitting: false,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: nativeAddons,
    plugins: [leftOut],
    // Whitespace and syntax only, for a faster parse on a cold start; identifiers stay, so stack traces in the function
    // logs keep their names.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    // Text as UTF-8, not \u escapes: the Ukrainian dictionary is 208 KB escaped and 70 KB as itself, in every function.
    charset: 'utf8',
    // CommonJS packages inside an ESM bundle still call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    metafile: true,
    logLevel: 'warning',
  });
  return { names, metafile: result.metafile };
}

if (import.meta.main) {
  const started = performance.now();
  const { names, metafile } = await bundleFunctions();
  const { devDependencies = {} } = (await import('../package.json', { with: { type: 'json' } })).default as {
    devDependencies?: Record<string, string>;
  };
  const bad = devOnlyInputs(metafile, Object.keys(devDependencies));
  if (bad.length > 0) {
    console.error(`Dev-only code reached the function bundles:\n  ${bad.join('\n  ')}`);
    process.exit(1);
  }
  const bytes = Object.values(metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  console.log(
    `Bundled ${names.length} functions into ${relative(root, bundleDir)}/ (${(bytes / 1e6).toFixed(1)} MB of JS) in ${Math.round(performance.now() - started)} ms`,
  );
}
