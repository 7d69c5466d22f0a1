// The first admin of a site with no admin, in the browser (docs/decisions/022): a wrong setup code is refused and
// creates nothing; the right one creates the admin and signs them in to the overview; after that /admin/login offers
// only the sign-in. This spec needs a database with no admin, so it starts its own `scripts/serve.ts` on the built
// dist/ (the suite's server built it) with a fresh embedded database and ADMIN_SETUP_CODE set, which leaves the demo
// admin out. One journey, in order, once (@desktop: the phone run skips it).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { expect, expectAccessible, openAdminIn, test, waitForHydration } from './fixtures.ts';

const port = Number(process.env.E2E_PORT ?? 4330) + 5;
const origin = `http://127.0.0.1:${port}`;
const folder = `.data/e2e-first-admin-${port}`;
const CODE = 'e2e-first-admin-setup-code';
const EMAIL = 'owner@example.com';
const PASSWORD = 'a long enough password';

test.use({ baseURL: origin });
test.describe.configure({ mode: 'serial' });
test.beforeEach(({ page }) => openAdminIn(page, 'en'));

let server: ChildProcess | undefined;

async function admins(): Promise<string[]> {
  const client = new pg.Client({ connectionString: readFileSync(`${folder}/database-url`, 'utf8').trim() });
  await client.connect();
  try {
    return (await client.query<{ email: string }>('SELECT email FROM admin_users')).rows.map((row) => row.email);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(folder, { recursive: true, force: true });
  server = spawn(process.execPath, ['scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: `${folder}/pglite`,
      DATABASE_URL: '',
      DATABASE_URL_FILE: `${folder}/database-url`,
      ADMIN_SETUP_CODE: CODE,
      LOCAL_TRUST_CLIENT_IP_HEADER: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/categories`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

test('a wrong setup code is refused and creates nothing @desktop', async ({ page }) => {
  expect(await admins()).toEqual([]);
  await page.goto('/admin/login');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Create the first admin' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Setup code').fill('not-the-setup-code-at-all');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create the admin' }).click();
  await expect(page.getByText('That setup code is not right')).toBeVisible();
  await expect(page.getByLabel('Setup code')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  expect(await admins()).toEqual([]);
});

test('the right code creates the admin and signs them in to the overview @desktop', async ({ page }) => {
  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel('Setup code').fill(CODE);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create the admin' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expectAccessible(page);
  expect(await admins()).toEqual([EMAIL]);

  // Closed for good: the sign-in page offers only the sign-in, and the endpoint says so.
  await page.goto('/admin/login');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await (await page.request.get('/api/auth/setup')).json()).toEqual({ open: false });
  await expect(page.getByRole('heading', { name: 'Create the first admin' })).toHaveCount(0);
});
