// The zero-configuration default (no DATABASE_URL) for long-running local servers: migrate and seed the embedded
// PGlite database, then serve that one instance on a loopback port, behind the checkout's password. The Netlify
// emulation runs each function call in a fresh worker thread, and several PGlite instances on one folder would lose
// writes (docs/decisions/003).
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type Credentials, ensureDemoAdmin } from '../features/seed/demo-admin.server.ts';
import { type SeedReport, seed } from '../features/seed/seed.server.ts';
import { createDb } from '../server/db.ts';
import { resetEnv } from '../server/env.ts';
import { migrate } from '../server/migrate.ts';
import { closeEmbedded, openEmbedded } from './embedded-db.ts';
import { passwordGate } from './pg-password-gate.ts';

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
 * The password of the served database, made on first start and kept beside the database folder (.data/, which the
 * dev server never serves), readable by its owner only, so the printed URL stays the same from one start to the next.
 */
export function databasePassword(dir: string): string {
  const file = join(dirname(resolve(dir)), 'database-password');
  try {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 16) return saved;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const password = randomBytes(24).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return password;
}

/**
 * Where PGlite's own (passwordless) socket listens: a Unix socket in a fresh folder only this user may enter (mkdtemp
 * makes it 0700); on Windows a named pipe, which by default only its creator (and administrators) may write to. Only
 * the password gate connects to it.
 */
function privateSocket(): { path: string; remove: () => void } {
  if (process.platform === 'win32')
    return { path: `\\\\.\\pipe\\doors-pglite-socket-${randomUUID()}`, remove: () => {} };
  const folder = mkdtempSync(join(tmpdir(), 'doors-pglite-socket-'));
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    rmSync(folder, { recursive: true, force: true });
    process.off('exit', remove);
  };
  // A server stopped by Ctrl-C or a kill never reaches stop(): tidy up anyway, then let the signal do what it would
  // have done (the same pattern as the folder's lock in embedded-db.ts).
  process.on('exit', remove);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      remove();
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
  return { path: join(folder, 'socket'), remove };
}

/**
 * Holds the folder for the life of this process, prepares it, and serves it over the PostgreSQL protocol on
 * 127.0.0.1, to clients that send the checkout's password (databasePassword). DATABASE_URL then points there, so
 * this process and its worker threads all use one instance.
 */
export async function serveEmbedded(dir: string, options: { admin: boolean }): Promise<EmbeddedServer> {
  const pglite = await openEmbedded(dir);
  const prepared = await prepareEmbedded(dir, options);
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  // pglite-socket has no authentication: it listens where nobody else can connect, and the loopback port is the gate.
  const hidden = privateSocket();
  const server = new PGLiteSocketServer({ db: pglite, path: hidden.path, maxConnections: 100 });
  await server.start();
  const password = databasePassword(dir);
  const gate = await passwordGate({ password, upstream: () => connect(hidden.path) });
  const url = `postgres://postgres:${encodeURIComponent(password)}@${gate.address}/postgres`;
  process.env.DATABASE_URL = url;
  // PGlite runs one query at a time: more connections per worker would only queue.
  process.env.DB_POOL_MAX = '1';
  resetEnv();
  return {
    ...prepared,
    url,
    stop: async () => {
      await gate.stop();
      await server.stop();
      hidden.remove();
      await closeEmbedded(dir);
    },
  };
}
