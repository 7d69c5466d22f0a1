// The furniture portfolio: a card opens its album in a dialog (keyboard and scroll), and broken images are replaced.
import { expect, expectAccessible, test } from './fixtures.ts';

test('a portfolio card opens the album, arrow keys move through it and Escape closes it', async ({ page }) => {
  await page.goto('/cabinet-furniture');
  const cards = page.getByTestId('portfolio').getByRole('button');
  await expect(cards).toHaveCount(6);
  await cards.first().click();
  const dialog = page.getByRole('dialog', { name: 'Walnut wardrobe' });
  await expect(dialog).toBeVisible();
  const album = dialog.getByRole('list', { name: 'Photos of Walnut wardrobe' });
  await expect(album.getByRole('img')).toHaveCount(4);
  await expect(album.getByRole('img').first()).toHaveAttribute('alt', 'Photo 1 of 4');
  await expectAccessible(page);
  await album.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => album.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cards.first()).toBeFocused();
});

test('a broken image is replaced by the placeholder', async ({ page }) => {
  await page.route(
    (url) => url.searchParams.get('url') === '/uploads/seed/portfolio/white-kitchen-cover.webp',
    (route) => route.fulfill({ status: 404 }),
  );
  await page.goto('/cabinet-furniture');
  const broken = page.getByRole('button', { name: 'Open White kitchen' }).locator('img');
  await expect(broken).toHaveAttribute('src', '/placeholder.svg');
  await expect.poll(() => broken.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
