// The zero-configuration default (no DATABASE_URL) for long-running local servers: migrate and seed the embedded
// PGlite database, then serve that one instance on a loopback port. The Netlify emulation runs each function call
// in a fresh worker thread, and several PGlite instances on one folder would lose writes (docs/decisions/003).
import { dirname, join, resolve } from 'node:path';
import { createDb } from '../server/db.ts';
import { resetEnv } from '../server/env.ts';
import { migrate } from '../server/migrate.ts';
import { type Credentials, ensureDemoAdmin } from '../server/seed/demo-admin.ts';
import { type SeedReport, seed } from '../server/seed/index.ts';
import { closeEmbedded, openEmbedded } from './embedded-db.ts';

export interface Prepared {
  applied: string[];
  report: SeedReport;
  admin?: Credentials;
}

/** Migrates and seeds the embedded database (and creates the demo admin when asked). */
export async function prepareEmbedded(dir: string, options: { admin: boolean }): Promise<Prepared> {
  const db = createDb({ driver: 'pglite', location: dir });
  try {
    const applied = await migrate(db);
    const report = await seed(db);
    if (!options.admin) return { applied, report };
    const admin = await ensureDemoAdmin(db, join(dirname(resolve(dir)), 'demo-admin.json'));
    return { applied, report, admin };
  } finally {
    await db.destroy();
  }
}

export interface EmbeddedServer extends Prepared {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Holds the folder for the life of this process, prepares it, and serves it over the PostgreSQL protocol on
 * 127.0.0.1. DATABASE_URL then points there, so this process and its worker threads all use one instance.
 */
export async function serveEmbedded(dir: string, options: { admin: boolean }): Promise<EmbeddedServer> {
  const pglite = await openEmbedded(dir);
  const prepared = await prepareEmbedded(dir, options);
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 100 });
  await server.start();
  const url = `postgres://postgres@${server.getServerConn()}/postgres`;
  process.env.DATABASE_URL = url;
  // PGlite runs one query at a time: more connections per worker would only queue.
  process.env.DB_POOL_MAX = '1';
  resetEnv();
  return {
    ...prepared,
    url,
    stop: async () => {
      await server.stop();
      await closeEmbedded(dir);
    },
  };
}
