// The row types (src/server/db-types.ts) against the migrated database, on each database path: kysely-codegen makes
// the committed file of it byte for byte, sees a column a migration adds or drops, and the shapes it chose are what
// each driver (PGlite's adapter, node-postgres, Neon) really reads.
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dbTypesFile, generateDbTypes, typesDiff } from '../../scripts/lib/db-types.ts';
import { getDb } from '../../src/server/db.ts';

const committed = () => readFile(dbTypesFile, 'utf8');

describe('row types', () => {
  it('are what the generator makes of the migrated database, byte for byte (else: npm run db:types)', async () => {
    const generated = await generateDbTypes(getDb());
    expect(typesDiff(await committed(), generated)).toBe('');
    expect(generated).toBe(await committed());
  });

  it('are the values each driver reads: Date for timestamptz and date, text for bigint, jsonb parsed', async () => {
    const db = getDb();
    const rate = await db.selectFrom('exchange_rates').selectAll().executeTakeFirstOrThrow();
    expect(rate.as_of).toBeInstanceOf(Date);
    expect(rate.created_at).toBeInstanceOf(Date);
    expect(typeof rate.rate_x10000).toBe('number');
    const door = await db.selectFrom('products').select(['photo_urls', 'is_active']).executeTakeFirstOrThrow();
    expect(Array.isArray(door.photo_urls)).toBe(true);
    expect(typeof door.is_active).toBe('boolean');
    const options = await db.selectFrom('option_schemas').select('schema').executeTakeFirstOrThrow();
    expect(options.schema).toBeTypeOf('object');
    const deletion = await db
      .insertInto('request_deletions')
      .values({ request_kind: 'QUOTE', reference: null, received_at: new Date() })
      .returning(['id', 'received_at'])
      .executeTakeFirstOrThrow();
    expect(deletion.id).toMatch(/^\d+$/);
    expect(deletion.received_at).toBeInstanceOf(Date);
  });

  it('change when a migration adds a column or drops one', async () => {
    const db = getDb();
    await sql`alter table price_checks add column planted text`.execute(db);
    await sql`alter table rate_limits drop column hits`.execute(db);
    const diff = typesDiff(await committed(), await generateDbTypes(db));
    expect(diff).toContain('+  planted: string | null;');
    expect(diff).toContain('-  hits: Generated<number>;');
  });
});
