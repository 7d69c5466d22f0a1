// Journeys through the public site: navigation and Back, the language toggle and its memory, the browser-language
// redirect (never to another site), the header after scrolling, and the mobile menu.
import { expect, expectAccessible, test } from './fixtures.ts';

test('from home to a collection and back', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-card=interior]').getByRole('link').click();
  await expect(page).toHaveURL(/\/interior-doors\/?$/);
  await page.getByRole('link', { name: 'Classic' }).click();
  await expect(page).toHaveURL(/\/interior-doors\/classic\/?$/);
  const doors = page.getByTestId('product-list').locator('li');
  await expect(doors.first()).toContainText('UAH');
  await expect(page.getByRole('link', { name: 'Configure Classic Oak' })).toHaveAttribute(
    'href',
    '/customizer?slug=classic-oak',
  );
  await page.getByRole('link', { name: 'Back to collections' }).click();
  await expect(page).toHaveURL(/\/interior-doors\/?$/);
});

test('concealed doors link to their configurator, in Ukrainian too', async ({ page }) => {
  await page.goto('/uk/concealed-doors');
  await expect(page.getByTestId('product-list').locator('li')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Налаштувати Приховані двері «Базові»' })).toHaveAttribute(
    'href',
    '/uk/concealed-customizer?slug=concealed-basic',
  );
  await expect(page.getByTestId('product-list')).toContainText('грн');
});

test('the toggle switches language on the same page and its choice wins afterwards', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('link', { name: 'Українською' }).click();
  await expect(page).toHaveURL(/\/uk\/about\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('uk');
  // A later visit to an English address follows the stored choice.
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/uk\/contact\/?$/);
  await page.getByRole('link', { name: 'In English' }).click();
  await expect(page).toHaveURL(/\/contact\/?$/);
  await page.goto('/uk/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a stored language never sends the visitor to another site (/uk//evil.example/phish)', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  const origin = new URL(page.url()).origin;
  await page.goto('/uk//evil.example/phish');
  await expect(page).toHaveURL(`${origin}/evil.example/phish`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(new URL(page.url()).origin).toBe(origin);
});

test.describe('a browser set to Ukrainian', () => {
  test.use({ locale: 'uk-UA' });

  test('is sent to the Ukrainian page on its first visit, until it chooses otherwise', async ({ page }) => {
    await page.goto('/interior-doors');
    await expect(page).toHaveURL(/\/uk\/interior-doors\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Міжкімнатні двері');
    await page.getByRole('link', { name: 'In English' }).click();
    await expect(page).toHaveURL(/\/interior-doors\/?$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('the header turns frosted once the page scrolls past 50 px', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('[data-site-header]');
  await expect(header).not.toHaveAttribute('data-scrolled');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).not.toHaveAttribute('data-scrolled');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute('data-scrolled');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute('data-scrolled');
});

test('on a small screen the menu button opens the links and a chosen link closes them', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/uk/');
  const button = page.getByRole('button', { name: 'Меню' });
  const menu = page.locator('#site-menu');
  await expect(menu).toBeHidden();
  await button.click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Закрити меню' })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
  await menu.getByRole('link', { name: 'Контакти' }).click();
  await expect(page).toHaveURL(/\/uk\/contact\/?$/);
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Меню' }).click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the contact map loads nothing from OpenStreetMap until asked', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
  });
  await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ body: '<title>map</title>' }));
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  await page.getByRole('button', { name: 'Show the interactive map' }).click();
  await expect(page.locator('iframe[title="Find the showroom"]')).toBeAttached();
  await expect.poll(() => thirdParty.some((url) => url.includes('openstreetmap.org'))).toBe(true);
});
