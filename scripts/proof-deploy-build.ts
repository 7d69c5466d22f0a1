// npm run proof:deploy-build — runs netlify.toml's build command as Netlify runs it (NETLIFY=true, CONTEXT set, no
// database variable but the one given) against the PostgreSQL server, and checks what a first deploy needs:
//   (a) no database: the build fails, names the variables to set, and creates no embedded database;
//   (b) a fresh empty database: the build migrates, seeds, and dist/ lists every seeded door at the seeded rate;
//   (c) an admin deletes a seeded door, a second full build runs: the door stays deleted, in the database and dist/;
//   (d) a deploy preview whose DATABASE_URL may be production's: the build fails before writing anything.
// Databases are created on PROOF_DATABASE_SERVER (default the local server) and dropped at the end. Overwrites dist/.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { listPricedProducts } from '../src/features/catalogue/data.server.ts';
import { deleteProduct } from '../src/features/catalogue/edit.server.ts';
import { formatMoney } from '../src/lib/money.ts';
import { createDb, type Db } from '../src/server/db.ts';

const server = process.env.PROOF_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const started = performance.now();
const checked: string[] = [];

function check(condition: unknown, what: string): void {
  if (!condition) throw new Error(`FAILED: ${what}`);
  checked.push(what);
  console.log(`  ✓ ${what}`);
}

/** netlify.toml's [build] command, run by a shell as Netlify runs it. */
const buildCommand = (() => {
  const toml = readFileSync('netlify.toml', 'utf8');
  const section = toml.slice(toml.indexOf('[build]'));
  const command = /^\s*command\s*=\s*"([^"]+)"/m.exec(section)?.[1];
  if (!command) throw new Error('netlify.toml has no [build] command');
  return command;
})();

interface BuildRun {
  status: number | null;
  output: string;
  seconds: number;
  /** What the deploy script measured for `npm run build` (astro build). */
  astroSeconds: number | undefined;
}

/** Runs the build command with only the platform's variables and the ones given. */
function build(vars: Record<string, string>): BuildRun {
  const environment: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'NETLIFY_DB_URL',
    'NETLIFY_DATABASE_URL',
    'NETLIFY_DB_DRIVER',
    'DB_DRIVER',
    'NEON_WS_PROXY',
    'AWS_LAMBDA_FUNCTION_NAME',
    'NETLIFY_DEV',
    'PREVIEW_DATABASE_IS_SEPARATE',
    'TEST_DATABASE_URL',
    // The role's default is checked against the default limit (10 s).
    'DB_STATEMENT_TIMEOUT_MS',
  ]) {
    delete environment[key];
  }
  const at = performance.now();
  const run = spawnSync('sh', ['-c', buildCommand], {
    env: { ...environment, NETLIFY: 'true', ...vars },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const astro = /\[deploy\] npm run build finished in ([\d.]+) s/.exec(output)?.[1];
  return {
    status: run.status,
    output,
    seconds: (performance.now() - at) / 1000,
    astroSeconds: astro ? Number(astro) : undefined,
  };
}

function show(run: BuildRun): string {
  return run.output
    .split('\n')
    .filter((line) => line.startsWith('[deploy]'))
    .map((line) => `    ${line}`)
    .join('\n');
}

function urlOf(name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

const page = (path: string) => readFileSync(join('dist', path, 'index.html'), 'utf8');

/** Every active door of the database on its listing page, with its "from" price at the database's current rate. */
async function checkPagesList(db: Db): Promise<number> {
  const doors = await listPricedProducts(db, {});
  for (const door of doors) {
    const path = door.categorySlug === 'concealed' ? 'concealed-doors' : `interior-doors/${door.collectionSlug}`;
    const html = page(path);
    // The cheapest configuration the door can be bought in (docs/product.md#from-prices), as the listing shows it.
    const price = formatMoney(door.fromPriceCents ?? door.convertedPriceCents, 'en');
    if (!html.includes(`>${door.name}<`) || !html.includes(price)) {
      throw new Error(`FAILED: dist/${path}/index.html does not list ${door.name} at ${price}`);
    }
  }
  return doors.length;
}

async function sessionTimeout(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ statement_timeout: string }>('SHOW statement_timeout')).rows[0]
      ?.statement_timeout as string;
  } finally {
    await client.end();
  }
}

const suffix = randomBytes(4).toString('hex');
const names = { shop: `proof_deploy_${suffix}`, preview: `proof_deploy_${suffix}_preview` };
const admin = new pg.Client({ connectionString: server });
await admin.connect();
const scratch = await mkdtemp(join(tmpdir(), 'proof-deploy-'));
let db: Db | undefined;
try {
  console.log(`Build command (netlify.toml): ${buildCommand}`);

  console.log('\n(a) NETLIFY=true CONTEXT=production, no database variable');
  const pgliteDir = join(scratch, 'pglite');
  const none = build({ CONTEXT: 'production', PGLITE_DIR: pgliteDir });
  console.log(show(none));
  check(none.status !== 0, `the build fails (exit ${none.status})`);
  check(
    /Set DATABASE_URL/.test(none.output) && /NETLIFY_DB_URL/.test(none.output),
    'its message names DATABASE_URL and Netlify Database (NETLIFY_DB_URL)',
  );
  check(!existsSync(pgliteDir), 'no embedded database was created');

  console.log(`\n(b) NETLIFY=true CONTEXT=production, DATABASE_URL = a new empty database (${names.shop})`);
  await admin.query(`CREATE DATABASE "${names.shop}"`);
  const shopUrl = urlOf(names.shop);
  const first = build({ CONTEXT: 'production', DATABASE_URL: shopUrl });
  console.log(show(first));
  check(first.status === 0, `the build succeeds (exit ${first.status}, ${first.seconds.toFixed(1)} s)`);
  db = createDb({ driver: 'pg', location: shopUrl });
  const marker = await db.selectFrom('app_state').select('value').where('key', '=', 'seeded_at').executeTakeFirst();
  check(marker, 'the database is migrated and marked as seeded (app_state seeded_at)');
  const rates = await db.selectFrom('exchange_rates').select('rate_x10000').execute();
  check(rates.length === 1, `the exchange rate is present (${(rates[0]?.rate_x10000 ?? 0) / 10_000} UAH per USD)`);
  const listed = await checkPagesList(db);
  check(listed >= 10, `dist/ lists all ${listed} seeded doors on their pages, priced at that rate`);
  check((await sessionTimeout(shopUrl)) === '10s', "statement_timeout 10s is the role's default in the database");

  console.log('\n(c) an admin deletes a seeded door (classic-oak, through deleteProduct); a second full build');
  const door = await db.selectFrom('products').select('id').where('slug', '=', 'classic-oak').executeTakeFirstOrThrow();
  await deleteProduct(db, door.id);
  const second = build({ CONTEXT: 'production', DATABASE_URL: shopUrl });
  console.log(show(second));
  check(second.status === 0, `the second build succeeds (exit ${second.status}, ${second.seconds.toFixed(1)} s)`);
  check(/seeded before/.test(second.output), 'it does not seed again');
  const back = await db.selectFrom('products').select('id').where('slug', '=', 'classic-oak').execute();
  check(back.length === 0, 'the deleted door is still absent from the database');
  check(!page('interior-doors/classic').includes('Classic Oak'), 'and from dist/interior-doors/classic/');
  check((await checkPagesList(db)) === listed - 1, `dist/ lists the other ${listed - 1} doors`);

  console.log(`\n(d) CONTEXT=deploy-preview, DATABASE_URL = an empty database, no PREVIEW_DATABASE_IS_SEPARATE`);
  await admin.query(`CREATE DATABASE "${names.preview}"`);
  const previewUrl = urlOf(names.preview);
  const preview = build({ CONTEXT: 'deploy-preview', DATABASE_URL: previewUrl });
  console.log(show(preview));
  check(preview.status !== 0, `the preview build fails (exit ${preview.status})`);
  check(/PREVIEW_DATABASE_IS_SEPARATE=true/.test(preview.output), 'its message says what to set');
  const previewDb = new pg.Client({ connectionString: previewUrl });
  await previewDb.connect();
  const { rows } = await previewDb.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'");
  await previewDb.end();
  check(rows[0]?.n === 0, 'and leaves the database untouched (no table created)');

  const astro = [first.astroSeconds, second.astroSeconds].map((s) => `${s?.toFixed(1)} s`).join(' and ');
  console.log(
    `\nproof:deploy-build: ${checked.length} checks passed in ${((performance.now() - started) / 1000).toFixed(1)} s` +
      ` (astro build ${astro}; the whole build command ${first.seconds.toFixed(1)} s and ${second.seconds.toFixed(1)} s)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db?.destroy();
  for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  await rm(scratch, { recursive: true, force: true });
}
