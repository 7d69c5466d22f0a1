import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts';

const pages = [
  { path: '/', lang: 'en', heading: 'Doors made to measure', interior: 'Interior doors', toggle: 'UA' },
  { path: '/uk/', lang: 'uk', heading: 'Двері за вашими розмірами', interior: 'Міжкімнатні двері', toggle: 'EN' },
];

for (const p of pages) {
  test(`${p.path} renders the categories from the database in ${p.lang}`, async ({ page }) => {
    const response = await page.goto(p.path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', p.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
    const categories = page.getByTestId('categories').locator('[data-category]');
    await expect(categories).toHaveCount(2);
    await expect(categories.first()).toContainText(p.interior);
    await expect(page.getByRole('link', { name: p.lang === 'en' ? 'Українською' : 'In English' })).toHaveText(p.toggle);
    await expectAccessible(page);
  });
}

test('the language toggle goes to the same page in the other language', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Українською' }).click();
  await expect(page).toHaveURL(/\/uk\/$/);
  await page.getByRole('link', { name: 'In English' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the API answers through the same server', async ({ request }) => {
  const response = await request.get('/api/categories');
  expect(response.status()).toBe(200);
  expect((await response.json()).map((c: { slug: string }) => c.slug)).toEqual(['interior', 'concealed']);
});
