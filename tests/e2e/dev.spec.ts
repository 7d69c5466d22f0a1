// In `npm run dev` the public pages read the database on every request: a door added in the back office shows on its
// collection page at once, and disappears when switched off.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';

test('a door added by an admin shows on the public collection page in dev, until switched off @desktop', async ({
  page,
  playwright,
}) => {
  // The dev server's port (playwright.config.ts: the e2e port + 10).
  const base = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4330) + 10}`;
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
