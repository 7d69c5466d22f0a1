// The inbox in the browser: a quote and both kinds of enquiry arrive through the public API, then the manager finds
// them, reads the details, marks them delivered (the badge drops at once), keeps notes across a reload, and exports
// CSV. axe audits each page and the open dialog.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

const undelivered = async (page: Page) =>
  ((await (await page.request.get('/api/admin/stats')).json()) as { undelivered: Record<string, number> }).undelivered;

/** A sidebar badge shows the count, and disappears at 0. */
async function expectBadge(page: Page, badge: string, count: number) {
  const element = page.locator(`[data-badge=${badge}]`);
  if (count > 0) await expect(element).toHaveText(new RegExp(`^${count} `));
  else await expect(element).toHaveCount(0);
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
  await expect(page.getByTestId('inbox-table').locator('tbody tr')).toHaveCount(1);
}

test('door quotes: details from the snapshot, delivered drops the badge, notes persist, CSV', async ({ page }) => {
  const name = `Inbox ${randomUUID().slice(0, 8)}`;
  const sent = await page.request.post('/api/quotes', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      productSlug: 'concealed-basic',
      selections: { heightMm: 2400, magneticLock: true },
      customer: { name, email: 'inbox@example.com', phone: '+380 67 765 43 21' },
      notes: 'Two doors, hallway',
      formStartedAt: Date.now() - 10_000,
    },
  });
  expect(sent.status()).toBe(201);
  await signIn(page);
  await page.goto('/admin/quotes');
  await expect(page.getByRole('heading', { name: 'Door Quotes', level: 1 })).toBeVisible();
  await search(page, name);
  const row = page.getByTestId('inbox-table').locator('tbody tr');
  await expect(row).toContainText(`${name} · inbox@example.com · +380 67 765 43 21`);
  await expect(row).toContainText('Concealed');
  await expectAccessible(page);

  await row.getByRole('button', { name: /^View/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Quote Details' });
  await expect(dialog.getByTestId('quote-details')).toBeVisible();
  for (const heading of ['Customer', 'Totals', /Selections/, 'Price breakdown']) {
    await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(dialog).toContainText('2400 mm');
  await expect(dialog).toContainText('Two doors, hallway');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const before = await undelivered(page);
  await row.getByRole('checkbox', { name: /^Delivered/ }).check();
  await expectBadge(page, 'doorQuotes', (before.doorQuotes ?? 0) - 1);

  await row.getByRole('textbox', { name: /^Admin notes/ }).fill('Called back, measuring on Monday');
  await page.getByLabel('Search').focus();
  await expect(row.getByText('Saved')).toBeVisible();
  await page.reload();
  await search(page, name);
  await expect(row.getByRole('textbox', { name: /^Admin notes/ })).toHaveValue('Called back, measuring on Monday');
  await expect(row.getByRole('checkbox', { name: /^Delivered/ })).toBeChecked();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv).toContain(name);
  expect(csv).toContain('Called back, measuring on Monday');
});

test('user requests: the furniture enquiry, its details, delivered', async ({ page }) => {
  const name = `Furniture ${randomUUID().slice(0, 8)}`;
  const sent = await page.request.post('/api/contact/furniture', {
    headers: { 'idempotency-key': randomUUID() },
    data: { name, phone: '+380501112233', message: 'A wardrobe for a 2.4 m niche', formStartedAt: Date.now() - 10_000 },
  });
  expect(sent.status()).toBe(201);
  await signIn(page);
  await page.goto('/admin/furniture-quotes');
  await expect(page.getByRole('heading', { name: 'User Requests', level: 1 })).toBeVisible();
  await search(page, name);
  const row = page.getByTestId('inbox-table').locator('tbody tr');
  await row.getByRole('button', { name: /^View/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
  await expect(dialog).toContainText('A wardrobe for a 2.4 m niche');
  await expect(dialog).toContainText('Not available'); // no email was given
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const before = await undelivered(page);
  await row.getByRole('checkbox', { name: /^Delivered/ }).check();
  await expectBadge(page, 'furniture', (before.furniture ?? 0) - 1);
  await expectAccessible(page);
});

test('general quotes: the contact-form submissions, searchable, with notes', async ({ page }) => {
  const name = `General ${randomUUID().slice(0, 8)}`;
  const sent = await page.request.post('/api/contact/general', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      name,
      email: 'general@example.com',
      message: 'Do you install in Lviv?',
      formStartedAt: Date.now() - 10_000,
    },
  });
  expect(sent.status()).toBe(201);
  await signIn(page);
  await page.goto('/admin/general-quotes');
  await expect(page.getByText('Submissions from the contact form.')).toBeVisible();
  await search(page, name);
  const row = page.getByTestId('inbox-table').locator('tbody tr');
  await expect(row).toContainText('general@example.com');
  await expect(row).toContainText('Do you install in Lviv?');
  await row.getByRole('textbox', { name: /^Admin notes/ }).fill('Yes, we do');
  await row.getByRole('textbox', { name: /^Admin notes/ }).blur();
  await expect(row.getByText('Saved')).toBeVisible();
  await page.getByLabel('Search').fill(`${name} nothing like this`);
  await expect(page.getByText('Nothing matches your search.')).toBeVisible();
  await expectAccessible(page);
});
