// Every page the site builds passes axe: the public pages the sitemap lists (each in its language, with its
// alternates) and the admin pages, signed in. The list comes from dist/ (tests/e2e/site-pages.ts).
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { adminPaths, sitemapPaths } from './site-pages.ts';

const publicPaths = sitemapPaths();
const backOffice = adminPaths();

test('the sweep found the built pages @desktop', () => {
  expect(publicPaths).toContain('/uk/interior-doors/classic/');
  expect(publicPaths.length).toBeGreaterThanOrEqual(30);
  expect(backOffice).toContain('/admin/login/');
});

for (const url of publicPaths) {
  const lang = /^\/uk\//.test(url) ? 'uk' : 'en';
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

for (const url of backOffice) {
  test(`${url} signed in @desktop`, async ({ page }) => {
    if (!url.startsWith('/admin/login')) await signIn(page);
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${url.replace(/\/$/, '')}/?$`));
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  });
}

// Netlify answers /uk/… with /uk/404/ (netlify.toml), anything else with the root 404.html; scripts/serve.ts alike.
for (const [path, lang, heading, home] of [
  ['/no-such-page', 'en', 'Page not found', 'Go to the home page'],
  ['/uk/no-such-page', 'uk', 'Сторінку не знайдено', 'На головну'],
  ['/uk/interior-doors/no-such-collection/', 'uk', 'Сторінку не знайдено', 'На головну'],
] as const) {
  test(`an unknown page answers 404 in the visitor’s language: ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page.getByRole('link', { name: home, exact: true })).toHaveAttribute(
      'href',
      lang === 'uk' ? '/uk/' : '/',
    );
    await expectAccessible(page);
  });
}

test('the Ukrainian 404 never hides a Ukrainian page that exists', async ({ page }) => {
  for (const path of ['/uk/', '/uk/interior-doors/classic/', '/uk/customizer?slug=classic-oak', '/uk/contact']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1')).not.toHaveText('Сторінку не знайдено');
  }
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
