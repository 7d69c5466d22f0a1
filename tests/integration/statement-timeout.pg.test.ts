// statement_timeout where Neon's pooler honours it (docs/decisions/019): as the role's default in the database (a new session
// that sends no startup parameter still gets it), and a longer limit inside a migration's own transaction.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { closeDb, createDb, getDb } from '../../src/server/db.ts';
import { setRoleStatementTimeout } from '../../src/server/deploy.ts';
import { resetEnv } from '../../src/server/env.ts';
import { migrate } from '../../src/server/migrate.ts';
import { restoreEnvAfterEach } from '../helpers.ts';

restoreEnvAfterEach();

/** This test file's database, as the owner (the server's superuser here). */
const ownerUrl = () => new URL(process.env.DATABASE_URL as string);

/** What a plain session sees: no statement_timeout sent at startup, as through a transaction-mode pooler. */
async function sessionTimeout(url: URL): Promise<string> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ statement_timeout: string }>('SHOW statement_timeout');
    return rows[0]?.statement_timeout as string;
  } finally {
    await client.end();
  }
}

describe('statement_timeout', () => {
  it('an ordinary role sets its own default in this database; a new session without the parameter gets it', async () => {
    const role = `doors_t_role_${randomBytes(4).toString('hex')}`;
    const database = ownerUrl().pathname.slice(1);
    const owner = new pg.Client({ connectionString: ownerUrl().toString() });
    await owner.connect();
    await owner.query(`CREATE ROLE "${role}" LOGIN NOSUPERUSER NOCREATEROLE`);
    try {
      const asRole = ownerUrl();
      asRole.username = role;
      expect(await sessionTimeout(asRole)).toBe('0');
      const db = createDb({ driver: 'pg', location: asRole.toString() });
      try {
        expect(await setRoleStatementTimeout(db, 7_000)).toBe(true);
      } finally {
        await db.destroy();
      }
      expect(await sessionTimeout(asRole)).toBe('7s');
      // For this role only, and in this database only.
      expect(await sessionTimeout(ownerUrl())).toBe('0');
      const other = ownerUrl();
      other.pathname = '/postgres';
      other.username = role;
      expect(await sessionTimeout(other)).toBe('0');
    } finally {
      await owner.query(`ALTER ROLE "${role}" IN DATABASE "${database}" RESET ALL`);
      await owner.query(`DROP ROLE "${role}"`);
      await owner.end();
    }
  });

  it('a migration longer than the requests’ limit passes under the migration limit', async () => {
    await closeDb();
    process.env.DB_STATEMENT_TIMEOUT_MS = '300';
    resetEnv();
    const root = await mkdtemp(join(tmpdir(), 'slow-migration-'));
    try {
      const db = getDb();
      // The requests' limit is in force on this connection…
      await expect(sql`SELECT pg_sleep(0.8)`.execute(db)).rejects.toThrow(/statement timeout/);
      // …and a migration, in its own transaction, is held to MIGRATION_STATEMENT_TIMEOUT_MS instead.
      const slow = join(root, 'slow');
      await mkdir(slow);
      await writeFile(join(slow, '0001_slow.sql'), 'SELECT pg_sleep(0.8);\nCREATE TABLE slow_done (id int);\n');
      expect(await migrate(db, { dir: slow })).toEqual(['0001_slow.sql']);
      // The limit is the one given: the same migration under 300 ms fails.
      const slower = join(root, 'slower');
      await mkdir(slower);
      await writeFile(join(slower, '0002_slower.sql'), 'SELECT pg_sleep(0.8);\n');
      await expect(migrate(db, { dir: slower, statementTimeoutMs: 300 })).rejects.toThrow(/statement timeout/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
