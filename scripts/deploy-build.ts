// npm run deploy:build — Netlify's build command (netlify.toml): brings whatever database this deploy has to a
// working shop, then builds the pages from it (docs/deploy.md, docs/decisions/019).
//   1. which database: DATABASE_URL, NETLIFY_DB_URL or NETLIFY_DATABASE_URL; none on Netlify → stop, naming them;
//   2. a build that may write (production, local, a preview with a database of its own): migrate under a long
//      statement timeout, set the role's default statement timeout, seed only a database never seeded;
//      any other preview or branch deploy: write nothing, and stop if a migration is pending or nothing is seeded;
//   3. npm run build.
import { spawnSync } from 'node:child_process';
import { seedIfNeverSeeded } from '../src/features/seed/seed.server.ts';
import { closeDb, createDb, dbTarget } from '../src/server/db.ts';
import { checkWithoutWriting, deployPlan, setRoleStatementTimeout } from '../src/server/deploy.ts';
import { env } from '../src/server/env.ts';
import { migrate, pendingMigrations } from '../src/server/migrate.ts';
import { deployContext, platform } from '../src/server/platform.ts';

const log = (line: string) => console.log(`[deploy] ${line}`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The database steps; an error's message is what the build log shows. */
async function prepareDatabase(): Promise<void> {
  const settings = env();
  const target = dbTarget();
  const where = target.driver === 'pglite' ? target.location : `${new URL(target.location).host} (${target.source})`;
  const plan = deployPlan({
    platform: platform(),
    context: deployContext(),
    source: target.source,
    previewDatabaseIsSeparate: settings.PREVIEW_DATABASE_IS_SEPARATE === 'true',
  });
  log(`database ${where} through ${target.driver}; this is ${plan.why}`);
  // The build's own connection carries the migration limit: the Neon driver's client-side timer must not cut a long
  // migration short (the SET LOCAL inside migrate() is what a transaction-mode pooler honours).
  const db = createDb(target, { statementTimeoutMs: settings.MIGRATION_STATEMENT_TIMEOUT_MS });
  try {
    if (!plan.write) {
      await checkWithoutWriting(db, await pendingMigrations(db), plan);
      log('schema up to date and catalogue present; nothing written');
      return;
    }
    const applied = await migrate(db);
    log(applied.length ? `applied ${applied.join(', ')}` : 'schema up to date');
    if (target.driver !== 'pglite' && (await setRoleStatementTimeout(db, settings.DB_STATEMENT_TIMEOUT_MS))) {
      log(`statement_timeout ${settings.DB_STATEMENT_TIMEOUT_MS} ms set as this role's default in this database`);
    }
    const seeded = await seedIfNeverSeeded(db);
    log(seeded ? `seeded a new database: ${JSON.stringify(seeded)}` : 'seeded before: the catalogue is left as it is');
  } finally {
    await db.destroy();
    await closeDb();
  }
}

const started = performance.now();
try {
  await prepareDatabase();
} catch (error) {
  console.error(`[deploy] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
log(`database ready in ${seconds(started)}; building the site (npm run build)`);
const building = performance.now();
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
log(`npm run build ${build.status === 0 ? 'finished' : 'failed'} in ${seconds(building)}`);
process.exit(build.status ?? 1);
