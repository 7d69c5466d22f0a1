// The back office opens on the overview: New counts, whether leads reach the manager (notification health, with a
// test message), requests per week as a chart (with its figures as a table), the most configured doors and the share
// of price checks that became quotes.
import { expect, expectAccessible, mails, signIn, test } from './fixtures.ts';

test('the overview shows what waits and how the configurators are used', async ({ page }) => {
  await signIn(page);
  // A price check counts for the statistics (the first call of a server instance is written at once).
  expect((await page.request.post('/api/price', { data: { productSlug: 'concealed-basic' } })).status()).toBe(200);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  const figures = (await (await page.request.get('/api/admin/overview')).json()) as {
    undelivered: { doorQuotes: number };
    weekly: unknown[];
  };
  expect(figures.weekly).toHaveLength(12);
  await expect(page.getByTestId('waiting-doorQuotes')).toContainText(/\d+\s*New door quotes/);
  await expect(page.getByTestId('weekly-chart').locator('canvas')).toBeVisible();
  await page.getByText('Show the figures').click();
  await expect(page.getByTestId('weekly-table').locator('tbody tr')).toHaveCount(12);
  await expect(page.getByRole('heading', { name: 'Most configured doors' })).toBeVisible();
  await expect(page.getByTestId('conversion')).toHaveText(/%|—/);
  await expectAccessible(page);
  await page.getByTestId('waiting-doorQuotes').click();
  await expect(page).toHaveURL(/\/admin\/quotes\/?$/);
});

test('notification health: e-mail configured, Telegram not; a test message reaches the mailbox and is recorded', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin');
  const health = page.getByTestId('notification-health');
  // The e2e server has e-mail on (to the SMTP sink) and no Telegram: leads reach someone, so no warning.
  await expect(health.getByRole('listitem').filter({ hasText: 'E-mail' })).toContainText('Configured');
  await expect(health.getByRole('listitem').filter({ hasText: 'Telegram' })).toContainText('Not configured');
  await expect(health.getByRole('alert')).toHaveCount(0);
  const before = (await mails()).length;
  await health.getByRole('button', { name: 'Send a test message' }).click();
  await expect(page.getByText('E-mail: test message sent')).toBeVisible();
  await expect
    .poll(async () => (await mails()).slice(before).map((m) => m.subject))
    .toContain('Test message from the back office');
  await expect(health.getByRole('listitem').filter({ hasText: 'E-mail' })).toContainText('Last sent:');
  await expectAccessible(page);
});
