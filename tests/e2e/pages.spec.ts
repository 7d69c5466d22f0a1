// Every public page exists in both languages, says which language it is in, links its alternates and passes axe.
import { expect, expectAccessible, test } from './fixtures.ts';

const paths = [
  '/',
  '/about',
  '/contact',
  '/doors',
  '/interior-doors',
  '/interior-doors/classic',
  '/interior-doors/modern',
  '/interior-doors/minimal',
  '/interior-doors/loft',
  '/concealed-doors',
  '/cabinet-furniture',
  '/privacy',
  '/terms',
];

for (const lang of ['en', 'uk'] as const) {
  for (const path of paths) {
    const url = lang === 'uk' ? `/uk${path === '/' ? '/' : path}` : path;
    test(`${url} in ${lang} @desktop`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/\/[^/]+\//);
      await expect(page.locator('link[rel=alternate][hreflang=uk]')).toHaveAttribute('href', /\/uk(\/|$)/);
      expect(await page.title()).not.toBe('');
      await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /.{40,}/);
      await expectAccessible(page);
    });
  }
}

test('an unknown page answers 404 in the visitor’s language', async ({ page }) => {
  const en = await page.goto('/no-such-page');
  expect(en?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expectAccessible(page);
  const uk = await page.goto('/uk/no-such-page');
  expect(uk?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Сторінку не знайдено');
});

test('home and contact describe the business as JSON-LD', async ({ page }) => {
  for (const url of ['/', '/uk/contact']) {
    await page.goto(url);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({ '@type': 'HomeAndConstructionBusiness', telephone: expect.any(String) });
    expect(data.openingHoursSpecification[0]).toMatchObject({ opens: '10:00', closes: '19:00' });
  }
});

test('the sitemap lists both languages and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).toContain('/uk/interior-doors/classic/');
  expect(sitemap).toContain('/cabinet-furniture/');
  expect(sitemap).not.toContain('404');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .*sitemap-index\.xml/);
});
