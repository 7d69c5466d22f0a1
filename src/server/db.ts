// The one way to reach the database: a Kysely instance over a pool chosen from DATABASE_URL (see docs/decisions/003).
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import type { Database } from './db-types.ts';
import { closeEmbedded, openEmbedded } from './embedded-db.ts';
import { env } from './env.ts';

export type Db = Kysely<Database>;
export type DbDriver = 'pglite' | 'pg' | 'neon';

export interface DbTarget {
  driver: DbDriver;
  /** Connection URL, or the PGlite folder. */
  location: string;
}

/** Which driver serves the configured database: unset → embedded PGlite; a Neon host → Neon; else pg. */
export function dbTarget(): DbTarget {
  const { DATABASE_URL, PGLITE_DIR, DB_DRIVER } = env();
  if (!DATABASE_URL) return { driver: 'pglite', location: PGLITE_DIR };
  if (DB_DRIVER) return { driver: DB_DRIVER, location: DATABASE_URL };
  const host = new URL(DATABASE_URL).hostname;
  return { driver: host.endsWith('.neon.tech') ? 'neon' : 'pg', location: DATABASE_URL };
}

function logPoolError(error: Error): void {
  // An idle client's socket dropped (the server restarted, Neon suspended): the pool discards that client and the
  // next query opens a new one. Without this listener the 'error' event would crash the whole process.
  console.warn(`[db] idle connection lost: ${error.message}`);
}

async function createPool(target: DbTarget): Promise<PostgresPool> {
  const { DB_STATEMENT_TIMEOUT_MS, DB_POOL_MAX } = env();
  if (target.driver === 'pglite') {
    const pglite = await openEmbedded(target.location);
    const [{ default: pg }, { createPgConfig }] = await Promise.all([
      import('pg'),
      import('@electric-sql/pglite/node-postgres'),
    ]);
    // PGlite is one backend behind one connection object: a single, never-idled client.
    const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, idleTimeoutMillis: 0 });
    pool.on('error', logPoolError);
    return pool;
  }
  const options = {
    connectionString: target.location,
    max: DB_POOL_MAX,
    statement_timeout: DB_STATEMENT_TIMEOUT_MS,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 10_000,
    // Lets a function's (or a dev worker's) event loop end while clients sit idle.
    allowExitOnIdle: true,
  };
  if (target.driver === 'neon') {
    const { Pool } = await import('@neondatabase/serverless');
    const pool = new Pool(options);
    pool.on('error', logPoolError);
    return pool as unknown as PostgresPool;
  }
  const { default: pg } = await import('pg');
  const pool = new pg.Pool(options);
  pool.on('error', logPoolError);
  return pool;
}

/** A new Kysely instance for the configured database; `destroy()` closes its pool (and PGlite with it). */
export function createDb(target: DbTarget = dbTarget()): Db {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: () => createPool(target) }) });
  if (target.driver !== 'pglite') return db;
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await destroy();
    await closeEmbedded(target.location);
  };
  return db;
}

let shared: Db | undefined;

/** The instance shared by everything in this process (one per warm function). */
export function getDb(): Db {
  shared ??= createDb();
  return shared;
}

/** Closes the shared instance, for scripts and tests that end or switch databases. */
export async function closeDb(): Promise<void> {
  const db = shared;
  shared = undefined;
  await db?.destroy();
}
