// Both configurators in the browser: the price shown at once agrees with the server's, every kind of control moves
// it, the rules hold, a quote goes through once, and a link restores a configuration.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, query, test, waitForHydration, waitLikeAPerson } from './fixtures.ts';

const hryvnias = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function ready(page: Page) {
  await waitForHydration(page);
  await expect(page.getByTestId('price-card')).toBeVisible();
  await expect(page.getByTestId('price-status')).toHaveAttribute('data-status', 'confirmed');
}

async function serverTotal(page: Page, productSlug: string, selections: Record<string, unknown>) {
  const response = await page.request.post('/api/price', { data: { productSlug, selections } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { totalPriceCents: number }).totalPriceCents / 100;
}

const shownTotal = async (page: Page) => hryvnias(await page.getByTestId('price-total').textContent());

for (const lang of ['en', 'uk'] as const) {
  const prefix = lang === 'uk' ? '/uk' : '';

  test(`interior (${lang}): the default price is the server's, and every kind of control moves it there`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/customizer`);
    await ready(page);
    expect(await shownTotal(page)).toBe(await serverTotal(page, 'classic-oak', {}));
    await expectAccessible(page);

    // A choice.
    await page.getByRole('radio', { name: lang === 'en' ? 'Inside opening' : 'З відкриванням всередину' }).check();
    await ready(page);
    expect(await shownTotal(page)).toBe(await serverTotal(page, 'classic-oak', { doorBlock: 'inside' }));

    // A size beyond its range snaps and clamps, and is priced.
    const height = page.getByRole('spinbutton', { name: lang === 'en' ? 'Height' : 'Висота' });
    await height.fill('2999');
    await height.press('Enter');
    await expect(height).toHaveValue('2400');
    const width = page.getByRole('spinbutton', { name: lang === 'en' ? 'Width' : 'Ширина' });
    await width.fill('907');
    await width.blur();
    await expect(width).toHaveValue('910');
    await ready(page);
    expect(await shownTotal(page)).toBe(
      await serverTotal(page, 'classic-oak', { doorBlock: 'inside', heightMm: 2400, widthMm: 910 }),
    );
    await expect(page.getByTestId('dimension-height')).toContainText('2400');

    // An empty size falls back to its default.
    await width.fill('');
    await width.blur();
    await expect(width).toHaveValue('800');
  });
}

test('concealed: height 2400 raises the hinges to 5 and disables the timber frame; a switch is priced', async ({
  page,
}) => {
  await page.goto('/concealed-customizer?slug=concealed-basic');
  await ready(page);
  const height = page.getByRole('spinbutton', { name: 'Height' });
  await height.fill('2400');
  await height.press('Enter');
  await expect(page.getByRole('radio', { name: '5 hinges' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /3 hinges/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /4 hinges/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Timber frame/ })).toBeDisabled();
  await expect(page.getByText('Not available above 2300 mm')).toBeVisible();
  await expect(page.getByTestId('hinge')).toHaveCount(5);
  const lock = page.getByRole('switch', { name: 'Magnetic lock' });
  await page.locator('label', { has: lock }).click();
  await expect(lock).toBeChecked();
  await ready(page);
  expect(await shownTotal(page)).toBe(
    await serverTotal(page, 'concealed-basic', { heightMm: 2400, hinges: '5', magneticLock: true }),
  );
  await expectAccessible(page);
});

test('concealed: a BUDGET door stops at 2100 mm', async ({ page }) => {
  await page.goto('/concealed-customizer?slug=concealed-universal');
  await ready(page);
  const height = page.getByRole('spinbutton', { name: 'Height' });
  await height.fill('2600');
  await height.press('Enter');
  await expect(height).toHaveValue('2100');
  await expect(page.getByText('1800–2100 mm, step 10 mm')).toBeVisible();
});

test('an unknown door says the configurator cannot load', async ({ page }) => {
  await page.goto('/customizer?slug=no-such-door');
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toContainText('Unable to load customizer');
});

test('a shared link restores the configuration; invalid parts fall back with a notice', async ({ page }) => {
  await page.goto('/customizer?slug=modern-line&doorBlock=complanar&heightMm=2200&finishCoat=golden');
  await ready(page);
  await expect(page.getByTestId('product-name')).toHaveText('Modern Line');
  await expect(page.getByRole('radio', { name: /Complanar/ })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Height' })).toHaveValue('2200');
  await expect(page.getByRole('radio', { name: 'Standard', exact: true }).last()).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'reset to their defaults' })).toBeVisible();
  // The address bar follows the configuration, so copying it shares exactly this door.
  await page.getByRole('radio', { name: 'Reverse' }).check();
  await expect(page).toHaveURL(/opening=reverse/);
  const link = page.url();
  const other = await page.context().newPage();
  await other.goto(link);
  await ready(other);
  await expect(other.getByRole('radio', { name: 'Reverse' })).toBeChecked();
  await expect(other.getByRole('radio', { name: /Complanar/ })).toBeChecked();
  expect(await shownTotal(other)).toBe(await shownTotal(page));
});

test('a quote goes through once, even on a double click, with the frozen snapshot', async ({ page }) => {
  const name = `Quote ${randomUUID().slice(0, 8)}`;
  await page.goto('/uk/concealed-customizer?slug=concealed-premium&heightMm=2200&magneticLock=true');
  await ready(page);
  const total = await shownTotal(page);
  await page.getByRole('button', { name: 'Отримати пропозицію' }).click();
  const dialog = page.getByRole('dialog', { name: 'Запит пропозиції' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Надіслати запит' });
  // Nothing happens while name or phone is empty.
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByLabel('Ім’я').press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Ім’я').fill(name);
  await dialog.getByLabel('Телефон').fill('+380671234567');
  await expectAccessible(page);
  await waitLikeAPerson(page);
  await submit.dblclick();
  await expect(page.getByText('Запит збережено')).toBeVisible();
  await expect(dialog).toBeHidden();
  const rows = await query<{
    total_price_cents: number;
    selections: Record<string, unknown>;
    resolved_selections: unknown[];
  }>('SELECT total_price_cents, selections, resolved_selections FROM quotes WHERE customer_name = $1', [name]);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.total_price_cents).toBe(total * 100);
  expect(rows[0]?.selections).toMatchObject({ heightMm: 2200, hinges: '4', magneticLock: true });
  expect(rows[0]?.resolved_selections).toContainEqual(
    expect.objectContaining({ controlId: 'magneticLock', displayValue: 'Yes' }),
  );
});
