// The deploy build's first step, as a process (the whole build against PostgreSQL is `npm run proof:deploy-build`):
// on Netlify with no database it exits non-zero naming the variables, before touching any embedded database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('a Netlify build with no database fails, names DATABASE_URL and Netlify Database, and creates nothing', async () => {
  const scratch = await mkdtemp(join(tmpdir(), 'deploy-build-'));
  try {
    // Empty rather than absent, so that a developer's .env (which fills only what is unset) cannot supply one.
    const environment: NodeJS.ProcessEnv = {
      ...process.env,
      NETLIFY: 'true',
      CONTEXT: 'production',
      DATABASE_URL: '',
      NETLIFY_DB_URL: '',
      NETLIFY_DATABASE_URL: '',
      PGLITE_DIR: join(scratch, 'pglite'),
    };
    delete environment.NETLIFY_DEV;
    const run = spawnSync(process.execPath, ['scripts/deploy-build.ts'], { env: environment, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/No database is configured\. Set DATABASE_URL/);
    expect(run.stderr).toMatch(/enable Netlify Database for the site \(it sets NETLIFY_DB_URL\)/);
    expect(run.stdout).not.toMatch(/npm run build/);
    expect(existsSync(join(scratch, 'pglite'))).toBe(false);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
});
