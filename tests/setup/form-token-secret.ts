// The template database's app_state 'form_token_key', read by the global setups: every test database is a copy of the
// template, so tests/helpers.ts signs form tokens with the same key the functions read (src/server/form-token.ts).
import type { Db } from '../../src/server/db.ts';

export async function readFormTokenSecret(db: Db): Promise<string> {
  const row = await db
    .selectFrom('app_state')
    .select('value')
    .where('key', '=', 'form_token_key')
    .executeTakeFirstOrThrow();
  return row.value;
}
