// In `npm run dev` the public pages read the database on every request: a door added in the back office shows on its
// collection page at once, and disappears when switched off. It serves nothing of .data/ (the demo password, the
// session secret, the database's password and files), .env files or keys, however the path is spelled, and its
// refusals carry the security headers like every other answer. A missing page answers 404 in its language, as on
// Netlify.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, expectAccessible, test } from './fixtures.ts';

// The dev server's port (playwright.config.ts: the e2e port + 10).
const devBase = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4330) + 10}`;

test('the dev server refuses .data/, .env and key files in every spelling @desktop', async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: devBase() });
  const admin = readFileSync('.data/e2e-dev/demo-admin.json', 'utf8');
  // A sign-in makes sure the session secret exists (it is written on first use).
  expect((await api.post('/api/auth/login', { data: JSON.parse(admin) })).status()).toBe(200);
  const secret = readFileSync('.data/e2e-dev/session-secret', 'utf8').trim();
  const databasePassword = readFileSync('.data/e2e-dev/database-password', 'utf8').trim();
  const { password } = JSON.parse(admin) as { password: string };
  const absolute = resolve('.data/e2e-dev');
  const paths = [
    '/.data/e2e-dev/demo-admin.json',
    '/.data/e2e-dev/demo-admin.json?import',
    '/.data/e2e-dev/demo-admin.json?raw',
    '/.data/e2e-dev/session-secret',
    '/.data/e2e-dev/session-secret?raw',
    '/.data/e2e-dev/session-secret?import',
    '/.data/e2e-dev/session-secret?import&raw',
    '/.data/e2e-dev/pglite/PG_VERSION',
    '/.data/e2e-dev/pglite/PG_VERSION?raw',
    '/.data/e2e-dev/pglite.lock',
    '/.data/e2e-dev/database-password',
    '/.data/e2e-dev/database-password?raw',
    `/@fs${absolute}/database-password`,
    '/%2Edata/e2e-dev/session-secret?raw',
    '/.DATA/e2e-dev/session-secret?raw',
    '/src/../.data/e2e-dev/session-secret?raw',
    `/@fs${absolute}/session-secret`,
    `/@fs${absolute}/session-secret?raw`,
    `/@fs${absolute}/demo-admin.json?import`,
    '/.env.example?raw',
  ];
  for (const path of paths) {
    const response = await api.get(path, { headers: { origin: 'http://localhost:3000' } });
    expect([403, 404], path).toContain(response.status());
    const body = await response.text();
    expect(body, path).not.toContain(secret);
    expect(body, path).not.toContain(password);
    expect(body, path).not.toContain(databasePassword);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
  await api.dispose();
});

test('the dev server answers a POST to an unknown /api/ path with 404 JSON instead of hanging @desktop', async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: devBase() });
  const response = await api.post('/api/no-such-thing', { data: {}, timeout: 10_000 });
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'Not found' });
  expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
  await api.dispose();
});

for (const [path, lang, heading] of [
  ['/no-such-page', 'en', 'Page not found'],
  ['/uk/no-such-page', 'uk', 'Сторінку не знайдено'],
  ['/uk/interior-doors/no-such-collection/', 'uk', 'Сторінку не знайдено'],
] as const) {
  test(`the dev server answers ${path} with the 404 page of its language, as Netlify does @desktop`, async ({
    page,
  }) => {
    const response = await page.goto(`${devBase()}${path}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toHaveText(heading);
    await expectAccessible(page);
  });
}

test('the dev server never answers a Ukrainian page that exists with the 404 @desktop', async ({ page }) => {
  for (const path of ['/uk/', '/uk/interior-doors/classic/', '/uk/customizer?slug=classic-oak']) {
    const response = await page.goto(`${devBase()}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1')).not.toHaveText('Сторінку не знайдено');
  }
});

test('a door added by an admin shows on the public collection page in dev, until switched off @desktop', async ({
  page,
  playwright,
}) => {
  const base = devBase();
  const api = await playwright.request.newContext({ baseURL: base });
  const admin = JSON.parse(readFileSync('.data/e2e-dev/demo-admin.json', 'utf8')) as {
    email: string;
    password: string;
  };
  expect((await api.post('/api/auth/login', { data: admin })).status()).toBe(200);
  const collections = (await (await api.get('/api/collections?categorySlug=interior')).json()) as {
    id: string;
    slug: string;
  }[];
  const classic = collections.find((c) => c.slug === 'classic');
  const name = `Dev Door ${Date.now().toString(36)}`;
  const created = await api.post('/api/products', {
    data: { name, basePriceCents: 70_000, categorySlug: 'interior', collectionId: classic?.id },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`${base}/interior-doors/classic`);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  expect((await api.put(`/api/products/${id}`, { data: { isActive: false } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
  await api.delete(`/api/products/${id}`, { headers: { 'x-requested-with': 'fetch' } });
  await api.dispose();
});

test('the dev server answers the Image CDN as Netlify does @desktop', async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: devBase() });
  const admin = readFileSync('.data/e2e-dev/demo-admin.json', 'utf8');
  expect((await api.post('/api/auth/login', { data: JSON.parse(admin) })).status()).toBe(200);
  const { default: sharp } = await import('sharp');
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a8763e' } })
    .jpeg()
    .toBuffer();
  const uploaded = await api.post('/api/upload?filename=dev.jpg', {
    headers: { 'x-requested-with': 'fetch', 'content-type': 'image/jpeg' },
    data: photo,
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const resized = await api.get(`/.netlify/images?url=${encodeURIComponent(url)}&w=200`, {
    headers: { accept: 'image/avif,image/webp,*/*' },
  });
  expect(resized.status()).toBe(200);
  expect(resized.headers()['content-type']).toBe('image/avif');
  expect((await sharp(await resized.body()).metadata()).width).toBe(200);
  expect((await api.get('/.netlify/images?url=https%3A%2F%2Fevil.example%2Fa.jpg')).status()).toBe(400);
  expect((await api.get(`/.netlify/images?url=${encodeURIComponent(url)}&w=0`)).status()).toBe(400);
  await api.dispose();
});
