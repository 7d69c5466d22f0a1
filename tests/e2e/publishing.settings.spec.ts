// What the back office says about publishing (docs/product.md#publishing), as a manager meets it: the sidebar changes
// the moment a rate is saved, in plain words; without a build hook (this e2e site has none, like a fresh deployment)
// it says the listings keep the old prices and shows how to set one up; with one, Publish now asks for the build.
// The rate page says what applies at once and what waits. (Runs in the 'settings' project: it changes the rate.)
import type { Page } from '@playwright/test';
import { expect, expectAccessible, query, signIn, test, waitForHydration } from './fixtures.ts';

const words = {
  en: {
    upToDate: 'The public pages are up to date.',
    old: 'The site shows the old listing prices until it is published.',
    soon: 'Listing prices will update in about 2 minutes.',
    how: 'Set up publishing — how',
    howTitle: 'Set up publishing',
    close: 'Close',
    now: 'Publish now',
    started: 'Publishing started',
    rate: 'Rate (UAH for 1 USD)',
    save: 'Save override',
    intro: 'A new rate applies at once in the configurators and to new quotes',
    menu: 'Menu',
  },
  uk: {
    upToDate: 'Публічні сторінки актуальні.',
    old: 'Доки сайт не буде опубліковано, на ньому лишаються старі ціни в каталозі.',
    soon: 'Ціни в каталозі оновляться приблизно за 2 хвилини.',
    how: 'Налаштувати публікацію — як',
    howTitle: 'Як налаштувати публікацію',
    close: 'Закрити',
    now: 'Опублікувати зараз',
    started: 'Публікацію розпочато',
    rate: 'Курс (гривень за 1 долар)',
    save: 'Зберегти курс',
    intro: 'Новий курс одразу діє в конфігураторах і для нових запитів',
    menu: 'Меню',
  },
} as const;

const currentRate = async (page: Page) =>
  ((await (await page.request.get('/api/admin/fx/current')).json()) as { rate: number }).rate;

/** The sidebar: always shown from md up; on a phone behind the Menu button. */
async function sidebar(page: Page, lang: 'en' | 'uk') {
  const menu = page.getByRole('button', { name: words[lang].menu });
  if (await menu.isVisible()) await menu.click();
  return page.getByTestId('publishing');
}

const cases = [
  { lang: 'uk', viewport: { width: 1440, height: 900 } },
  { lang: 'en', viewport: { width: 1440, height: 900 } },
  { lang: 'uk', viewport: { width: 375, height: 812 } },
] as const;

for (const { lang, viewport } of cases) {
  const w = words[lang];

  test(`(${lang}, ${viewport.width} px) a saved rate shows in the sidebar at once, with how to set up publishing`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, { lang });
    const before = await currentRate(page);
    // The site as just published: nothing waits.
    await query('UPDATE site_publishing SET deployed_at = now()');
    await page.goto('/admin/currencies');
    await waitForHydration(page);
    await expect(page.getByText(w.intro)).toBeVisible();
    const panel = await sidebar(page, lang);
    await expect(panel).toContainText(w.upToDate);

    try {
      await page.getByLabel(w.rate).fill((before + 0.5).toFixed(4));
      await page.getByRole('button', { name: w.save }).click();
      // At once, not at the next 30-second refresh or a reload.
      await expect(panel).toContainText(w.old, { timeout: 3_000 });
      await expect(panel).not.toContainText(w.upToDate);
      await expect(panel.getByRole('button', { name: w.now })).toHaveCount(0);
      await expectAccessible(page);

      await panel.getByRole('button', { name: w.how }).click();
      const dialog = page.getByRole('dialog', { name: w.howTitle });
      await expect(dialog).toContainText('NETLIFY_BUILD_HOOK_URL');
      await expect(dialog).toContainText('Build hooks');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: w.close }).click();
      await expect(dialog).toBeHidden();
    } finally {
      expect((await page.request.post('/api/admin/fx', { data: { rate: before } })).status()).toBe(201);
    }
  });
}

for (const lang of ['uk', 'en'] as const) {
  const w = words[lang];

  test(`(${lang}) with a build hook, Publish now asks for the build and says so`, async ({ page }) => {
    await signIn(page, { lang });
    const before = await currentRate(page);
    await query('UPDATE site_publishing SET deployed_at = now()');
    expect((await page.request.post('/api/admin/fx', { data: { rate: before + 0.25 } })).status()).toBe(201);
    // This site has no build hook: its answers are made those of a site that has one (the route itself, with a
    // stand-in hook, is tests/integration/publish-now.test.ts). The page's POST is answered as the route answers.
    const asked: string[] = [];
    await page.route('**/api/admin/publish', async (route) => {
      const real = (await (await route.fetch({ method: 'GET' })).json()) as Record<string, unknown>;
      if (route.request().method() === 'POST') asked.push(route.request().headers()['x-requested-with'] ?? '');
      const requested = asked.length > 0;
      await route.fulfill({
        json: {
          ...real,
          automatic: true,
          building: requested,
          buildRequestedAt: requested ? new Date().toISOString() : null,
        },
      });
    });
    try {
      await page.goto('/admin/currencies');
      await waitForHydration(page);
      const panel = await sidebar(page, lang);
      await expect(panel).toContainText(w.soon);
      await expect(panel.getByRole('button', { name: w.how })).toHaveCount(0);
      await expectAccessible(page);
      await panel.getByRole('button', { name: w.now }).click();
      await expect(page.getByText(w.started)).toBeVisible();
      expect(asked).toEqual(['fetch']);
      // The build is on its way: no second one offered, and the words stay true.
      await expect(panel.getByRole('button', { name: w.now })).toHaveCount(0);
      await expect(panel).toContainText(w.soon);
    } finally {
      expect((await page.request.post('/api/admin/fx', { data: { rate: before } })).status()).toBe(201);
    }
  });
}
