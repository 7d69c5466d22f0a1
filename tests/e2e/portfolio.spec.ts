// The furniture portfolio: a card opens its album in the lightbox (zoom, keys, a swipe), and broken images are replaced.
import { expect, expectAccessible, swipeLeft, test } from './fixtures.ts';

test('a portfolio card opens its album full screen: zoom, the next photo, and Escape back to the card', async ({
  page,
}) => {
  await page.goto('/cabinet-furniture');
  const cards = page.getByTestId('portfolio').getByRole('link');
  await expect(cards).toHaveCount(6);
  const card = page.getByRole('link', { name: 'Open Walnut wardrobe' });
  await expect(card).toHaveAccessibleDescription('Open full screen');
  // Without JavaScript the card opens its cover, at the Image CDN's largest width.
  await expect(card).toHaveAttribute('href', /^\/\.netlify\/images\?url=%2Fuploads%2F.+&w=1600$/);
  await card.click();
  const lightbox = page.getByRole('dialog', { name: 'Photos of Walnut wardrobe' });
  await expect(lightbox).toBeVisible();
  // The cover, then the album's three photos, each through the Image CDN at its largest width.
  await expect(lightbox.locator('.pswp__counter')).toHaveText('1 / 4');
  const shown = lightbox.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)');
  await expect(shown).toHaveAttribute('alt', 'Photo 1 of 4');
  await expect(shown).toHaveAttribute('src', /\/\.netlify\/images\?url=%2Fuploads%2Fseed%2Fportfolio%2F.+&w=1600$/);
  // The local image CDN makes the 1600 px photo on its first request, beside the other worker: up to 15 s.
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true);
  await expectAccessible(page);
  await lightbox.getByRole('button', { name: 'Zoom' }).click();
  await expect(lightbox).toHaveClass(/pswp--zoomed-in/);
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.locator('.pswp__counter')).toHaveText('2 / 4');
  await expect(shown).toHaveAttribute('alt', 'Photo 2 of 4');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  // The album's further photos have no place on the page: the card that opened them has the focus back.
  await expect(card).toBeFocused();
});

test('uk: an album moves on by a swipe on a phone, by its button on a computer', async ({ page, isMobile }) => {
  await page.goto('/uk/cabinet-furniture');
  await page.getByTestId('portfolio').getByRole('link').first().click();
  const lightbox = page.getByRole('dialog', { name: /^Фото: / });
  await expect(lightbox.locator('.pswp__counter')).toHaveText('1 / 4');
  // Once it has opened (its fade-in ended) and shows the cover.
  await expect(lightbox).toHaveClass(/pswp--ui-visible/);
  const shown = lightbox.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)');
  // The local image CDN makes the 1600 px photo on its first request, beside the other worker: up to 15 s.
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true);
  if (isMobile) await swipeLeft(page);
  else await lightbox.getByRole('button', { name: 'Наступне фото' }).click();
  await expect(lightbox.locator('.pswp__counter')).toHaveText('2 / 4');
  await lightbox.getByRole('button', { name: 'Закрити' }).click();
  await expect(lightbox).toBeHidden();
});

test('a broken image is replaced by the placeholder', async ({ page }) => {
  await page.route(
    (url) => url.searchParams.get('url') === '/uploads/seed/portfolio/white-kitchen-cover.webp',
    (route) => route.fulfill({ status: 404 }),
  );
  await page.goto('/cabinet-furniture');
  const broken = page.getByRole('link', { name: 'Open White kitchen' }).locator('img');
  await expect(broken).toHaveAttribute('src', '/placeholder.svg');
  await expect.poll(() => broken.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
