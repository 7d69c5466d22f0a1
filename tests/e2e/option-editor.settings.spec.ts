// The option editor as the manager uses it (docs/product.md#option-editor): a handle option with its price
// added in the back office is offered by the configurator after a reload, priced in its breakdown, carried by the quote;
// the history shows the change and restores the version before it; a switch added to a group is offered and priced in
// the Ukrainian configurator; a Ukrainian manager is refused a name the control has already, and deletes a retired
// option. (Runs in the 'settings' project: after the other specs, alone, since it changes the options every other
// spec reads; it puts them back at the end.)
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, query, signIn, test, waitForHydration } from './fixtures.ts';

/** The interior options' current version. */
const interiorVersion = async (page: Page) =>
  ((await (await page.request.get('/api/admin/schema/interior')).json()) as { version: number }).version;

/**
 * Puts the interior options back as version `before` had them (every other spec reads them), unless they stand at
 * `done`: the version a test that restores them itself ends at.
 */
async function putBack(page: Page, before: number, done = before) {
  const now = await interiorVersion(page);
  if (now !== done) {
    await page.request.post('/api/admin/schema/interior/history/restore', { data: { version: now, restore: before } });
  }
}

test('a handle option added in the back office is offered, priced and quoted; the history restores the version before', async ({
  page,
}) => {
  await signIn(page);
  const before = { version: await interiorVersion(page) };
  try {
    await page.goto('/admin/pricing');
    await waitForHydration(page);
    const options = page.getByRole('region', { name: 'Options' });
    const hardware = options.getByRole('article', { name: 'Hardware' });
    // Each group folds: open this one.
    await expect(hardware.getByRole('button', { name: 'Add an option to Handle' })).toBeHidden();
    await hardware.locator('summary').click();
    await hardware.getByRole('button', { name: 'Add an option to Handle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an option to Handle' });
    await dialog.getByLabel('Name (Ukrainian)').fill('Латунна ручка');
    await dialog.getByLabel('Name (English)').fill('Brass handle');
    await expect(dialog.getByLabel('Id in links')).toHaveValue('brass-handle');
    // A price is part of an option: without one the server refuses, and says so in the dialog.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Enter an amount in USD');
    await dialog.getByLabel('Cost (USD)').fill('60');
    // Before saving, the preview shows what it does: the configuration with every extra now has the brass handle.
    const preview = dialog.getByTestId('pricing-preview');
    await expect(preview.locator('tbody tr').nth(2).getByText(/^→ /)).toHaveCount(2);
    await expect(preview.locator('tbody tr').nth(0).getByText(/^→ /)).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Options saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(hardware).toContainText('Brass handle');
    const history = page.getByRole('region', { name: 'Price history' });
    const saved = history.getByRole('listitem', { name: `Version ${before.version + 1} (current)` });
    await expect(saved).toContainText('Handle: Brass handle: new option');
    await expect(saved).toContainText('Handle: Brass handle: added, $60.00');

    // The customer's configurator, reloaded, offers it; the breakdown prices it: 60 USD × 1.3 at the current rate.
    await page.goto('/customizer?slug=classic-oak');
    await waitForHydration(page);
    await page.getByRole('radio', { name: /^Brass handle/ }).check();
    await expect(page.getByTestId('price-status')).toHaveAttribute('data-status', 'confirmed');
    const breakdown = page.locator('section[aria-labelledby="breakdown-heading"]');
    await expect(breakdown).toContainText('Brass handle');
    const server = (await (
      await page.request.post('/api/price', {
        data: { productSlug: 'classic-oak', selections: { handle: 'brass-handle' } },
      })
    ).json()) as { rate: number; breakdown: { controlId: string; deltaCents: number }[] };
    expect(server.breakdown.find((line) => line.controlId === 'handle')?.deltaCents).toBe(
      Math.round(78 * server.rate) * 100,
    );

    const name = `Handle ${randomUUID().slice(0, 8)}`;
    await page.getByRole('button', { name: 'Get a quote' }).first().click();
    const quote = page.getByRole('dialog', { name: 'Request a quote' });
    await quote.getByLabel('Name').fill(name);
    await quote.getByLabel('Phone').fill('+380671234567');
    await quote.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('dialog', { name: 'Request received' })).toBeVisible();
    const [row] = await query<{ resolved_selections: unknown; breakdown: unknown }>(
      'SELECT resolved_selections, breakdown FROM quotes WHERE customer_name = $1',
      [name],
    );
    expect(JSON.stringify(row?.resolved_selections)).toContain('Brass handle');
    expect(JSON.stringify(row?.breakdown)).toContain('handle');

    // The history puts the options back as they were.
    await page.goto('/admin/pricing');
    await waitForHydration(page);
    page.once('dialog', (confirm) => void confirm.accept());
    await page.getByRole('button', { name: `Restore version ${before.version}` }).click();
    await expect(page.getByText(`Version ${before.version} restored`)).toBeVisible();
    const reopened = page.getByRole('article', { name: 'Hardware' });
    await reopened.locator('summary').click();
    await expect(reopened.getByRole('button', { name: 'Rename Premium handle' })).toBeVisible();
    await expect(reopened).not.toContainText('Brass handle');
  } finally {
    // The test restored them itself when all went well.
    await putBack(page, before.version, before.version + 2);
  }
});

test('a finish given another colour, a gloss and fewer doors in the back office is what the configurator shows', async ({
  page,
}) => {
  await signIn(page);
  const before = { version: await interiorVersion(page) };
  try {
    await page.goto('/admin/pricing');
    await waitForHydration(page);
    const finishes = page.getByRole('region', { name: 'Options' }).getByRole('article', { name: 'Colour and veneer' });
    await finishes.locator('summary').click();
    await finishes.getByRole('button', { name: 'Look and doors Sand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Look and doors: Sand' });
    await expect(dialog.getByLabel('Colour')).toHaveValue('#d9c6a5');
    await dialog.getByLabel('Colour').fill('#a08060');
    await dialog.getByLabel('Surface').selectOption('gloss');
    await expect(dialog.getByLabel('Only the doors ticked')).toBeChecked();
    await dialog.getByLabel('Modern Graphite').uncheck();
    // A picture of the veneer for its swatch, and a line about it in both languages.
    await dialog.getByLabel('Upload picture').setInputFiles('public/og-image.png');
    await expect(dialog.getByRole('button', { name: 'Remove the picture' })).toBeVisible();
    await dialog.getByLabel('Description (English)').fill('Brushed ash, tinted sand, under a matt oil');
    await dialog.getByLabel('Description (Ukrainian)').fill('Брашований ясен у піщаному тоні під матовою олією');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Options saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    const history = page.getByRole('region', { name: 'Price history' });
    await expect(history.getByRole('listitem', { name: `Version ${before.version + 1} (current)` })).toContainText(
      'Colour and veneer: Sand: new look or doors',
    );

    // The door made in sand starts in it: its swatch and its drawing take the new colour and gloss.
    await page.goto('/customizer?slug=modern-sand');
    await waitForHydration(page);
    const sand = page.locator('label').filter({ has: page.getByRole('radio', { name: 'Sand', exact: true }) });
    await expect(sand.locator('.swatch')).toHaveCSS('background-color', 'rgb(160, 128, 96)');
    await expect(sand.locator('.swatch')).toHaveAttribute('data-texture', 'gloss');
    await expect(page.getByTestId('door-leaf')).toHaveAttribute('fill', '#a08060');
    await expect(page.getByTestId('door-leaf')).toHaveAttribute('data-sheen', 'gloss');
    // The swatch shows the uploaded picture, small through the Image CDN (which answers it); the chosen finish's
    // line is the manager's description.
    const { schema } = (await (await page.request.get('/api/admin/schema/interior')).json()) as {
      schema: { groups: { controls: { options?: { id: string; picture?: string }[] }[] }[] };
    };
    const stored = schema.groups
      .flatMap((g) => g.controls)
      .flatMap((c) => c.options ?? [])
      .find((o) => o.id === 'sand');
    expect(stored?.picture).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const swatchPicture = `/.netlify/images?url=${encodeURIComponent(stored?.picture ?? '')}&w=96`;
    await expect(sand.locator('.swatch')).toHaveCSS('background-image', `url("${new URL(swatchPicture, page.url())}")`);
    expect((await page.request.get(swatchPicture)).headers()['content-type']).toMatch(/^image\//);
    // The drawing lays the same picture over the leaf, larger, through the same CDN.
    const leafPicture = `/.netlify/images?url=${encodeURIComponent(stored?.picture ?? '')}&w=640`;
    await expect(page.getByTestId('door-drawing').locator('image')).toHaveAttribute('href', leafPicture);
    expect((await page.request.get(leafPicture)).headers()['content-type']).toMatch(/^image\//);
    await expect(page.getByRole('group', { name: 'Colour and veneer' })).toContainText(
      'Brushed ash, tinted sand, under a matt oil',
    );
    await page.goto('/uk/customizer?slug=modern-sand');
    await waitForHydration(page);
    await expect(page.getByRole('group', { name: 'Колір і шпон' })).toContainText(
      'Брашований ясен у піщаному тоні під матовою олією',
    );
    // A door no longer made in it does not offer it, and a link naming it opens in the door's own finish.
    await page.goto('/customizer?slug=modern-graphite&finish=sand');
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: 'Graphite', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Sand', exact: true })).toHaveCount(0);
  } finally {
    await putBack(page, before.version);
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

test('a switch added to a group is offered in the Ukrainian configurator and priced when on', async ({ page }) => {
  await signIn(page);
  const before = { version: await interiorVersion(page) };
  try {
    await page.goto('/admin/pricing');
    await waitForHydration(page);
    const hardware = page.getByRole('region', { name: 'Options' }).getByRole('article', { name: 'Hardware' });
    await hardware.locator('summary').click();
    await hardware.getByRole('button', { name: 'Add to Hardware' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Hardware' });
    await dialog.getByRole('radio', { name: 'a switch' }).check();
    await dialog.getByLabel('Name (Ukrainian)').fill('Ущільнювач');
    await dialog.getByLabel('Name (English)').fill('Door seal');
    await expect(dialog.getByLabel('Id in links')).toHaveValue('door-seal');
    await dialog.getByLabel('Cost when on (USD)').fill('15');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Options saved')).toBeVisible();
    await expect(hardware).toContainText('Door seal');
    await expect(
      page.getByRole('region', { name: 'Price history' }).getByRole('listitem', { name: /\(current\)$/ }),
    ).toContainText('Door seal: added to Hardware');

    await page.goto('/uk/customizer?slug=classic-oak');
    await waitForHydration(page);
    const seal = page.getByRole('switch', { name: 'Ущільнювач' });
    await expect(seal).not.toBeChecked();
    const total = page.getByTestId('price-total');
    await expect(page.getByTestId('price-status')).toHaveAttribute('data-status', 'confirmed');
    const without = await total.textContent();
    await page.locator('label', { has: seal }).click();
    await expect(seal).toBeChecked();
    await expect(page).toHaveURL(/door-seal=true/);
    await expect(page.getByTestId('price-status')).toHaveAttribute('data-status', 'confirmed');
    await expect(total).not.toHaveText(without ?? '');
    await expect(page.locator('section[aria-labelledby="breakdown-heading"]')).toContainText('Ущільнювач');
  } finally {
    await putBack(page, before.version);
  }
});

test('a Ukrainian manager is refused a second option with a name the control has, and deletes a retired one', async ({
  page,
}) => {
  await signIn(page, { lang: 'uk' });
  const before = { version: await interiorVersion(page) };
  try {
    await page.goto('/admin/pricing');
    await waitForHydration(page);
    const hardware = page.getByRole('region', { name: 'Опції' }).getByRole('article', { name: 'Фурнітура' });
    await hardware.locator('summary').click();
    await hardware.getByRole('button', { name: 'Додати варіант до «Ручка»' }).click();
    const dialog = page.getByRole('dialog', { name: 'Додати варіант до «Ручка»' });
    // The id in links waits under "Додатково", made from the English name.
    await expect(dialog.getByLabel('Ідентифікатор у посиланнях')).toBeHidden();
    await dialog.getByLabel('Назва (українською)').fill('преміум ручка');
    await dialog.getByLabel('Назва (англійською)').fill('Gold handle');
    await dialog.getByLabel('Собівартість (USD)').fill('70');
    const uk = dialog.getByLabel('Назва (українською)');
    await expect(uk).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toContainText('Інший варіант цього параметра вже має таку назву');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect(uk).toBeFocused();
    await uk.fill('Золота ручка');
    await expect(uk).not.toHaveAttribute('aria-invalid', 'true');
    await dialog.getByText(/^Додатково/).click();
    await expect(dialog.getByLabel('Ідентифікатор у посиланнях')).toHaveValue('gold-handle');
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect(dialog).toBeHidden();
    await expect(hardware).toContainText('Золота ручка');

    // Retired, it can be deleted for good once confirmed; on offer it has no Delete.
    await expect(hardware.getByRole('button', { name: 'Видалити Золота ручка' })).toHaveCount(0);
    await hardware.getByRole('button', { name: 'Зняти з пропозиції Золота ручка' }).click();
    const remove = hardware.getByRole('button', { name: 'Видалити Золота ручка' });
    await expect(remove).toBeVisible();
    page.once('dialog', (confirm) => {
      expect(confirm.message()).toContain('«Золота ручка»');
      void confirm.accept();
    });
    await remove.click();
    await expect(hardware.getByRole('button', { name: 'Перейменувати Преміум ручка' })).toBeVisible();
    await expect(hardware).not.toContainText('Золота ручка');
    expect(await interiorVersion(page)).toBe(before.version + 3);
  } finally {
    await putBack(page, before.version);
  }
});
