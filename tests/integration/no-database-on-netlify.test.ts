// A deployed function with no database URL (docs/decisions/019): on Lambda neither NETLIFY nor NODE_ENV is set, and the
// embedded default used to `mkdir .data` on a read-only filesystem and answer a 500 that named nothing.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import categories from '../../netlify/functions/categories.ts';
import price from '../../netlify/functions/price.ts';
import { closeDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { call, restoreEnvAfterEach } from '../helpers.ts';
import { expectConsoleError } from '../setup/console.ts';

restoreEnvAfterEach();

describe('a deployed function with no database configured', () => {
  it('answers 503 with a generic body, logs which variables to set, and creates no embedded database', async () => {
    const scratch = await mkdtemp(join(tmpdir(), 'no-db-'));
    const pgliteDir = join(scratch, 'pglite');
    await closeDb();
    for (const key of ['DATABASE_URL', 'NETLIFY_DB_URL', 'NETLIFY_DATABASE_URL', 'NETLIFY', 'NODE_ENV', 'DB_DRIVER']) {
      delete process.env[key];
    }
    // What Lambda sets for every deployed function (src/server/platform.ts).
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'doors-categories';
    process.env.PGLITE_DIR = pgliteDir;
    resetEnv();
    const logged = vi.spyOn(console, 'error');
    expectConsoleError(2);
    try {
      const listed = await call(categories, 'GET', '/api/categories');
      const priced = await call(price, 'POST', '/api/price', { body: { productSlug: 'classic-oak' } });
      for (const response of [listed, priced]) {
        expect(response.status).toBe(503);
        const body = (await response.json()) as { error: string };
        expect(body.error).toBe('The service is unavailable. Please try again later.');
        expect(body.error).not.toMatch(/DATABASE_URL|Netlify/);
      }
      const lines = logged.mock.calls.map((args) => args.map(String).join(' '));
      expect(lines).toHaveLength(2);
      for (const line of lines) expect(line).toMatch(/Set DATABASE_URL.*enable Netlify Database.*NETLIFY_DB_URL/);
      expect(existsSync(pgliteDir)).toBe(false);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
