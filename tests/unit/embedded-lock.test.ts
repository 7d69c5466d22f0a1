// The embedded database folder is held by one process at a time: a second opener fails fast and names the holder,
// and a holder that died (SIGKILL) leaves nothing that blocks the next start.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/server/db.ts';
import { migrate } from '../../src/server/migrate.ts';

const root = await mkdtemp(join(tmpdir(), 'doors-lock-'));
const dir = join(root, 'pglite');

function run(script: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: process.cwd(),
    env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const started = Date.now();
    child.on('close', (code) => resolve({ code, output, ms: Date.now() - started }));
  });
  return { child, done };
}

const countCategories = `
  import { getDb, closeDb } from './src/server/db.ts';
  const rows = await getDb().selectFrom('categories').select('slug').execute();
  console.log('categories=' + rows.length);
  await closeDb();
`;

describe('embedded database lock', () => {
  let db: Db;
  beforeAll(async () => {
    db = createDb({ driver: 'pglite', location: dir });
    await migrate(db);
    await db
      .insertInto('categories')
      .values([{ slug: 'interior' }, { slug: 'concealed' }])
      .execute();
  });
  afterAll(async () => {
    await db.destroy();
    await rm(root, { recursive: true, force: true });
  });

  it('makes a second process fail fast with a message naming the holder, and loses nothing', async () => {
    const { code, output, ms } = await run(countCategories).done;
    expect(code).not.toBe(0);
    expect(output).toContain(`is in use by process ${process.pid}`);
    expect(output).toContain('set DATABASE_URL');
    expect(ms).toBeLessThan(10_000);
    // The holder still reads and writes normally.
    await db.insertInto('categories').values({ slug: 'furniture' }).execute();
    expect(await db.selectFrom('categories').select('slug').execute()).toHaveLength(3);
  });

  it('lets the next process in once the holder has closed, or was killed without cleaning up', async () => {
    await db.destroy();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    const holder = run(`
      import { getDb } from './src/server/db.ts';
      await getDb().selectFrom('categories').select('slug').execute();
      console.log('holding');
      setInterval(() => {}, 1000);
    `);
    await new Promise<void>((resolve) =>
      holder.child.stdout.on('data', (c) => String(c).includes('holding') && resolve()),
    );
    holder.child.kill('SIGKILL');
    await holder.done;
    expect(existsSync(`${dir}.lock`)).toBe(true); // left behind by the killed process

    const next = await run(countCategories).done;
    expect(next.output).toContain('categories=3');
    expect(next.code).toBe(0);
    db = createDb({ driver: 'pglite', location: dir }); // reopened for afterAll
  });
});
