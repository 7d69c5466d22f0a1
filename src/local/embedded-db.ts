// Opens the embedded PGlite database (the zero-configuration default) and guards its folder with a lock file,
// because PGlite has no lock of its own and two processes writing one folder silently lose rows.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

export class EmbeddedDatabaseBusyError extends Error {
  override name = 'EmbeddedDatabaseBusyError';
}

interface LockOwner {
  pid: number;
  threadId: number;
  command: string;
  startedAt: string;
}

interface Opened {
  pglite: Promise<PGlite>;
  release: () => void;
  users: number;
}

// One registry per JavaScript realm, kept on globalThis so that a module re-evaluated by Vite's dev server finds
// the instance it opened before instead of opening the folder a second time.
const registryKey = Symbol.for('doors.embedded-db');
type Registry = Map<string, Opened>;
const registry: Registry = ((globalThis as Record<symbol, unknown>)[registryKey] as Registry | undefined) ?? new Map();
(globalThis as Record<symbol, unknown>)[registryKey] = registry;

const lockPath = (dir: string) => `${dir}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

function holderOf(owner: LockOwner): string {
  const where =
    owner.pid === process.pid ? `another thread (${owner.threadId}) of this process` : `process ${owner.pid}`;
  return `${where}: "${owner.command}", since ${owner.startedAt}`;
}

/**
 * Takes the folder's lock or throws EmbeddedDatabaseBusyError naming the holder. A dead holder's lock is taken over.
 */
function acquireLock(dir: string): () => void {
  const path = lockPath(dir);
  mkdirSync(dirname(path), { recursive: true });
  const me: LockOwner = {
    pid: process.pid,
    threadId,
    command: process.argv.slice(1).join(' ') || 'node',
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const owner = readOwner(path);
        if (owner?.pid === me.pid && owner.threadId === me.threadId) rmSync(path, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      // Ctrl-C or a kill ends Node without 'exit' when nobody handles the signal: release first, then let the
      // signal do what it would have done. (A stale lock is taken over anyway; this only keeps .data tidy.)
      for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
        process.once(signal, () => {
          release();
          if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
        });
      }
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner && isAlive(owner.pid) && !(owner.pid === process.pid && owner.threadId === threadId)) {
        throw new EmbeddedDatabaseBusyError(
          `The embedded database ${dir} is in use by ${holderOf(owner)}. ` +
            'PGlite cannot be shared between processes: stop that one first, or set DATABASE_URL to a PostgreSQL server.',
        );
      }
      // The holder is gone (killed, crashed) or was this very thread: the lock is stale.
      rmSync(path, { force: true });
    }
  }
  throw new EmbeddedDatabaseBusyError(`Could not take the lock ${path}; another process keeps taking it.`);
}

/** The PGlite instance for a folder, opened once per process and shared by every caller in it. */
export function openEmbedded(folder: string): Promise<PGlite> {
  const dir = resolve(folder);
  const existing = registry.get(dir);
  if (existing) {
    existing.users++;
    return existing.pglite;
  }
  const release = acquireLock(dir);
  const pglite = (async () => {
    mkdirSync(dir, { recursive: true });
    const [{ PGlite }, { pg_trgm }] = await Promise.all([
      import('@electric-sql/pglite'),
      // The inbox's search index (migrations/0019_inbox_search.sql): PostgreSQL's contrib, built for PGlite.
      import('@electric-sql/pglite/contrib/pg_trgm'),
    ]);
    return PGlite.create(dir, { extensions: { pg_trgm } });
  })();
  registry.set(dir, { pglite, release, users: 1 });
  pglite.catch(() => {
    registry.delete(dir);
    release();
  });
  return pglite;
}

/** Gives back one use of the folder; the last one closes PGlite and frees the lock. */
export async function closeEmbedded(folder: string): Promise<void> {
  const dir = resolve(folder);
  const entry = registry.get(dir);
  if (!entry || --entry.users > 0) return;
  registry.delete(dir);
  try {
    await (await entry.pglite).close();
  } finally {
    entry.release();
  }
}
