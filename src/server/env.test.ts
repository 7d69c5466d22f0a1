import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dbTarget } from './db.ts';
import { Env, env, resetEnv } from './env.ts';
import { Misconfigured } from './errors.ts';

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

const noUrls = {
  DATABASE_URL: undefined,
  NETLIFY_DB_URL: undefined,
  NETLIFY_DATABASE_URL: undefined,
  NETLIFY_DB_DRIVER: undefined,
  DB_DRIVER: undefined,
  NETLIFY: undefined,
  NETLIFY_DEV: undefined,
  AWS_LAMBDA_FUNCTION_NAME: undefined,
};

describe('env and driver choice', () => {
  it('defaults to the embedded database', () => {
    withEnv({ ...noUrls, PGLITE_DIR: undefined });
    expect(dbTarget()).toEqual({ driver: 'pglite', location: '.data/pglite', source: 'embedded' });
  });

  it('uses the Neon driver for a Neon host and pg for any other server', () => {
    withEnv({
      ...noUrls,
      DATABASE_URL: 'postgresql://u:p@ep-cool-1.eu-central-1.aws.neon.tech/db?sslmode=require',
    });
    expect(dbTarget().driver).toBe('neon');
    withEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' });
    expect(dbTarget().driver).toBe('pg');
    withEnv({ DB_DRIVER: 'neon' });
    expect(dbTarget().driver).toBe('neon');
  });

  it("reads the legacy Netlify DB integration's variable when nothing else is set", () => {
    withEnv({ ...noUrls, NETLIFY_DATABASE_URL: 'postgres://x@db.example.com/app' });
    expect(dbTarget()).toEqual({
      driver: 'pg',
      location: 'postgres://x@db.example.com/app',
      source: 'NETLIFY_DATABASE_URL',
    });
  });

  it('takes DATABASE_URL first, then NETLIFY_DB_URL, then NETLIFY_DATABASE_URL', () => {
    const explicit = 'postgres://owner@db.example.com/shop';
    const netlifyDb = 'postgresql://nd@ep-branch-1.eu-central-1.aws.neon.tech/netlify?sslmode=require';
    const legacy = 'postgres://legacy@legacy.example.com/app';
    withEnv({ ...noUrls, DATABASE_URL: explicit, NETLIFY_DB_URL: netlifyDb, NETLIFY_DATABASE_URL: legacy });
    expect(dbTarget()).toMatchObject({ location: explicit, source: 'DATABASE_URL' });
    withEnv({ DATABASE_URL: undefined });
    expect(dbTarget()).toMatchObject({ location: netlifyDb, source: 'NETLIFY_DB_URL' });
    withEnv({ NETLIFY_DB_URL: '' });
    expect(dbTarget()).toMatchObject({ location: legacy, source: 'NETLIFY_DATABASE_URL' });
  });

  it("chooses the driver for NETLIFY_DB_URL from NETLIFY_DB_DRIVER, as Netlify's own client does", () => {
    // A Netlify Database host need not end in .neon.tech: the driver variable decides, then the host, then DB_DRIVER.
    withEnv({ ...noUrls, NETLIFY_DB_URL: 'postgres://u@db.netlify.example/main', NETLIFY_DB_DRIVER: 'serverless' });
    expect(dbTarget().driver).toBe('neon');
    withEnv({ NETLIFY_DB_DRIVER: 'server' });
    expect(dbTarget().driver).toBe('pg');
    withEnv({ NETLIFY_DB_DRIVER: undefined, NETLIFY_DB_URL: 'postgres://u@ep-x-1.us-east-2.aws.neon.tech/main' });
    expect(dbTarget().driver).toBe('neon');
    withEnv({ NETLIFY_DB_DRIVER: 'serverless', DB_DRIVER: 'pg' });
    expect(dbTarget().driver).toBe('pg');
    // The variable describes NETLIFY_DB_URL only: an explicit DATABASE_URL keeps its own rule.
    withEnv({ DB_DRIVER: undefined, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' });
    expect(dbTarget()).toMatchObject({ driver: 'pg', source: 'DATABASE_URL' });
  });

  it('refuses the embedded database on Netlify, naming what to set', () => {
    for (const where of [{ NETLIFY: 'true', CONTEXT: 'production' }, { AWS_LAMBDA_FUNCTION_NAME: 'site-price' }]) {
      withEnv({ ...noUrls, ...where });
      expect(() => dbTarget()).toThrow(Misconfigured);
      expect(() => dbTarget()).toThrow(/Set DATABASE_URL[\s\S]*enable Netlify Database[\s\S]*NETLIFY_DB_URL/);
    }
    // netlify dev is local: the embedded default still serves it.
    withEnv({ ...noUrls, NETLIFY: 'true', NETLIFY_DEV: 'true' });
    expect(dbTarget().driver).toBe('pglite');
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
    // env.ts itself; the notification settings have their own reader by design (decision 011); src/local/ and
    // tests are tools, not product code.
    // platform.ts reads only what the platform itself sets, and must answer even when env() would throw.
    const allowed = new Set([
      'src/server/env.ts',
      'src/server/platform.ts',
      'src/features/notifications/config.server.ts',
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
