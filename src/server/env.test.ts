import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dbTarget } from './db.ts';
import { Env, env, resetEnv } from './env.ts';

const root = join(import.meta.dirname, '../..');

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnv();
});

function withEnv(vars: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnv();
}

describe('env and driver choice', () => {
  it('defaults to the embedded database', () => {
    withEnv({ DATABASE_URL: undefined, NETLIFY_DATABASE_URL: undefined, PGLITE_DIR: undefined, DB_DRIVER: undefined });
    expect(dbTarget()).toEqual({ driver: 'pglite', location: '.data/pglite' });
  });

  it('uses the Neon driver for a Neon host and pg for any other server', () => {
    withEnv({
      DATABASE_URL: 'postgresql://u:p@ep-cool-1.eu-central-1.aws.neon.tech/db?sslmode=require',
      DB_DRIVER: undefined,
    });
    expect(dbTarget().driver).toBe('neon');
    withEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' });
    expect(dbTarget().driver).toBe('pg');
    withEnv({ DB_DRIVER: 'neon' });
    expect(dbTarget().driver).toBe('neon');
  });

  it("reads the Netlify DB integration's variable when DATABASE_URL is unset", () => {
    withEnv({ DATABASE_URL: undefined, DB_DRIVER: undefined, NETLIFY_DATABASE_URL: 'postgres://x@db.example.com/app' });
    expect(dbTarget()).toEqual({ driver: 'pg', location: 'postgres://x@db.example.com/app' });
  });

  it('names every invalid variable in one error', () => {
    withEnv({ DATABASE_URL: 'mysql://nope', DB_POOL_MAX: 'many' });
    expect(() => env()).toThrow(/DATABASE_URL: must be a postgres:\/\/[\s\S]*DB_POOL_MAX/);
  });
});

describe('one env schema', () => {
  it('.env.example lists every variable of the schema', () => {
    const listed = new Set(readFileSync(join(root, '.env.example'), 'utf8').match(/^[A-Z][A-Z0-9_]*(?==)/gm));
    /** Set by the platform, never by hand. */
    const platform = new Set(['NODE_ENV', 'NETLIFY']);
    const missing = Object.keys(Env.shape).filter((key) => !listed.has(key) && !platform.has(key));
    expect(missing).toEqual([]);
  });

  it('product code reads the environment only through env()', () => {
    // env.ts itself; the notification settings have their own reader by design (decision 011); platform.ts reads
    // only what the platform sets (never an owner's setting); src/local/ and tests are tools, not product code.
    const allowed = new Set([
      'src/server/env.ts',
      'src/features/notifications/config.server.ts',
      'src/server/platform.ts',
    ]);
    const readers: string[] = [];
    for (const folder of ['src', 'netlify/functions']) {
      for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
        const path = join(entry.parentPath, entry.name).slice(root.length + 1);
        if (!entry.isFile() || !/\.(ts|tsx|astro)$/.test(path) || /\.test\.tsx?$/.test(path)) continue;
        if (allowed.has(path) || path.startsWith('src/local/')) continue;
        if (readFileSync(join(root, path), 'utf8').includes('process.env')) readers.push(path);
      }
    }
    expect(readers).toEqual([]);
  });
});
