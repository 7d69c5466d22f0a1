// Both configurators in the browser: the price shown at once agrees with the server's, every kind of control moves
// it, the rules hold, a quote goes through once, and a link restores a configuration.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, mails, query, test, waitForHydration } from './fixtures.ts';

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
  // Hidden hinges: the drawing shows none, however many.
  await expect(page.getByTestId('hinge')).toHaveCount(0);
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

test('an unknown door says it is no longer available (configurator-rules.spec.ts has the rest)', async ({ page }) => {
  await page.goto('/customizer?slug=no-such-door');
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toContainText('This door is no longer available');
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
  await page.getByRole('radio', { name: 'Reverse box, side agreed at measuring' }).check();
  await expect(page).toHaveURL(/opening=reverse/);
  const link = page.url();
  const other = await page.context().newPage();
  await other.goto(link);
  await ready(other);
  await expect(other.getByRole('radio', { name: 'Reverse box, side agreed at measuring' })).toBeChecked();
  await expect(other.getByRole('radio', { name: /Complanar/ })).toBeChecked();
  expect(await shownTotal(other)).toBe(await shownTotal(page));
});

test('a customer who gives an e-mail gets the reference and a link that reopens the door, in their language', async ({
  page,
}) => {
  const email = `client-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/uk/customizer?slug=classic-oak&casingFront=telescopic&heightMm=2100');
  await ready(page);
  const total = await shownTotal(page);
  await page.getByRole('button', { name: 'Отримати пропозицію' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Запит пропозиції' });
  await dialog.getByLabel('Ім’я').fill('Оксана');
  await dialog.getByLabel('Телефон').fill('+380671234567');
  await dialog.getByLabel(/Ел\. пошта/).fill(email);
  await dialog.getByRole('button', { name: 'Надіслати запит' }).click();
  const sent = page.getByRole('dialog', { name: 'Запит отримано' });
  const reference = (await sent.getByText(/^D-\d{5,}$/).textContent()) ?? '';
  expect(reference).toMatch(/^D-\d{5,}$/);
  await expect(sent).toContainText(email);

  // The confirmation reaches the sink, to the customer alone, in Ukrainian, with the reference, the note and the link.
  let mail: { to: string[]; subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      mail = (await mails()).find((m) => m.to.includes(email));
      return mail?.to;
    })
    .toEqual([email]);
  const text = mail?.text ?? '';
  expect(mail?.subject).toContain(reference);
  expect(text).toContain(reference);
  expect(text).toContain('Остаточна ціна може');
  expect(text).toContain('«Класика» дуб');
  const link = /https?:\/\/\S+\/uk\/customizer\?[^\s"<>]+/.exec(text)?.[0] ?? '';
  expect(link).toContain('slug=classic-oak');
  expect(link).toContain('casingFront=telescopic');

  // The link reopens exactly this door at this total.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await ready(page);
  expect(await shownTotal(page)).toBe(total);
});

test('a quote goes through once, even on a double click, with the frozen snapshot', async ({ page }) => {
  const name = `Quote ${randomUUID().slice(0, 8)}`;
  await page.goto('/uk/concealed-customizer?slug=concealed-premium&heightMm=2200&magneticLock=true');
  await ready(page);
  const total = await shownTotal(page);
  // The first is beside the price card; on a phone the sticky total below repeats it.
  await page.getByRole('button', { name: 'Отримати пропозицію' }).first().click();
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
  await submit.dblclick();
  // The dialog ends on the request's reference and what happens next, not a toast alone.
  const sent = page.getByRole('dialog', { name: 'Запит отримано' });
  await expect(sent.getByText(/^D-\d{5,}$/)).toBeVisible();
  await expect(sent).toContainText('протягом 2–4 годин');
  await expectAccessible(page);
  const reference = await sent.getByText(/^D-\d{5,}$/).textContent();
  await sent.getByRole('button', { name: 'Закрити' }).click();
  await expect(sent).toBeHidden();
  const rows = await query<{
    total_price_cents: number;
    selections: Record<string, unknown>;
    resolved_selections: unknown[];
    reference: string;
  }>('SELECT total_price_cents, selections, resolved_selections, reference FROM quotes WHERE customer_name = $1', [
    name,
  ]);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.reference).toBe(reference);
  expect(rows[0]?.total_price_cents).toBe(total * 100);
  expect(rows[0]?.selections).toMatchObject({ heightMm: 2200, hinges: '4', magneticLock: true });
  expect(rows[0]?.resolved_selections).toContainEqual(
    expect.objectContaining({ controlId: 'magneticLock', displayValue: 'Yes' }),
  );
});

// On a desktop the option cards run far below the price card: the total and the quote button stay in view beside
// them (a sticky aside), with the one name the quote button has in both configurators, and rest above the footer.
for (const lang of ['en', 'uk'] as const) {
  const prefix = lang === 'uk' ? '/uk' : '';
  const words = {
    en: { quote: 'Get a quote', dialog: 'Request a quote', hardware: 'Hardware' },
    uk: { quote: 'Отримати пропозицію', dialog: 'Запит пропозиції', hardware: 'Фурнітура' },
  }[lang];
  for (const [path, last] of [
    ['customizer', { en: 'Hidden hinges', uk: 'Приховані петлі' }],
    ['concealed-customizer', { en: 'Paint the frame and casing', uk: 'Фарбування коробу та лиштви' }],
  ] as const) {
    test(`${path} (${lang}) at 1440 px: the total and the quote button stay in view down at the hardware @desktop`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${prefix}/${path}`);
      await ready(page);
      const total = page.getByTestId('price-total');
      const quote = page.getByRole('button', { name: words.quote, exact: true });
      await expect(quote).toHaveCount(1);

      // Down at the hardware, far below where the price card began, both are whole on screen.
      const hardware = page.getByRole('region', { name: words.hardware });
      const control = hardware.getByRole('switch', { name: last[lang] });
      await control.scrollIntoViewIfNeeded();
      await expect(hardware).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(900);
      await expect(total).toBeInViewport({ ratio: 1 });
      await expect(quote).toBeInViewport({ ratio: 1 });
      // Nothing sits over them (the site header included).
      for (const target of [total, quote]) {
        const box = await target.boundingBox();
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('[data-testid], button')?.outerHTML,
          [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
        );
        expect(hit).toBe(await target.evaluate((element) => element.outerHTML));
      }
      await expectAccessible(page);

      // A choice there moves the total in view.
      const before = await total.textContent();
      await hardware.locator('label', { has: page.getByRole('switch', { name: last[lang] }) }).click();
      await expect(control).toBeChecked();
      await expect(total).not.toHaveText(before ?? '');
      await expect(total).toBeInViewport({ ratio: 1 });

      // At the very bottom the aside rests above the footer.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const aside = await page.getByTestId('price-card').boundingBox();
      const footer = await page.locator('footer').boundingBox();
      expect((aside?.y ?? 0) + (aside?.height ?? 0)).toBeLessThanOrEqual(footer?.y ?? 0);

      await quote.click();
      await expect(page.getByRole('dialog', { name: words.dialog })).toBeVisible();
    });
  }
}
