// The option editor as the manager uses it (issue 20, docs/product.md#option-editor): a handle with its prices added
// in the back office is offered by the configurator after a reload, priced in its breakdown, carried by the quote;
// the history shows the change and restores the version before it. (Runs in the 'settings' project: after the other
// specs, alone, since it changes the options every other spec reads; it puts them back at the end.)
import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, query, signIn, test, waitForHydration, waitLikeAPerson } from './fixtures.ts';

test('a handle added in the back office is offered, priced and quoted; the history restores the version before', async ({
  page,
}) => {
  await signIn(page);
  const before = (await (await page.request.get('/api/admin/schema/interior')).json()) as { version: number };
  try {
    await page.goto('/admin/pricing');
    await waitForHydration(page);
    const options = page.getByRole('region', { name: 'Options' });
    const doorBlock = options.getByRole('article', { name: 'Door block' });
    // Each group folds: open this one.
    await expect(doorBlock.getByRole('button', { name: 'Add to Door block' })).toBeHidden();
    await doorBlock.locator('summary').click();
    await doorBlock.getByRole('button', { name: 'Add to Door block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Door block' });
    await expect(dialog.getByRole('radio', { name: 'a choice' })).toBeChecked();
    await dialog.getByLabel('Name (Ukrainian)', { exact: true }).fill('Ручка');
    await dialog.getByLabel('Name (English)', { exact: true }).fill('Handle');
    await expect(dialog.getByLabel('Id in links')).toHaveValue('handle');
    await dialog.getByLabel('Name (Ukrainian) · 1').fill('Без ручки');
    await dialog.getByLabel('Name (English) · 1').fill('None');
    await dialog.getByLabel('Name (Ukrainian) · 2').fill('Преміум');
    await dialog.getByLabel('Name (English) · 2').fill('Premium');
    // A price is part of an option: without one the server refuses, and says so in the dialog.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Enter an amount in USD');
    await dialog.getByLabel('Cost (USD) · 2').fill('45');
    // Before saving, the preview shows what it does: the configuration with every extra now has the premium handle.
    const preview = dialog.getByTestId('pricing-preview');
    await expect(preview.locator('tbody tr').nth(2).getByText(/^→ /)).toHaveCount(2);
    await expect(preview.locator('tbody tr').nth(0).getByText(/^→ /)).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Options saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(doorBlock).toContainText('Handle');
    const history = page.getByRole('region', { name: 'Price history' });
    await expect(history.getByRole('listitem', { name: `Version ${before.version + 1} (current)` })).toContainText(
      'Handle: added to Door block',
    );

    // The customer's configurator, reloaded, offers it; the breakdown prices it: 45 USD × 1.3 at the current rate.
    await page.goto('/customizer?slug=classic-oak');
    await waitForHydration(page);
    await page.getByRole('radio', { name: /^Premium/ }).check();
    await expect(page.getByTestId('price-status')).toHaveAttribute('data-status', 'confirmed');
    const breakdown = page.locator('section[aria-labelledby="breakdown-heading"]');
    await expect(breakdown).toContainText('Handle');
    const server = (await (
      await page.request.post('/api/price', { data: { productSlug: 'classic-oak', selections: { handle: 'premium' } } })
    ).json()) as { rate: number; breakdown: { controlId: string; deltaCents: number }[] };
    expect(server.breakdown.find((line) => line.controlId === 'handle')?.deltaCents).toBe(
      Math.round(58.5 * server.rate) * 100,
    );

    const name = `Handle ${randomUUID().slice(0, 8)}`;
    await page.getByRole('button', { name: 'Send quote' }).first().click();
    const quote = page.getByRole('dialog', { name: 'Request a quote' });
    await quote.getByLabel('Name').fill(name);
    await quote.getByLabel('Phone').fill('+380671234567');
    await waitLikeAPerson(page);
    await quote.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('dialog', { name: 'Request received' })).toBeVisible();
    const [row] = await query<{ resolved_selections: unknown; breakdown: unknown }>(
      'SELECT resolved_selections, breakdown FROM quotes WHERE customer_name = $1',
      [name],
    );
    expect(JSON.stringify(row?.resolved_selections)).toContain('Premium');
    expect(JSON.stringify(row?.breakdown)).toContain('handle');

    // The history puts the options back as they were.
    await page.goto('/admin/pricing');
    await waitForHydration(page);
    page.once('dialog', (confirm) => void confirm.accept());
    await page.getByRole('button', { name: `Restore version ${before.version}` }).click();
    await expect(page.getByText(`Version ${before.version} restored`)).toBeVisible();
    const reopened = page.getByRole('article', { name: 'Door block' });
    await reopened.locator('summary').click();
    await expect(reopened.getByText('Standard', { exact: true })).toBeVisible();
    await expect(reopened).not.toContainText('Handle');
  } finally {
    const now = (await (await page.request.get('/api/admin/schema/interior')).json()) as { version: number };
    if (now.version !== before.version + 2) {
      await page.request.post('/api/admin/schema/interior/history/restore', {
        data: { version: now.version, restore: before.version },
      });
    }
  }
});

test('a change refused because someone else saved keeps what was typed, says why, and loads the new version', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/pricing-concealed');
  await waitForHydration(page);
  const hinges = page.getByRole('region', { name: 'Options' }).getByRole('article', { name: 'Hinges' });
  await hinges.locator('summary').click();
  await hinges.getByRole('button', { name: /^Add an option to/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Add an option to/ });
  await dialog.getByLabel('Name (Ukrainian)').fill('6 петель');
  await dialog.getByLabel('Name (English)').fill('6 hinges');
  await dialog.getByLabel('Cost (USD)').fill('80');

  // Someone else saves first.
  const { version } = (await (await page.request.get('/api/admin/schema/concealed')).json()) as { version: number };
  const other = await page.request.post('/api/admin/schema/concealed/merge', {
    data: { version, actions: [{ type: 'setMarkup', doorType: 'BUDGET', percent: 30 }] },
  });
  expect(other.status()).toBe(200);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('changed by someone else');
  await expect(dialog.getByLabel('Name (English)')).toHaveValue('6 hinges');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(`Version ${version + 1} ·`)).toBeVisible();
  // The group stays open across the reload.
  await expect(hinges.getByRole('button', { name: /^Add an option to/ })).toBeVisible();
});
