// The one way to reach the database: a Kysely instance over a pool chosen by dbTarget() (docs/decisions/003, 019).
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import type { DB } from './db-types.ts';
import { env } from './env.ts';
import { Misconfigured } from './errors.ts';
import { onNetlify } from './platform.ts';

export type Db = Kysely<DB>;
export type DbDriver = 'pglite' | 'pg' | 'neon';
/** Which variable named the database; 'embedded' when none did. */
export type DbSource = 'DATABASE_URL' | 'NETLIFY_DB_URL' | 'NETLIFY_DATABASE_URL' | 'embedded';

export interface DbTarget {
  driver: DbDriver;
  /** Connection URL, or the PGlite folder. */
  location: string;
  source: DbSource;
}

/** What createDb() needs of a target. */
export type Connection = Pick<DbTarget, 'driver' | 'location'>;

export const noDatabaseOnNetlify =
  "No database is configured. Set DATABASE_URL in the site's environment variables (Netlify: Site configuration → " +
  'Environment variables; a Neon pooled connection string), or enable Netlify Database for the site (it sets ' +
  'NETLIFY_DB_URL). The embedded database (PGlite) is for local use only and is refused on Netlify.';

/**
 * The one place that decides which database and driver serve this process (docs/decisions/003 and 019). The first
 * URL set wins: DATABASE_URL (the owner's explicit choice, e.g. a context-scoped one), NETLIFY_DB_URL (Netlify
 * Database), NETLIFY_DATABASE_URL (the legacy integration). None → embedded PGlite, locally only: on Netlify (a build
 * or a deployed function) that throws Misconfigured naming the variables, instead of creating .data/ there.
 */
export function dbTarget(): DbTarget {
  const { DATABASE_URL, NETLIFY_DB_URL, NETLIFY_DATABASE_URL, NETLIFY_DB_DRIVER, PGLITE_DIR, DB_DRIVER } = env();
  const [source, url] = DATABASE_URL
    ? (['DATABASE_URL', DATABASE_URL] as const)
    : NETLIFY_DB_URL
      ? (['NETLIFY_DB_URL', NETLIFY_DB_URL] as const)
      : NETLIFY_DATABASE_URL
        ? (['NETLIFY_DATABASE_URL', NETLIFY_DATABASE_URL] as const)
        : (['embedded', undefined] as const);
  if (!url) {
    if (onNetlify()) throw new Misconfigured(noDatabaseOnNetlify);
    return { driver: 'pglite', location: PGLITE_DIR, source };
  }
  if (DB_DRIVER) return { driver: DB_DRIVER, location: url, source };
  // Netlify Database says which driver its URL wants, as its own client (@netlify/database) reads it.
  if (source === 'NETLIFY_DB_URL' && NETLIFY_DB_DRIVER) {
    return { driver: NETLIFY_DB_DRIVER === 'serverless' ? 'neon' : 'pg', location: url, source };
  }
  const host = new URL(url).hostname;
  return { driver: host.endsWith('.neon.tech') ? 'neon' : 'pg', location: url, source };
}

interface Emitter {
  on(event: string, listener: (arg: never) => void): unknown;
}

/**
 * Every pool logs its errors, and so does every client it opens: a socket can fail while a client is idle (the pool
 * then drops it) or checked out (the query fails and is answered). An 'error' event without a listener would crash
 * the whole function instead, a known failure mode of serverless database drivers.
 */
function listen<P>(pool: P): P {
  const emitter = pool as unknown as Emitter;
  emitter.on('error', logConnectionError);
  emitter.on('connect', (client: Emitter) => client.on('error', logConnectionError));
  return pool;
}

function logConnectionError(error: Error | Event): void {
  const reason = ('message' in error && error.message) || error.constructor.name;
  console.warn(`[db] connection lost: ${reason}`);
}

/**
 * The embedded database is a local tool (src/local/): loaded only when no database URL is set off Netlify, so a
 * deployed function never reaches it. The one import from runtime code into src/local/ (the layer check allows
 * exactly this one).
 */
const embedded = () => import('../local/embedded-db.ts');

export interface PoolOptions {
  /**
   * This pool's statement timeout instead of DB_STATEMENT_TIMEOUT_MS: the deploy build's migrations take the longer
   * MIGRATION_STATEMENT_TIMEOUT_MS, which the Neon driver's own client-side limit must not cut short.
   */
  statementTimeoutMs?: number;
}

async function createPool(target: Connection, pool: PoolOptions): Promise<PostgresPool> {
  const { DB_CONNECT_TIMEOUT_MS, DB_POOL_MAX, NEON_WS_PROXY } = env();
  const statementTimeoutMs = pool.statementTimeoutMs ?? env().DB_STATEMENT_TIMEOUT_MS;
  if (target.driver === 'pglite') {
    const pglite = await (await embedded()).openEmbedded(target.location);
    const [{ default: pg }, { createPgConfig }] = await Promise.all([
      import('pg'),
      import('@electric-sql/pglite/node-postgres'),
    ]);
    // PGlite is one backend behind one connection object: a single, never-idled client.
    return listen(new pg.Pool({ ...createPgConfig(pglite), max: 1, idleTimeoutMillis: 0 }));
  }
  const options = {
    connectionString: target.location,
    max: DB_POOL_MAX,
    // The server stops a slow statement (a startup parameter: Neon's pooler drops it, so the deploy build also sets
    // it as the role's default, src/server/deploy.ts); TCP keepalive finds a peer that vanished.
    statement_timeout: statementTimeoutMs,
    keepAlive: true,
    connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 10_000,
    // Lets a function's (or a dev worker's) event loop end while clients sit idle.
    allowExitOnIdle: true,
  };
  if (target.driver === 'neon') {
    const { Pool, neonConfig } = await import('@neondatabase/serverless');
    if (NEON_WS_PROXY) {
      neonConfig.wsProxy = (host, port) => `${NEON_WS_PROXY}?address=${host}:${port}`;
      neonConfig.useSecureWebSocket = false;
      neonConfig.pipelineConnect = false;
    }
    // Serverless sockets can go silent (a frozen instance, a suspended compute): a query also stops waiting on its own
    // 1 s after the statement timeout. Not on node-postgres, where the per-query timer cost 30% of the price bench.
    return listen(new Pool({ ...options, query_timeout: statementTimeoutMs + 1_000 })) as unknown as PostgresPool;
  }
  const { default: pg } = await import('pg');
  return listen(new pg.Pool(options));
}

/** A new Kysely instance for the configured database; `destroy()` closes its pool (and PGlite with it). */
export function createDb(target: Connection = dbTarget(), pool: PoolOptions = {}): Db {
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: () => createPool(target, pool) }) });
  if (target.driver !== 'pglite') return db;
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await destroy();
    await (await embedded()).closeEmbedded(target.location);
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
