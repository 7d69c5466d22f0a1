// The catalogue's languages (docs/decisions/023): an admin gives a door a Ukrainian name and description in the
// back office, and the /uk/ collection page and the configurator show them once the pages are built again. The dev
// server builds each page from the database on every request (as dev.spec.ts relies on), so a reload is the rebuild.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

// waitForHydration, with the time the dev server takes to compile an island on its first request.
const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 90_000 });

const devBase = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4330) + 10}`;

test('a Ukrainian name and description from the door dialog reach /uk/ pages and the configurator', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const base = devBase();
  const admin = JSON.parse(readFileSync('.data/e2e-dev/demo-admin.json', 'utf8')) as object;
  expect((await page.request.post(`${base}/api/auth/login`, { data: admin })).status()).toBe(200);
  await page.addInitScript(() => localStorage.setItem('admin-lang', 'en'));
  const collections = (await (await page.request.get(`${base}/api/collections?categorySlug=interior`)).json()) as {
    id: string;
    slug: string;
  }[];
  const modern = collections.find((c) => c.slug === 'modern');
  const suffix = `${test.info().project.name}-${Date.now().toString(36)}`;
  const created = await page.request.post(`${base}/api/products`, {
    data: { nameEn: `Harbour ${suffix}`, basePriceCents: 51_000, categorySlug: 'interior', collectionId: modern?.id },
  });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: string; slug: string };

  await page.goto(`${base}/admin/interior-doors/modern`);
  await hydrated(page);
  const card = page.getByTestId('admin-doors').locator('li', { hasText: `Harbour ${suffix}` });
  await expect(card.getByTestId('missing-texts')).toHaveText('No Ukrainian text: the site shows the English');
  await card.getByRole('button', { name: `Edit Harbour ${suffix}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit door' });
  await expect(dialog.getByLabel('Name (English)')).toHaveValue(`Harbour ${suffix}`);
  await expect(dialog.getByTestId('door-fallback-uk')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Name (Ukrainian)').fill(`Гавань ${suffix}`);
  await dialog.getByLabel('Description (Ukrainian)').fill('Рифлений дуб із латунною смугою.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('missing-texts')).toHaveCount(0);

  await page.goto(`${base}/uk/interior-doors/modern`);
  await expect(page.getByRole('heading', { name: `Гавань ${suffix}` })).toBeVisible();
  await expect(page).toHaveTitle(/^Колекція «Модерн»/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).toContain(`Гавань ${suffix}`);
  await expectAccessible(page);
  // The English site keeps the English name.
  await page.goto(`${base}/interior-doors/modern`);
  await expect(page.getByRole('heading', { name: `Harbour ${suffix}` })).toBeVisible();

  await page.goto(`${base}/uk/customizer?slug=${slug}`);
  await hydrated(page);
  await expect(page.getByTestId('product-name')).toHaveText(`Гавань ${suffix}`);
  await expect(page.getByText('Рифлений дуб із латунною смугою.')).toBeVisible();

  await page.request.delete(`${base}/api/products/${id}`, { headers: { 'x-requested-with': 'fetch' } });
});
