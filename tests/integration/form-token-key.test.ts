// The form tokens' key is read from app_state once per function instance (src/server/form-token.ts): a failed read
// is answered like any database error and not remembered, and once read, the table is not asked again. Its own file,
// so no earlier test has loaded the key into this instance.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import formToken from '../../netlify/functions/form-token.ts';
import { getDb } from '../../src/server/db.ts';
import { formTokenAge } from '../../src/server/form-token.ts';
import { call, formKey } from '../helpers.ts';
import { expectConsoleError } from '../setup/console.ts';

const hideTable = () => sql`ALTER TABLE app_state RENAME TO app_state_hidden`.execute(getDb());
const showTable = () => sql`ALTER TABLE app_state_hidden RENAME TO app_state`.execute(getDb());
const get = () => call(formToken, 'GET', '/api/form-token');

describe('the form token key', () => {
  it('is read once per instance, and a failed read is tried again on the next request', async () => {
    await hideTable();
    expectConsoleError(1); // handle() logs the failed read with its request id
    expect((await get()).status).toBe(500);
    await showTable();
    const response = await get();
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect(formTokenAge(formKey, token)).toBeLessThan(1_000);
    // Read once: the table out of the way again changes nothing for this instance.
    await hideTable();
    try {
      expect((await get()).status).toBe(200);
    } finally {
      await showTable();
    }
  });
});
