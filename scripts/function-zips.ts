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
import { rm } from 'node:fs/promises';
import { runThroughBootstrap } from './lib/function-zips/cold-starts.ts';
import { fail, failed } from './lib/function-zips/common.ts';
import { nodeOutsideProject } from './lib/function-zips/project-node.ts';
import { zipAndCheck } from './lib/function-zips/zips.ts';

const { zips, out } = await zipAndCheck(nodeOutsideProject());
try {
  if (!process.argv.includes('--no-run')) await runThroughBootstrap(zips, out);
} catch (error) {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  if (!process.argv.includes('--keep')) await rm(out, { recursive: true, force: true });
  else console.log(`\nZips kept in ${out}`);
}
if (failed().length > 0) {
  console.error(`\nFAILED:\n- ${failed().join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll function zips are within budget, carry no dev-only code, and answered through the bootstrap.');
