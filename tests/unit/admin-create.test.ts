// npm run admin:create as a process (decision 018): an easily guessed password is refused with the reason and
// exit code 2, before any database is opened, as the back office refuses it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it.each([
  ['one character repeated', 'aaaaaaaaaaaa', /Too easy to guess: it repeats characters/],
  ['digits in a row', '123456789012', /Too easy to guess/],
  ['only spaces', ' '.repeat(12), /A password cannot be only spaces/],
  ['the e-mail address', 'owner@example.com', /Too easy to guess: it contains the e-mail address/],
])('refuses %s and opens no database', async (_name, password, why) => {
  const scratch = await mkdtemp(join(tmpdir(), 'admin-create-'));
  try {
    // Empty rather than absent, so that a developer's .env (which fills only what is unset) cannot supply one.
    const environment = { ...process.env, ADMIN_PASSWORD: password, DATABASE_URL: '', PGLITE_DIR: join(scratch, 'db') };
    const run = spawnSync(process.execPath, ['scripts/admin-create.ts', '--email', 'owner@example.com'], {
      env: environment,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^The password is not accepted: /);
    expect(run.stderr).toMatch(why);
    expect(existsSync(join(scratch, 'db'))).toBe(false);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
});
