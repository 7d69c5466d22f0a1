// The manager's pipeline in the browser (docs/product.md#pipeline), as a Ukrainian manager on a 375 px
// phone: a new door quote counts in the badge; moved to Contacted it leaves the badge; given today's follow-up it shows
// on the overview; marked Lost it asks why first; every step is in its activity; deleted on the customer's demand it
// is gone from the list. axe audits the details dialog. Runs once (@desktop: it sets its own viewport).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, findQuoteInUkrainian, personGuard, test, waitForHydration } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 90_000 });

const newQuotes = async (page: Page) =>
  ((await (await page.request.get('/api/admin/stats')).json()) as { undelivered: { doorQuotes: number } }).undelivered
    .doorQuotes;

test('a door quote from New to Contacted, a follow-up today, Lost with its reason, then deleted @desktop', async ({
  page,
}) => {
  const name = `Конвеєр ${randomUUID().slice(0, 8)}`;
  const sent = await page.request.post('/api/quotes', {
    headers: { 'idempotency-key': randomUUID(), 'x-nf-client-connection-ip': '198.51.100.77' },
    data: {
      productSlug: 'classic-oak',
      selections: { handle: 'standard' },
      customer: { name, email: 'pipeline@example.com', phone: '+380 67 111 22 33' },
      ...(await personGuard()),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const row = await findQuoteInUkrainian(page, name);
  const status = row.getByRole('combobox', { name: /^Статус/ });
  await expect(status).toHaveValue('NEW');

  const before = await newQuotes(page);
  await status.selectOption('Зв’язалися');
  await expect.poll(() => newQuotes(page)).toBe(before - 1);

  await row.getByRole('button', { name: /^Переглянути/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Деталі розрахунку' });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());
  await dialog.getByLabel('Нагадати').fill(today);
  await dialog.getByLabel('Нагадати').press('Enter');
  const activity = dialog.getByTestId('activity');
  await expect(activity).toContainText('Статус: Зв’язалися');
  const day = new Date(`${today}T00:00:00Z`).toLocaleDateString('uk-UA', { dateStyle: 'medium', timeZone: 'UTC' });
  await expect(activity).toContainText(`Нагадування на ${day}`);
  await expect(dialog.getByRole('link', { name: '+380 67 111 22 33' })).toHaveAttribute('href', 'tel:+380671112233');
  await expectAccessible(page);

  // Lost asks why; nothing changes until the reason is given.
  await dialog.getByRole('combobox', { name: /^Статус/ }).selectOption('Втрачена');
  const why = page.getByRole('dialog', { name: 'Чому втрачено?' });
  await expect(why.getByRole('button', { name: 'Позначити втраченою' })).toBeDisabled();
  await why.getByLabel('Причина').fill('Обрав дешевші двері');
  await why.getByRole('button', { name: 'Позначити втраченою' }).click();
  await expect(why).toBeHidden();
  await expect(activity).toContainText('Втрачено: Обрав дешевші двері');
  await expect(status).toHaveValue('LOST');

  // The overview lists it while it is open: Lost closes it, so move it back to Quoted first.
  await dialog.getByRole('combobox', { name: /^Статус/ }).selectOption('Надіслано пропозицію');
  await expect(activity).toContainText('Статус: Надіслано пропозицію');
  await dialog.getByRole('button', { name: 'Закрити' }).click();
  await page.goto('/admin');
  await waitForHydration(page);
  const due = page.getByTestId('follow-ups');
  await expect(due).toContainText(name);
  await expect(due.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', /\/admin\/quotes\?q=D-\d+/);

  // The link opens the list searched for it; deleted on the customer's demand, it is gone.
  await due.getByRole('link', { name: new RegExp(name) }).click();
  await waitForHydration(page);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Переглянути/ }).click();
  page.once('dialog', (confirm) => void confirm.accept());
  await dialog.getByRole('button', { name: 'Видалити заявку' }).click();
  await expect(page.getByText('Заявку видалено')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('За вашим пошуком нічого не знайдено.')).toBeVisible();
  const listed = await page.request.get(`/api/admin/quotes?q=${encodeURIComponent(name)}`);
  expect(((await listed.json()) as { total: number }).total).toBe(0);
});
