// A collection's album (docs/product.md#collection-pages): shown under its doors, opened in the lightbox; added to and
// trimmed in the back office's collection forms.
import { readFileSync } from 'node:fs';
import { expect, expectAccessible, signIn, test, waitForHydration } from './fixtures.ts';

test('a collection page shows its album under the doors; a photo opens full screen, and Escape gives the focus to the photo last shown', async ({
  page,
}) => {
  await page.goto('/interior-doors/classic');
  const album = page.getByRole('region', { name: 'In interiors' });
  const photos = album.getByRole('link');
  await expect(photos).toHaveCount(2);
  // Below the doors, each loaded as it nears the screen, a 4:3 crop over its blurred placeholder.
  const doors = await page.getByTestId('product-list').boundingBox();
  if (!doors) throw new Error('no doors listed');
  expect((await album.boundingBox())?.y).toBeGreaterThanOrEqual(doors.y + doors.height);
  const first = photos.first();
  await expect(first).toHaveAccessibleDescription('Open full screen');
  await expect(first).toHaveAttribute(
    'href',
    /^\/\.netlify\/images\?url=%2Fuploads%2Fseed%2Fcollections%2Fclassic-1\.webp&w=1600$/,
  );
  const image = first.getByRole('img', { name: 'Classic in an interior, photo 1 of 2' });
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('style', /--blur:url\(data:image\/webp,/);
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = await image.boundingBox();
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(4 / 3, 1);
  await expectAccessible(page);

  await first.click();
  const lightbox = page.getByRole('dialog', { name: 'Classic in interiors' });
  await expect(lightbox.locator('.pswp__counter')).toHaveText('1 / 2');
  const shown = lightbox.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)');
  await expect(shown).toHaveAttribute('alt', 'Classic in an interior, photo 1 of 2');
  // The local image CDN makes the 1600 px photo on its first request, beside the other worker: up to 15 s.
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.locator('.pswp__counter')).toHaveText('2 / 2');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  // The page follows to the photo last shown: its link has the focus.
  await expect(photos.nth(1)).toBeFocused();
});

test('uk: the album is headed and described in Ukrainian', async ({ page }) => {
  await page.goto('/uk/interior-doors/loft');
  const album = page.getByRole('region', { name: 'В інтер’єрі' });
  await expect(album.getByRole('img', { name: '«Лофт» в інтер’єрі, фото 2 з 2' })).toHaveCount(1);
  await album.getByRole('link').first().click();
  await expect(page.getByRole('dialog', { name: '«Лофт» в інтер’єрі' })).toBeVisible();
  await expectAccessible(page);
});

test('the manager adds album photos to a new collection, removes one, and adds more in Edit Collection', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const slug = `gallery-${suffix}`;
  // The uploads' toast stays until dismissed and on a phone lies over the list.
  const dismissToast = async () => {
    await page.getByRole('button', { name: 'Close toast' }).click();
    await expect(page.getByRole('button', { name: 'Close toast' })).toHaveCount(0);
  };
  await signIn(page);
  await page.goto('/admin/interior-doors');
  await waitForHydration(page);
  await page.getByLabel('Name (English)').first().fill(`Gallery ${suffix}`);
  await page.getByLabel('Slug', { exact: true }).first().fill(slug);
  // Several photos in one pick, each uploaded in turn, listed in the order picked.
  const photo = { name: 'room.png', mimeType: 'image/png', buffer: readFileSync('public/og-image.png') };
  await page.getByLabel('Upload album photos').first().setInputFiles([photo, photo, photo]);
  await expect(page.getByRole('img', { name: 'Album 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove album 2' }).click();
  await expect(page.getByRole('list', { name: 'Album' }).getByRole('img')).toHaveCount(2);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const card = page.getByTestId('admin-collections').locator('li', { hasText: `Gallery ${suffix}` });
  await expect(card).toContainText('Album photos: 2');

  const albumOf = async () =>
    (
      (await (await page.request.get('/api/collections?categorySlug=interior')).json()) as {
        slug: string;
        albumUrls: string[];
      }[]
    ).find((c) => c.slug === slug)?.albumUrls ?? [];
  const added = await albumOf();
  expect(added).toHaveLength(2);
  for (const url of added) expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

  await dismissToast();
  // Edit Collection starts from the album as stored; a further photo goes last.
  await card.getByRole('button', { name: `Edit Gallery ${suffix}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Collection' });
  await expect(dialog.getByRole('list', { name: 'Album' }).getByRole('img')).toHaveCount(2);
  await dialog.getByLabel('Upload album photos').setInputFiles('public/og-image.png');
  await expect(dialog.getByRole('img', { name: 'Album 3' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove album 1' }).click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Album photos: 2');
  const edited = await albumOf();
  expect(edited).toHaveLength(2);
  expect(edited[0]).toBe(added[1]);
  expect(edited[1]).not.toBe(added[0]);

  await dismissToast();
  page.on('dialog', (confirm) => void confirm.accept());
  await card.getByRole('button', { name: `Delete Gallery ${suffix}` }).click();
  await expect(card).toHaveCount(0);
});

test('uk: the album field is in Ukrainian', async ({ page }) => {
  await signIn(page, { lang: 'uk' });
  await page.goto('/admin/interior-doors');
  await waitForHydration(page);
  await expect(page.getByText('Фото дверей колекції в інтер’єрі', { exact: false }).first()).toBeVisible();
  const upload = page.getByLabel('Завантажити: фото до альбому').first();
  await expect(upload).toHaveAccessibleDescription(/до 12 фото/);
  await expectAccessible(page);
});
