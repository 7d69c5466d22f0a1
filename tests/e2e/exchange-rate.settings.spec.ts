// The exchange rate in the back office: a bad rate is refused with the alert of docs/product.md#validation; an override
// is shown at once, lands in the history, is used by the next price, and an older quote keeps the rate it was priced
// with. (Runs in the 'settings' project: after the other specs, alone.)
import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, personGuard, query, signIn, test } from './fixtures.ts';

test('override the USD→UAH rate', async ({ page }) => {
  await signIn(page);
  const priceNow = async () =>
    (await (
      await page.request.post('/api/price', { data: { productSlug: 'classic-oak', selections: {} } })
    ).json()) as { rate: number; totalPriceCents: number };
  const before = await priceNow();
  const name = `Rate test ${randomUUID().slice(0, 8)}`;
  const quote = await page.request.post('/api/quotes', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      productSlug: 'classic-oak',
      selections: {},
      customer: { name, phone: '+380 67 555 00 11' },
      ...(await personGuard()),
    },
  });
  expect(quote.status()).toBe(201);

  await page.goto('/admin/currencies');
  await expect(page.getByRole('heading', { name: 'Currencies', level: 1 })).toBeVisible();
  await expect(page.getByTestId('current-rate')).toHaveText(before.rate.toFixed(4));
  await expect(page.getByRole('region', { name: 'USD → UAH' })).toContainText('Manual');
  await expectAccessible(page);

  await page.getByLabel('Rate (UAH for 1 USD)').fill('-3');
  await page.getByRole('button', { name: 'Save override' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a valid positive rate');
  await expect(page.getByLabel('Rate (UAH for 1 USD)')).toHaveValue('-3');

  const next = before.rate + 1.2345;
  await page.getByLabel('Rate (UAH for 1 USD)').fill(next.toFixed(4));
  await page.getByLabel('As of (optional)').fill('2026-11-20');
  await page.getByRole('button', { name: 'Save override' }).click();
  await expect(page.getByText('Exchange rate saved')).toBeVisible();
  await expect(page.getByTestId('current-rate')).toHaveText(next.toFixed(4));
  await expect(page.getByTestId('rate-history').locator('tbody tr').first()).toContainText('20 Nov 2026');
  await expect(page.getByTestId('rate-history').locator('tbody tr').first()).toContainText(next.toFixed(4));
  await expectAccessible(page);

  const after = await priceNow();
  expect(after.rate).toBe(Number(next.toFixed(4)));
  expect(after.totalPriceCents).toBeGreaterThan(before.totalPriceCents);
  const [stored] = await query<{ rate_x10000: number }>('SELECT rate_x10000 FROM quotes WHERE customer_name = $1', [
    name,
  ]);
  expect(stored?.rate_x10000).toBe(Math.round(before.rate * 10_000));

  // Put the rate back for whatever runs next on this database.
  const restored = await page.request.post('/api/admin/fx', { data: { rate: before.rate } });
  expect(restored.status()).toBe(201);
});
