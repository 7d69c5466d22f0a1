// Per test file: a fresh database copied from the run's template, wired in through the same environment
// variables the app reads (PGLITE_DIR or DATABASE_URL), so getDb() in the code under test uses it.
import { randomBytes } from 'node:crypto';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { closeDb, createDb, type Db } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { databaseUrl } from './global-postgres.ts';

export type TestDatabase = (
  | { kind: 'pglite'; template: string; root: string }
  | { kind: 'postgres'; template: string; serverUrl: string; runId: string }
) & {
  /** The template's app_state 'form_token_key', which every copy shares: tests sign form tokens with it. */
  formTokenSecret: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    database: TestDatabase;
  }
}

const database = inject('database');
/** Set in the 'neon' project: the Neon driver reaches the server through this bridge. */
const neonWsProxy = inject('neonWsProxy');
/** This file's PGlite copy, removed when the file ends (the RAM disk holds one per running file, not every one). */
let copy: string | undefined;

beforeAll(async () => {
  const suffix = randomBytes(4).toString('hex');
  if (database.kind === 'pglite') {
    const dir = join(database.root, `file-${suffix}`);
    await cp(database.template, dir, { recursive: true });
    copy = dir;
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = dir;
  } else {
    const name = `${database.runId}_${suffix}`;
    const admin = new pg.Client({ connectionString: database.serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${database.template}"`);
    // A throwaway database need not wait for the disk at each commit (≈2 ms here); every session still sees each
    // committed row at once, so no test can tell, and the PostgreSQL project runs 187 s → 170 s.
    await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
    await admin.end();
    process.env.DATABASE_URL = databaseUrl(database.serverUrl, name);
    if (neonWsProxy) {
      process.env.DB_DRIVER = 'neon';
      process.env.NEON_WS_PROXY = neonWsProxy;
    }
  }
  resetEnv();
});

afterAll(async () => {
  await closeDb();
  if (copy) await rm(copy, { recursive: true, force: true });
});

/**
 * A second, empty database of the current kind (no migrations), for tests of the migration runner. On the server,
 * `runners` separate pools (real concurrency); on PGlite one instance shared by all runners, as PGlite allows.
 */
export async function createEmptyDatabase(runners: number): Promise<{ dbs: Db[]; drop: () => Promise<void> }> {
  const suffix = randomBytes(4).toString('hex');
  if (database.kind === 'pglite') {
    const dir = join(database.root, `empty-${suffix}`);
    const db = createDb({ driver: 'pglite', location: dir });
    return { dbs: Array.from({ length: runners }, () => db), drop: () => db.destroy() };
  }
  const name = `${database.runId}_empty_${suffix}`;
  const admin = new pg.Client({ connectionString: database.serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const dbs = Array.from({ length: runners }, () =>
    createDb({ driver: 'pg', location: databaseUrl(database.serverUrl, name) }),
  );
  return {
    dbs,
    drop: async () => {
      await Promise.all(dbs.map((db) => db.destroy()));
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
