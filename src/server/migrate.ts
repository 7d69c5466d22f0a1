// Applies migrations/NNNN_title.sql in order, all pending ones in one transaction under an advisory lock, and
// records each with its checksum, so concurrent runners apply every file exactly once (docs/decisions/004).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import type { Db } from './db.ts';
import { env } from './env.ts';

const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;
// Any fixed number works; it only has to be the same for every runner of this project.
const LOCK_KEY = 4_711_002_017;

export const migrationsDir = resolve(import.meta.dirname, '../../migrations');

interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

async function readMigrations(dir: string): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(join(dir, name), 'utf8');
      return { name, sql: text, checksum: createHash('sha256').update(text).digest('hex') };
    }),
  );
}

export interface MigrateOptions {
  dir?: string;
  /**
   * The statement timeout inside the migration's transaction (SET LOCAL), instead of the short one every connection
   * gets for requests: a table rewrite or an index on a large table may take minutes (docs/decisions/004).
   */
  statementTimeoutMs?: number;
}

/** Applies every pending migration; returns the names applied now. Refuses to run if a landed file was edited. */
export async function migrate(db: Db, options: MigrateOptions = {}): Promise<string[]> {
  const { dir = migrationsDir, statementTimeoutMs = env().MIGRATION_STATEMENT_TIMEOUT_MS } = options;
  const files = await readMigrations(dir);
  return db.transaction().execute(async (tx) => {
    // First, so that waiting for another runner's lock is bounded by the same longer limit.
    await sql`SET LOCAL statement_timeout = ${sql.lit(Math.trunc(statementTimeoutMs))}`.execute(tx);
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(LOCK_KEY)})`.execute(tx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(tx);
    const applied = new Map(
      (await tx.selectFrom('schema_migrations').select(['name', 'checksum']).execute()).map((r) => [
        r.name,
        r.checksum,
      ]),
    );
    for (const file of files) {
      const checksum = applied.get(file.name);
      if (checksum && checksum !== file.checksum) {
        throw new Error(`Migration ${file.name} was edited after it was applied; add a new migration instead.`);
      }
    }
    const pending = files.filter((file) => !applied.has(file.name));
    for (const file of pending) {
      await sql.raw(file.sql).execute(tx);
      await tx.insertInto('schema_migrations').values({ name: file.name, checksum: file.checksum }).execute();
    }
    return pending.map((file) => file.name);
  });
}

/** The migrations not yet applied to this database (all of them on an empty one), without applying any. */
export async function pendingMigrations(db: Db, dir: string = migrationsDir): Promise<string[]> {
  const files = await readMigrations(dir);
  const { rows } = await sql<{
    exists: boolean;
  }>`SELECT to_regclass('schema_migrations') IS NOT NULL AS exists`.execute(db);
  if (!rows[0]?.exists) return files.map((file) => file.name);
  const applied = new Set((await db.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
  return files.filter((file) => !applied.has(file.name)).map((file) => file.name);
}
