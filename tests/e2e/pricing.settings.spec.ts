// The pricing editors: an edit previews its effect on three reference configurations, saves as a merge, and the
// configurator prices with it at once; a stale edit asks to reload. (Runs in the 'settings' project: after the other
// specs, alone, since it moves prices every other spec reads.)
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test, waitForHydration } from './fixtures.ts';

const INSIDE = 'Door block: Inside opening, cost in USD';

async function readDocument(page: Page, slug: string) {
  return (await (await page.request.get(`/api/admin/schema/${slug}`)).json()) as { version: number };
}

async function setInside(page: Page, costUSD: number) {
  const { version } = await readDocument(page, 'interior');
  const action = { type: 'upsertOption', groupId: 'doorBlock', controlId: 'doorBlock', optionId: 'inside', costUSD };
  const response = await page.request.post('/api/admin/schema/interior/merge', {
    data: { version, actions: [action] },
  });
  expect(response.status()).toBe(200);
}

test('an interior edit is previewed, saved, and priced by the configurator at once', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing (Interior)', level: 1 })).toBeVisible();
  await expect(page.getByText(/Changes apply in the configurators as soon as they are saved/)).toBeVisible();
  const field = page.getByLabel(INSIDE);
  await expect(field).toHaveValue('65.00');
  await expectAccessible(page);

  const preview = page.getByTestId('pricing-preview');
  await expect(preview).not.toContainText('→');
  // A refused amount is explained next to its field and cannot be saved.
  await field.fill('1.005');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Use at most 2 decimals')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save/ })).toBeDisabled();
  await field.fill('120');
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expect(page.locator('li[data-edited]')).toHaveCount(1);
  // The configuration with every extra picks the inside door block: its price moves, in USD and in UAH.
  await expect(preview.locator('tbody tr').nth(2).getByText(/^→ /)).toHaveCount(2);
  await expectAccessible(page);

  const { version } = await readDocument(page, 'interior');
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('Prices saved')).toBeVisible();
  await expect(page.getByText(`Version ${version + 1} ·`)).toBeVisible();
  await expect(page.getByLabel(INSIDE)).toHaveValue('120.00');

  // The configurator, opened now, prices the inside door block at 120 USD × 1.3 at the current rate.
  await page.goto('/customizer?slug=classic-oak&doorBlock=inside');
  await waitForHydration(page);
  await expect(page.getByTestId('price-status')).toHaveAttribute('data-status', 'confirmed');
  const server = (await (
    await page.request.post('/api/price', { data: { productSlug: 'classic-oak', selections: { doorBlock: 'inside' } } })
  ).json()) as { rate: number; totalPriceCents: number; breakdown: { controlId: string; deltaCents: number }[] };
  expect(server.breakdown.find((line) => line.controlId === 'doorBlock')?.deltaCents).toBe(
    Math.round(156 * server.rate) * 100,
  );
  const shown = Number(((await page.getByTestId('price-total').textContent()) ?? '').replace(/[^\d]/g, ''));
  expect(shown).toBe(server.totalPriceCents / 100);

  await setInside(page, 65);
});

test('a stale edit is refused and the editor offers to reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/pricing-concealed');
  await expect(page.getByRole('heading', { name: 'Pricing (Concealed)', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Frame: Timber frame, up to in mm')).toBeVisible();
  await expectAccessible(page);
  const lock = page.getByLabel('Magnetic lock (when on), cost in USD');
  const before = await lock.inputValue();
  // Someone else saves first.
  const { version } = await readDocument(page, 'concealed');
  const other = await page.request.post('/api/admin/schema/concealed/merge', {
    data: { version, actions: [{ type: 'setMarkup', doorType: 'BUDGET', percent: 30 }] },
  });
  expect(other.status()).toBe(200);
  await lock.fill('41.50');
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Reload' });
  await expect(alert).toContainText('changed by someone else');
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText(`Version ${version + 1} ·`)).toBeVisible();
  await expect(page.getByLabel('Magnetic lock (when on), cost in USD')).toHaveValue(before);
});

test('the price history lists each save with its change and restores the version before it', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/pricing');
  await expect(page.getByRole('heading', { name: 'Price history', level: 2 })).toBeVisible();
  const field = page.getByLabel(INSIDE);
  await expect(field).toHaveValue('65.00');
  const { version } = await readDocument(page, 'interior');

  await field.fill('77');
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('Prices saved')).toBeVisible();
  const saved = page.getByRole('listitem', { name: `Version ${version + 1} (current)` });
  await expect(saved).toContainText('Door block: Inside opening: $65.00 → $77.00');
  await expect(saved.getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  await expectAccessible(page);

  // The version before comes back as a new one, after the manager confirms.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain(`Restore the prices of version ${version}?`);
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Restore version ${version}` }).click();
  await expect(page.getByText(`Version ${version} restored`)).toBeVisible();
  await expect(page.getByLabel(INSIDE)).toHaveValue('65.00');
  const restored = page.getByRole('listitem', { name: `Version ${version + 2} (current)` });
  await expect(restored).toContainText(`restores version ${version}`);
  await expect(restored).toContainText('Door block: Inside opening: $77.00 → $65.00');
  const server = (await (await page.request.get('/api/admin/schema/interior')).json()) as { version: number };
  expect(server.version).toBe(version + 2);
});
