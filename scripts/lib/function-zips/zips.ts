// Parts 1 and 2 of `npm run check:functions`: bundle and zip every function as a deploy does, with netlify.toml's
// settings, then check the zips (no PGlite or dev-only code, every route and schedule in the manifest, the budgets).
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { type Config, type FunctionResult, listFunctions, zipFunctions } from '@netlify/zip-it-and-ship-it';
import { parse } from 'smol-toml';
import { bundleDir, bundleFunctions, devOnlyInputs, sourceDir } from '../../bundle-functions.ts';
import { readZip } from '../zip-read.ts';
import { fail, MB, mainFileOf, mb, root, type Zip } from './common.ts';

/**
 * Budgets (docs/decisions/020): a zip, and the weight every function carries. The median zip is that shared weight
 * (drivers, kysely, zod, the dictionaries, Netlify's bootstrap): something leaking into every function moves it, while
 * one more function, or one carrying a PDF library, does not.
 */
const ZIP_LIMIT = 2 * MB;
const MEDIAN_LIMIT = 0.7 * MB;
/**
 * The one exception: a function that re-encodes images carries sharp's libvips for Linux x64 (18.7 MB, ~8 MB zipped),
 * which no bundler can shrink. Only a zip that holds it may pass 2 MB, and only up to this (docs/decisions/020).
 */
const SHARP_ZIP_LIMIT = 12 * MB;
const SHARP_NATIVE = 'node_modules/@img/sharp-libvips-linux-x64/';

// ---- netlify.toml's [functions], as Netlify's build hands it to the bundler ----

const tomlKeys: Record<string, keyof Config[string]> = {
  included_files: 'includedFiles',
  external_node_modules: 'externalNodeModules',
  ignored_node_modules: 'ignoredNodeModules',
  node_bundler: 'nodeBundler',
  schedule: 'schedule',
};

async function functionsConfig(projectNodeExclusion: string[]): Promise<{ directory: string; config: Config }> {
  const toml = parse(await readFile(join(root, 'netlify.toml'), 'utf8')) as { functions?: Record<string, unknown> };
  const { directory, ...rest } = toml.functions ?? {};
  const config: Config = {};
  const settings = (table: Record<string, unknown>, where: string) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(table)) {
      const name = tomlKeys[key];
      // A setting this script does not pass on would make its zips differ from a deploy's: teach it here first.
      if (!name) throw new Error(`netlify.toml ${where}: ${key} is not passed to the bundler by this script`);
      out[name] = value;
    }
    return out;
  };
  const global: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      config[key] = settings(value as Record<string, unknown>, `[functions.${key}]`);
    } else {
      global[key] = value;
    }
  }
  config['*'] = settings(global, '[functions]');
  if (projectNodeExclusion.length > 0) {
    const star = config['*'] as { includedFiles?: string[] };
    star.includedFiles = [...(star.includedFiles ?? []), ...projectNodeExclusion];
  }
  if (typeof directory !== 'string') throw new Error('netlify.toml: [functions] directory is not set');
  return { directory: resolve(root, directory), config };
}

/** Bundles and zips every function, checking as it goes; `exclusions` are left out of every zip. */
export async function zipAndCheck(
  exclusions: string[],
): Promise<{ zips: Zip[]; results: FunctionResult[]; out: string }> {
  const { directory, config } = await functionsConfig(exclusions);
  if (directory !== bundleDir) {
    fail(`netlify.toml [functions] directory is ${relative(root, directory)}, not ${relative(root, bundleDir)}`);
  }
  const started = performance.now();
  const { metafile } = await bundleFunctions();
  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  const devDependencies = Object.keys(pkg.devDependencies ?? {});
  for (const input of devOnlyInputs(metafile, devDependencies)) fail(`dev-only code in the bundles: ${input}`);
  const bundledMs = performance.now() - started;

  const out = await mkdtemp(join(tmpdir(), 'function-zips-'));
  const manifestPath = join(out, 'manifest.json');
  const zipStarted = performance.now();
  const results = await zipFunctions([directory], out, {
    basePath: root,
    repositoryRoot: root,
    config,
    manifest: manifestPath,
  });
  const zippedMs = performance.now() - zipStarted;
  console.log(
    `Bundled in ${Math.round(bundledMs)} ms, zipped ${results.length} functions with @netlify/zip-it-and-ship-it in ${Math.round(zippedMs)} ms`,
  );

  // Every route and schedule of the sources reaches the manifest a deploy uploads.
  const routesOf = (f: { routes?: { pattern: string; methods?: string[] }[]; schedule?: string }) =>
    JSON.stringify({ routes: (f.routes ?? []).map((r) => [r.pattern, r.methods ?? []]), schedule: f.schedule });
  const sources = await listFunctions([sourceDir], { parseISC: true });
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
    functions: { name: string; routes?: { pattern: string; methods?: string[] }[]; schedule?: string }[];
  };
  for (const source of sources) {
    const shipped = manifest.functions.find((f) => f.name === source.name);
    if (!shipped) fail(`${source.name}: missing from the zips`);
    else if (routesOf(shipped) !== routesOf(source)) {
      fail(`${source.name}: the sources say ${routesOf(source)}, the deploy manifest ${routesOf(shipped)}`);
    }
  }
  if (manifest.functions.length !== sources.length) {
    fail(`${manifest.functions.length} zips for ${sources.length} functions in ${relative(root, sourceDir)}/`);
  }
  const routes = manifest.functions.reduce((n, f) => n + (f.routes?.length ?? 0), 0);
  const schedules = manifest.functions.filter((f) => f.schedule).map((f) => `${f.name} (${f.schedule})`);
  console.log(`Manifest: ${routes} routes, ${schedules.length} schedules: ${schedules.join(', ')}`);

  const devOnlyPath = new RegExp(
    `^(src/local|tests|scripts)/|(^|/)@electric-sql/|^node_modules/(${devDependencies.map((d) => d.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})/`,
  );
  const zips: Zip[] = [];
  for (const result of results) {
    const entries = await readZip(result.path);
    const size = (await readFile(result.path)).length;
    const sharp = entries.some((e) => e.name.startsWith(SHARP_NATIVE));
    zips.push({ name: result.name, path: result.path, size, files: entries.length, sharp });
    for (const entry of entries) if (devOnlyPath.test(entry.name)) fail(`${result.name}: carries ${entry.name}`);
    // Netlify's bundler passes our bundle through esbuild once more, which drops its `// path` comments; what is left
    // to see is that the function file is ours and names neither PGlite nor local or test code. (What went into each
    // bundle is checked exactly, from esbuild's metafile, above.)
    const entryFile = entries.find((e) => e.name === '___netlify-entry-point.mjs');
    const mainPath = entryFile && mainFileOf(entryFile.read().toString('utf8'));
    const main = entries.find((e) => e.name === mainPath);
    const text = main?.read().toString('utf8') ?? '';
    if (!text.includes(`// ${relative(root, bundleDir)}/${result.name}.mjs`)) {
      fail(`${result.name}: the zip's function file is not our bundle`);
    }
    for (const word of ['@electric-sql', 'src/local/', 'tests/setup/']) {
      if (text.includes(word)) fail(`${result.name}: its function file mentions ${word}`);
    }
    const limit = sharp ? SHARP_ZIP_LIMIT : ZIP_LIMIT;
    if (size > limit) fail(`${result.name}: ${mb(size)} MB zipped, over its ${mb(limit)} MB budget`);
  }
  const total = zips.reduce((sum, z) => sum + z.size, 0);
  const sizes = zips.map((z) => z.size).sort((a, b) => a - b);
  const median = sizes[Math.floor((sizes.length - 1) / 2)] ?? 0;
  if (median > MEDIAN_LIMIT) fail(`the median zip: ${mb(median)} MB, over the ${mb(MEDIAN_LIMIT)} MB budget`);

  zips.sort((a, b) => b.size - a.size);
  console.log('\n| function | zip MB | files |\n| --- | ---: | ---: |');
  for (const z of zips) console.log(`| ${z.name}${z.sharp ? ' (sharp)' : ''} | ${mb(z.size)} | ${z.files} |`);
  console.log(`| **all ${zips.length}** | **${mb(total)}** | |`);
  console.log(`median zip ${mb(median)} MB (budget ${mb(MEDIAN_LIMIT)})`);
  return { zips, results, out };
}
