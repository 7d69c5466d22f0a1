// The concealed configurator's rules as a customer meets them (docs/product.md#concealed-limits, #resolution): a choice a
// new height rules out switches with an announced notice instead of an error beside a price, the hinges follow the
// height both ways while the customer's own count is kept, and a link to a door that is gone says so.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, personGuard, query, test, waitForHydration } from './fixtures.ts';

const hryvnias = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const shownTotal = async (page: Page) => hryvnias(await page.getByTestId('price-total').textContent());

async function confirmed(page: Page) {
  await expect(page.getByTestId('price-card')).toBeVisible();
  await expect(page.getByTestId('price-status')).toHaveAttribute('data-status', 'confirmed');
}

async function serverTotal(page: Page, selections: Record<string, unknown>) {
  const response = await page.request.post('/api/price', { data: { productSlug: 'concealed-basic', selections } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { totalPriceCents: number }).totalPriceCents / 100;
}

const words = {
  en: {
    height: 'Height',
    timber: /^Timber frame/,
    aluminium: 'Aluminium frame',
    hinges: (n: number) => new RegExp(`^${n} hinges`),
    switched: 'Frame: Aluminium frame instead of “Timber frame”.',
    raised: 'Hidden hinges: 5 hinges instead of “4 hinges”.',
    priceError: 'Unable to calculate price',
    gone: 'This door is no longer available',
    browse: 'See all interior doors',
    defaultDoor: 'Configure Classic Oak',
    defaultName: 'Classic Oak',
  },
  uk: {
    height: 'Висота',
    timber: /^Дерев’яний каркас/,
    aluminium: 'Алюмінієвий каркас',
    hinges: (n: number) => new RegExp(`^${n} (петлі|петель)`),
    switched: 'Каркас: Алюмінієвий каркас замість «Дерев’яний каркас».',
    raised: 'Приховані петлі: 5 петель замість «4 петлі».',
    priceError: 'Не вдалося розрахувати ціну',
    gone: 'Ці двері більше недоступні',
    browse: 'Усі міжкімнатні двері',
    defaultDoor: 'Налаштувати «Класика» дуб',
    defaultName: '«Класика» дуб',
  },
} as const;

for (const lang of ['en', 'uk'] as const) {
  const prefix = lang === 'uk' ? '/uk' : '';
  const w = words[lang];

  async function open(page: Page) {
    await page.goto(`${prefix}/concealed-customizer`);
    await waitForHydration(page);
    await confirmed(page);
  }

  async function setHeight(page: Page, mm: number) {
    const height = page.getByRole('spinbutton', { name: w.height });
    await height.fill(String(mm));
    await height.press('Enter');
    await expect(height).toHaveValue(String(mm));
  }

  test(`concealed (${lang}): timber, then 2350 mm switches the frame with a notice, and the total can be quoted`, async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('radio', { name: w.timber }).check();
    await confirmed(page);
    await setHeight(page, 2350);

    const timber = page.getByRole('radio', { name: w.timber });
    await expect(timber).toBeDisabled();
    await expect(timber).not.toBeChecked();
    await expect(page.getByRole('radio', { name: w.aluminium, exact: true })).toBeChecked();
    const notice = page.getByTestId('rules-notice');
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toContainText(w.switched);
    await expect(notice).toBeVisible();

    await confirmed(page);
    await expect(page.getByText(w.priceError)).toHaveCount(0);
    const total = await shownTotal(page);
    expect(total).toBe(await serverTotal(page, { heightMm: 2350, frame: 'aluminium' }));
    await expectAccessible(page);

    // The quote the dialog would send for this state (the link's selections: the customer's own, timber included) is
    // taken, priced and stored as shown.
    const name = `Rules ${randomUUID().slice(0, 8)}`;
    const selections = Object.fromEntries(new URL(page.url()).searchParams);
    delete selections.slug;
    expect(selections).toMatchObject({ frame: 'wood', heightMm: '2350' });
    const response = await page.request.post('/api/quotes', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        productSlug: 'concealed-basic',
        selections: { ...selections, heightMm: 2350 },
        lang,
        customer: { name, phone: '+380671234567' },
        ...(await personGuard()),
      },
    });
    expect(response.status()).toBe(201);
    const rows = await query<{ total_price_cents: number; selections: Record<string, unknown> }>(
      'SELECT total_price_cents, selections FROM quotes WHERE customer_name = $1',
      [name],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.selections).toMatchObject({ frame: 'aluminium', heightMm: 2350, hinges: '5' });
    expect(rows[0]?.total_price_cents).toBe(total * 100);

    // At 2300 mm the timber frame the customer chose comes back, and the notice goes.
    await setHeight(page, 2300);
    await expect(timber).toBeChecked();
    await expect(notice).not.toContainText(w.switched);
  });

  test(`concealed (${lang}): the hinges follow the height up and back down`, async ({ page }) => {
    await open(page);
    await setHeight(page, 2400);
    await expect(page.getByRole('radio', { name: w.hinges(5) })).toBeChecked();
    await confirmed(page);
    const tall = await shownTotal(page);

    await setHeight(page, 2000);
    await expect(page.getByRole('radio', { name: w.hinges(3) })).toBeChecked();
    await confirmed(page);
    const short = await shownTotal(page);
    expect(short).toBe(await serverTotal(page, { heightMm: 2000 }));
    expect(short).toBeLessThan(tall);
    await expect(page.getByTestId('rules-notice')).toBeEmpty();
  });

  test(`concealed (${lang}): the customer's own 4 hinges survive a trip to 2400 mm and back`, async ({ page }) => {
    await open(page);
    await setHeight(page, 2000);
    await page.getByRole('radio', { name: w.hinges(4) }).check();
    await setHeight(page, 2400);
    await expect(page.getByRole('radio', { name: w.hinges(5) })).toBeChecked();
    await expect(page.getByRole('radio', { name: w.hinges(4) })).toBeDisabled();
    await expect(page.getByTestId('rules-notice')).toContainText(w.raised);
    await setHeight(page, 2000);
    await expect(page.getByRole('radio', { name: w.hinges(4) })).toBeChecked();
    await confirmed(page);
    expect(await shownTotal(page)).toBe(await serverTotal(page, { heightMm: 2000, hinges: '4' }));
  });

  test(`a link to a door that is gone (${lang}) says so and offers the collection and the default door`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/customizer?slug=no-such-door`);
    await waitForHydration(page);
    const gone = page.getByRole('alert');
    await expect(gone.getByRole('heading', { name: w.gone })).toBeVisible();
    await expect(gone.getByRole('button')).toHaveCount(0); // no "Try again": trying again cannot help
    await expect(gone.getByRole('link', { name: w.browse })).toHaveAttribute('href', `${prefix}/interior-doors`);
    const defaultDoor = gone.getByRole('link', { name: w.defaultDoor });
    await expect(defaultDoor).toHaveAttribute('href', `${prefix}/customizer?slug=classic-oak`);
    await expectAccessible(page);
    await defaultDoor.click();
    await waitForHydration(page);
    await expect(page.getByTestId('product-name')).toHaveText(w.defaultName);
  });
}
