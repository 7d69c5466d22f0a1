import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '../server/env.ts';
import { type EmbeddedServer, serveEmbedded } from './embedded-serve.ts';

// The embedded database served on a loopback port, as `npm run dev` and `npm run serve` serve it: any local process
// (another user's, a page's DNS rebinding, a stray script) can reach that port, so it asks for the checkout's password.
describe('the served embedded database', () => {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DB_POOL_MAX: process.env.DB_POOL_MAX };
  let root: string;
  let served: EmbeddedServer;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'doors-served-'));
    served = await serveEmbedded(join(root, 'pglite'), { admin: false });
  });

  afterAll(async () => {
    await served?.stop();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnv();
    await rm(root, { recursive: true, force: true });
  });

  const count = async (connectionString: string) => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      return (await client.query<{ n: string }>('SELECT count(*) AS n FROM categories')).rows[0]?.n;
    } finally {
      await client.end().catch(() => {});
    }
  };

  it('answers the address it prints, password included', async () => {
    expect(new URL(served.url).password).not.toBe('');
    expect(await count(served.url)).toBe('2');
  });

  it('refuses a connection without the password, or with a wrong one', async () => {
    const url = new URL(served.url);
    url.password = '';
    await expect(count(url.href)).rejects.toThrow();
    url.password = 'not-the-password';
    await expect(count(url.href)).rejects.toThrow(/password authentication failed/);
  });

  it('keeps the password beside the database folder, readable by its owner only', () => {
    const file = join(root, 'database-password');
    expect(readFileSync(file, 'utf8').trim()).toBe(decodeURIComponent(new URL(served.url).password));
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
