// The Kysely row types (src/server/db-types.ts) against the migrated database: a column that a migration adds and
// the types miss, or one the types name and the database lacks, fails here.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Db, getDb } from '../../src/server/db.ts';
import { columns } from '../../src/server/db-columns.ts';

type Tables = Record<string, readonly string[]>;

async function databaseColumns(db: Db): Promise<Tables> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
  return Object.fromEntries(
    [...new Set(rows.map((row) => row.table_name))].map((table) => [
      table,
      rows.filter((row) => row.table_name === table).map((row) => row.column_name),
    ]),
  );
}

/** What differs, one line per column: "+ quotes.x" in the database only, "- quotes.y" in the types only. */
function differences(types: Tables, database: Tables): string[] {
  const lines: string[] = [];
  for (const table of new Set([...Object.keys(types), ...Object.keys(database)])) {
    const typed = new Set(types[table] ?? []);
    const real = new Set(database[table] ?? []);
    for (const column of real) if (!typed.has(column)) lines.push(`+ ${table}.${column} (in the database only)`);
    for (const column of typed) if (!real.has(column)) lines.push(`- ${table}.${column} (in the types only)`);
  }
  return lines.sort();
}

describe('row types', () => {
  it('name exactly the columns of the migrated database', async () => {
    expect(differences(columns, await databaseColumns(getDb()))).toEqual([]);
  });

  it('fail on a column a migration adds and the types miss, or one the types name and the database lacks', async () => {
    const db = getDb();
    await sql`alter table price_checks add column planted text`.execute(db);
    await sql`alter table rate_limits drop column hits`.execute(db);
    expect(differences(columns, await databaseColumns(db))).toEqual([
      '+ price_checks.planted (in the database only)',
      '- rate_limits.hits (in the types only)',
    ]);
  });
});
