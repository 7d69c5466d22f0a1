// Visitors' pictures (docs/decisions/024) in the browser: a Ukrainian visitor on a phone adds a photo of the
// space to a furniture request (its thumbnail shows, its upload completes), sends it, and the manager sees it in the
// request's details and opens it; the same picture is refused to anyone not signed in. An English visitor adds a plan
// to a door quote from the configurator, takes a second picture out again, and the quote carries the one kept.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  expect,
  expectAccessible,
  findQuoteInUkrainian,
  inboxRows,
  query,
  searchInbox,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts';

const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('a furniture request with a photo of the space, seen by the manager only @desktop', async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const name = `Фото ${randomUUID().slice(0, 8)}`;
  await page.goto('/uk/cabinet-furniture');
  const form = page.locator('form[data-form=furniture]');
  await form.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  await form.getByLabel('Ім’я').fill(name);
  await form.getByLabel('Телефон').fill('+380501112233');
  await form.getByLabel('Повідомлення').fill('Шафа в нішу, фото додаю');
  await form
    .getByLabel('Додати зображення')
    .setInputFiles({ name: 'niche.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 900, '#c9b79c') });
  const pictures = form.locator('[data-pictures] li');
  await expect(pictures).toHaveCount(1);
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Надіслати' }).click();
  await expect(page.getByRole('heading', { name: 'Запит отримано' })).toBeVisible();
  await expect(pictures).toHaveCount(0);

  // The manager sees it in the request's details and opens it.
  await signIn(page, { lang: 'uk' });
  await page.goto('/admin/furniture-quotes');
  await waitForHydration(page);
  await searchInbox(page, 'Пошук', name);
  const row = inboxRows(page);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Переглянути/ }).click();
  const shown = page.getByTestId('visitor-pictures');
  await expect(shown).toContainText('Зображення відвідувача (1)');
  const image = shown.getByRole('img', { name: /^Зображення 1, 1200 × 900/ });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await expectAccessible(page);
  const url = (await shown.getByRole('link').getAttribute('href')) ?? '';
  expect((await page.request.get(url)).status()).toBe(200);

  // Anyone else: refused.
  const stranger = await browser.newContext();
  expect((await stranger.request.get(new URL(url, page.url()).href)).status()).toBe(401);
  await stranger.close();
});

test('a door quote carries the plan kept, not the picture taken out @desktop', async ({ page }) => {
  const name = `Plan ${randomUUID().slice(0, 8)}`;
  await page.goto('/customizer/?slug=classic-oak');
  await waitForHydration(page);
  await page.getByTestId('price-total').waitFor();
  await page.getByRole('button', { name: 'Get a quote' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Phone').fill('+380 67 123 45 67');
  await dialog.getByLabel('Add pictures').setInputFiles([
    { name: 'plan.png', mimeType: 'image/png', buffer: await photo(800, 600, '#ffffff') },
    { name: 'wrong.jpg', mimeType: 'image/jpeg', buffer: await photo(400, 300, '#000000') },
  ]);
  await expect(dialog.locator('[data-pictures] li')).toHaveCount(2);
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Remove picture 2' }).click();
  await expect(dialog.locator('[data-pictures] li')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.locator('[data-request-reference]')).toHaveText(/^D-\d+$/);
  const rows = await query<{ width: number; height: number }>(
    'select p.width, p.height from visitor_pictures p join quotes q on q.id = p.quote_id where q.customer_name = $1',
    [name],
  );
  expect(rows).toEqual([{ width: 800, height: 600 }]);
  const quote = await findQuoteInUkrainian(page, name);
  await quote.getByRole('button', { name: /^Переглянути/ }).click();
  await expect(page.getByTestId('visitor-pictures')).toContainText('(1)');
});

/** The general enquiry on the contact page, in each language at its usual width: its words, the manager's too. */
const GENERAL = [
  { lang: 'uk', width: 375, path: '/uk/contact', name: 'Ім’я', email: 'Ел. пошта', add: 'Додати зображення' },
  { lang: 'en', width: 1440, path: '/contact', name: 'Name', email: 'Email', add: 'Add pictures' },
] as const;
const GENERAL_WORDS = {
  uk: { send: 'Надіслати', sent: 'Повідомлення надіслано', search: 'Пошук', view: /^Переглянути/, shown: '(1)' },
  en: { send: 'Send message', sent: 'Message sent', search: 'Search', view: /^View/, shown: 'Visitor’s pictures (1)' },
} as const;

for (const { lang, width, path, ...label } of GENERAL) {
  test(`a general enquiry carries a photo too, seen by the manager (${lang}) @desktop`, async ({ page }) => {
    const words = GENERAL_WORDS[lang];
    await page.setViewportSize({ width, height: 900 });
    const name = `General ${lang} ${randomUUID().slice(0, 8)}`;
    await page.goto(path);
    const form = page.locator('form[data-form=general]');
    await form.scrollIntoViewIfNeeded();
    await waitForHydration(page);
    await form.getByLabel(label.name).fill(name);
    await form.getByLabel(label.email).fill('olena@example.com');
    await form
      .getByLabel(label.add)
      .setInputFiles({ name: 'door.jpg', mimeType: 'image/jpeg', buffer: await photo(900, 1200, '#8a6a4a') });
    const pictures = form.locator('[data-pictures] li');
    await expect(pictures).toHaveCount(1);
    await expect(form.getByRole('progressbar')).toHaveCount(0);
    await expectAccessible(page);
    await form.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('heading', { name: words.sent })).toBeVisible();
    await expect(pictures).toHaveCount(0);

    await signIn(page, { lang });
    await page.goto('/admin/general-quotes');
    await waitForHydration(page);
    await searchInbox(page, words.search, name);
    const row = inboxRows(page);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: words.view }).click();
    await expect(page.getByTestId('visitor-pictures')).toContainText(words.shown);
    await expectAccessible(page);
  });
}
