// Unit tests everywhere; integration tests once per database: embedded PGlite always, and the PostgreSQL server
// named by TEST_DATABASE_URL when it is set. Each test file gets its own database copied from a migrated template.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const integration = 'tests/integration/**/*.test.ts';
/** Faults of the Neon driver's sockets: they need the bridge, so they run in the 'neon' project only. */
const neonOnly = 'tests/integration/**/*.neon.test.ts';
const serverUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    reporters: ['default', './tests/setup/database-reporter.ts'],
    setupFiles: ['./tests/setup/console.ts', './tests/setup/jsdom.ts'],
    // A fixed signing key for admin sessions in tests (production requires its own, ≥ 32 bytes).
    // Price checks are written at once, within the test that made them (production batches them every 5 s).
    // A wait for a pooled connection of up to 30 s (production: 10): the bursts of 20–30 parallel requests some tests
    // make meet one process's pool of 5, which a serverless function never does (one request per instance), and on
    // a loaded 2-core CI machine through the Neon driver's socket bridge a burst took 11 s (3 of 30 timed out).
    env: {
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
      PRICE_CHECK_FLUSH_MS: '0',
      DB_CONNECT_TIMEOUT_MS: '30000',
    },
    // A guard against a test that hangs, not a speed goal (those live in the benchmarks and budget scripts): the
    // concurrency tests (ten rounds of an acceptance racing a send, 200 quotes sent five times at once) and the embedded
    // database's lock test took 15–18 s of the 20 s this was, on a slow day beside the other workers.
    testTimeout: 60_000,
    // vitest's default is one worker fewer than the cores: one on this 2-core machine. Most integration files wait on
    // a database server or a socket bridge rather than compute, so one more worker than cores keeps both busy
    // (npm test 292 s with three workers, against 9–13 min with one: docs/figures.md).
    maxWorkers: availableParallelism() + 1,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: [integration],
          // *.pg.test.ts need real concurrency, which only the server has.
          exclude: ['tests/integration/**/*.pg.test.ts', neonOnly],
          globalSetup: ['./tests/setup/global-pglite.ts'],
          setupFiles: ['./tests/setup/console.ts', './tests/setup/database.ts', './tests/setup/blobs.ts'],
        },
      },
      // `npm run test:fuzz` only (FUZZ=1): every route against generated bad inputs, on PGlite.
      ...(process.env.FUZZ
        ? [
            {
              extends: true as const,
              test: {
                name: 'fuzz',
                include: ['tests/fuzz/**/*.fuzz.test.ts'],
                testTimeout: 30 * 60_000,
                globalSetup: ['./tests/setup/global-pglite.ts'],
                setupFiles: ['./tests/setup/console.ts', './tests/setup/database.ts', './tests/setup/blobs.ts'],
              },
            },
          ]
        : []),
      ...(serverUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: [integration],
                exclude: [neonOnly],
                globalSetup: ['./tests/setup/global-postgres.ts'],
                setupFiles: ['./tests/setup/console.ts', './tests/setup/database.ts', './tests/setup/blobs.ts'],
              },
            },
            {
              // The same suite through the Neon driver (production's), over a local WebSocket bridge to the server.
              extends: true as const,
              test: {
                name: 'neon',
                include: [integration],
                globalSetup: ['./tests/setup/global-postgres.ts', './tests/setup/global-neon.ts'],
                setupFiles: ['./tests/setup/console.ts', './tests/setup/database.ts', './tests/setup/blobs.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
