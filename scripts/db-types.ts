// npm run db:types [-- --check]: migrates a fresh database of its own, writes src/server/db-types.ts from it with
// kysely-codegen (scripts/lib/db-types.ts), then drops it. The database is an in-memory PGlite, so a newcomer needs
// nothing, or a new database on TEST_DATABASE_URL's server when that is set. --check writes nothing and fails when the
// committed file is not byte for byte what it would write (CI runs it).
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createDb } from '../src/server/db.ts';
import type { DB } from '../src/server/db-types.ts';
import { migrate } from '../src/server/migrate.ts';
import { dbTypesFile, generateDbTypes, typesDiff } from './lib/db-types.ts';

interface Fresh {
  db: Kysely<DB>;
  where: string;
  drop: () => Promise<void>;
}

/** PGlite in memory, with the extension the migrations create (pg_trgm), through its node-postgres adapter. */
async function inMemory(): Promise<Fresh> {
  const [{ PGlite }, { pg_trgm }, { createPgConfig }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/node-postgres'),
  ]);
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    where: 'an in-memory PGlite',
    drop: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

const sessions = async (admin: pg.Client, name: string) =>
  Number((await admin.query('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0]?.n);

/** A new, empty database on the server, dropped afterwards whatever happened. */
async function onServer(serverUrl: string): Promise<Fresh> {
  const name = `db_types_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDb({ driver: 'pg', location: url.toString() });
  return {
    db,
    where: `a new database ${name} on ${url.host}`,
    drop: async () => {
      await db.destroy();
      // The pool's end comes before the server has closed its sessions; FORCE would cut them (a logged error each).
      for (let waited = 0; waited < 5_000 && (await sessions(admin, name)) > 0; waited += 50) await sleep(50);
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--check');
if (unknown.length) {
  console.error(`Unknown argument(s): ${unknown.join(' ')}. Usage: npm run db:types [-- --check]`);
  process.exit(2);
}
const check = args.includes('--check');
const file = relative(process.cwd(), dbTypesFile);
const serverUrl = process.env.TEST_DATABASE_URL;

const fresh = serverUrl ? await onServer(serverUrl) : await inMemory();
try {
  await migrate(fresh.db);
  const generated = await generateDbTypes(fresh.db);
  const committed = await readFile(dbTypesFile, 'utf8').catch(() => '');
  if (committed === generated) {
    console.log(`${file} is up to date (generated on ${fresh.where}).`);
  } else if (check) {
    // An empty diff with different bytes: line endings or a missing last newline (an editor's, or git's autocrlf).
    console.error(typesDiff(committed, generated) || '(the lines match: the line endings or the last newline differ)');
    console.error(`${file} is not what the migrations generate: run \`npm run db:types\` and commit the result.`);
    process.exitCode = 1;
  } else {
    await writeFile(dbTypesFile, generated);
    console.log(`Wrote ${file} (generated on ${fresh.where}).`);
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await fresh.drop();
}
