// The door the visitor is buying, walked as a customer: the language toggle keeps a configured door (both ways), the
// sticky total on a 375 px phone stays in view to the last option and opens the quote, the drawing follows the door,
// its finish and its hardware, interior doors offer six distinct openings (four directions and two boxes) in both
// languages, the drawing shows hinges only where they show, and every option is named and explained for a customer.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts';

async function ready(page: Page) {
  await waitForHydration(page);
  await expect(page.getByTestId('price-card')).toBeVisible();
  await expect(page.getByTestId('price-status')).toHaveAttribute('data-status', 'confirmed');
}

test('the language toggle keeps a configured door, from English to Ukrainian and back', async ({ page }) => {
  await page.goto('/customizer?slug=loft-oak&casingFront=telescopic');
  await ready(page);
  await page.getByRole('link', { name: 'Українською' }).click();
  await expect(page).toHaveURL(/\/uk\/customizer\/?\?slug=loft-oak&casingFront=telescopic$/);
  await ready(page);
  await expect(page.getByTestId('product-name')).toHaveText('«Лофт» дуб');
  const front = page.getByRole('group', { name: 'Лиштва з лицьового боку' });
  await expect(front.getByRole('radio', { name: 'Телескопічна' })).toBeChecked();
  await expectAccessible(page);

  // A choice made on this page (the configurator rewrites the address with replaceState) goes along too.
  await page.getByRole('radio', { name: 'На себе, петлі ліворуч' }).check();
  await expect(page).toHaveURL(/opening=in-left/);
  await page.getByRole('link', { name: 'In English' }).click();
  await expect(page).toHaveURL(/\/customizer\/?\?slug=loft-oak&casingFront=telescopic&opening=in-left$/);
  expect(new URL(page.url()).pathname).toMatch(/^\/customizer\/?$/);
  await ready(page);
  await expect(page.getByTestId('product-name')).toHaveText('Loft Oak');
  await expect(page.getByRole('radio', { name: 'Towards you, hinges on the left' })).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Front casing' }).getByRole('radio', { name: 'Telescopic' }),
  ).toBeChecked();
});

test('the language toggle keeps the hash on any page, and works without a query', async ({ page }) => {
  await page.goto('/#collections');
  await expect(page.getByRole('link', { name: 'Українською' })).toHaveAttribute('href', /\/uk\/#collections$/);
  await page.goto('/uk/about');
  await expect(page.getByRole('link', { name: 'In English' })).toHaveAttribute('href', /\/about\/?$/);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the total and the quote stay in view down to the last option, and open the quote dialog', async ({ page }) => {
    await page.goto('/uk/customizer?slug=classic-walnut');
    await ready(page);
    const bar = page.getByTestId('sticky-total');
    const total = await page.getByTestId('price-total').textContent();

    // The price card's own button is in view at first: no second one over it.
    await page.getByTestId('price-card').scrollIntoViewIfNeeded();
    await expect(bar).not.toBeInViewport();

    // Down at the last option, 2,000+ px below the price card, the bar is there (once it has slid in), with the same
    // total.
    const last = page.getByRole('switch', { name: /Приховані петлі/ });
    await last.scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('sticky-total-amount')).toHaveText(total ?? '');
    const box = await bar.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(740 + 1);
    await expectAccessible(page);

    // Choosing there (the switch's label, as a finger taps it) moves the total in the bar.
    await page.locator('label', { has: last }).click();
    await expect(last).toBeChecked();
    await expect(page.getByTestId('sticky-total-amount')).not.toHaveText(total ?? '');

    // At the very bottom it rests above the footer: the footer links where the bar would be can be tapped.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    let checked = 0;
    for (const link of await page.locator('footer a').all()) {
      const target = await link.boundingBox();
      const middle = target ? target.y + target.height / 2 : 0;
      if (!target || middle > 740 || middle < 740 - 160) continue;
      checked++;
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('a')?.outerHTML ?? null,
        [target.x + target.width / 2, target.y + target.height / 2],
      );
      expect(hit).toBe(await link.evaluate((a) => a.outerHTML));
    }
    expect(checked).toBeGreaterThan(0);

    await last.scrollIntoViewIfNeeded();
    await bar.getByRole('button', { name: 'Отримати пропозицію' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the door is shown: its photo at a useful size and its description', async ({ page }) => {
    await page.goto('/uk/customizer?slug=classic-walnut');
    await ready(page);
    const photo = await page.getByTestId('product-photo').boundingBox();
    expect(photo?.width).toBeGreaterThanOrEqual(100);
    await expect(page.getByTestId('product-description')).toHaveText('Філенки з американського горіха.');
  });
});

test('the linked door shows before its data arrives, its photo fetched from the start', async ({ page }) => {
  // The products API is held back: what shows meanwhile comes from the page itself.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/products?*', async (route) => {
    await held;
    await route.continue();
  });
  const walnut = '/uploads/seed/doors/classic-walnut.webp';
  const photo = page.waitForRequest((request) => new URL(request.url()).searchParams.get('url') === walnut);
  await page.goto('/uk/customizer?slug=classic-walnut');
  await photo;
  await expect(page.getByTestId('configurator-loading')).toBeVisible();
  await expect(page.getByTestId('product-name')).toHaveText('«Класика» горіх');
  await expect(page.getByTestId('product-photo')).toHaveAttribute(
    'src',
    /url=%2Fuploads%2Fseed%2Fdoors%2Fclassic-walnut\.webp&/,
  );
  release();
  await ready(page);
  await expect(page.getByTestId('product-name')).toHaveText('«Класика» горіх');
  await expect(page.getByTestId('configurator-loading')).toHaveCount(0);
});

test('the drawing is this door, and follows the finish', async ({ page }) => {
  await page.goto('/customizer?slug=classic-walnut');
  await ready(page);
  const leaf = page.getByTestId('door-leaf');
  await expect(leaf).toHaveAttribute('fill', '#6b4a33');
  await expect(leaf).toHaveAttribute('data-style', 'raised');
  await expect(leaf).toHaveAttribute('data-sheen', 'matte');
  await page.getByRole('radio', { name: /Standard Plus/ }).check();
  await expect(leaf).toHaveAttribute('data-sheen', 'satin');
  // The hardware chosen is drawn: no handle by default, then the premium handle with a mortise lock's keyhole.
  await expect(page.getByTestId('handle')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Premium handle' }).check();
  await page.getByRole('radio', { name: 'Mortise lock' }).check();
  await expect(page.getByTestId('handle')).toHaveAttribute('data-kind', 'premium');
  await expect(page.getByTestId('lock')).toHaveAttribute('data-kind', 'mortise');

  await page.goto('/uk/concealed-customizer?slug=concealed-basic');
  await ready(page);
  const before = await leaf.getAttribute('fill');
  await swatch(page, 'Натуральний шпон').click();
  await expect(page.getByRole('radio', { name: 'Натуральний шпон' })).toBeChecked();
  await expect(leaf).not.toHaveAttribute('fill', before ?? '');
  await swatch(page, 'Дзеркало').click();
  await expect(leaf).toHaveAttribute('data-sheen', 'mirror');
  await expectAccessible(page);
});

/** A finish's swatch as a visitor taps it: its round and its name (the radio itself is read, not seen). */
const swatch = (page: Page, name: string) =>
  page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });

test('a door offers the finishes it is made in, by family with their prices; the drawing and the server take the one chosen', async ({
  page,
}) => {
  await page.goto('/customizer?slug=classic-walnut');
  await ready(page);
  const finishes = page.getByRole('group', { name: 'Colour and veneer' });
  // Veneered: its veneers, not the painted doors' enamels or the loft frames' powder coats.
  await expect(finishes.getByRole('radio')).toHaveCount(5);
  await expect(finishes.getByRole('radio', { name: 'American walnut' })).toBeChecked();
  await expect(finishes.getByRole('radio', { name: 'White' })).toHaveCount(0);
  await expect(finishes).toContainText('Natural veneer');
  await expect(finishes).toContainText('included');
  const total = await page.getByTestId('price-total').textContent();
  await swatch(page, 'Smoked oak').click();
  const leaf = page.getByTestId('door-leaf');
  await expect(leaf).toHaveAttribute('fill', '#5b4636');
  await expect(page).toHaveURL(/finish=smoked-oak/);
  await expect(page.getByTestId('price-status')).toHaveAttribute('data-status', 'confirmed');
  await expect(page.getByTestId('price-total')).not.toHaveText(total ?? '');
  await expect(page.getByTestId('breakdown')).toContainText('Colour and veneer: Smoked oak');
  // What the page shows is what the server prices for that link.
  const priced = await page.request.post('/api/price', {
    data: { productSlug: 'classic-walnut', selections: { finish: 'smoked-oak' } },
  });
  const result = (await priced.json()) as { totalPriceCents: number };
  const shown = Number((await page.getByTestId('price-total').textContent())?.replace(/\D/g, ''));
  expect(shown * 100).toBe(result.totalPriceCents);
  // The link reopens it.
  await page.reload();
  await ready(page);
  await expect(finishes.getByRole('radio', { name: 'Smoked oak' })).toBeChecked();
  await expectAccessible(page);
});

const words = {
  en: {
    opening: 'Opening direction',
    names: [
      'Away from you, hinges on the right',
      'Away from you, hinges on the left',
      'Towards you, hinges on the right',
      'Towards you, hinges on the left',
      'Standard box, side agreed at measuring',
      'Reverse box, side agreed at measuring',
    ],
    reverse: /flush with the frame on the side you push it from/,
    blocks: ['Inside opening', 'Standard'],
    opensAway: /With an inside-opening block or frame the door opens away from you/,
    hidden: 'Hidden hinges',
    stops: ['Surface-mounted magnetic stop', 'Flush-mounted magnetic stop'],
    stopAbout: /magnet set level into the floor/,
    aligner: 'Leaf straightener',
  },
  uk: {
    opening: 'Напрямок відкривання',
    names: [
      'Від себе, петлі праворуч',
      'Від себе, петлі ліворуч',
      'На себе, петлі праворуч',
      'На себе, петлі ліворуч',
      'Стандартна коробка, бік узгодимо на замірі',
      'Реверсна коробка, бік узгодимо на замірі',
    ],
    reverse: /врівень із коробкою з того боку, де двері відчиняють від себе/,
    blocks: ['З відкриванням всередину', 'Стандартний'],
    opensAway: /З блоком чи коробкою для відкривання всередину двері відчиняються від вас/,
    hidden: 'Приховані петлі',
    stops: ['Накладний магнітний стопор', 'Врізний магнітний стопор'],
    stopAbout: /Магніт урівень із підлогою/,
    aligner: 'Стабілізатор полотна',
  },
} as const;

for (const lang of ['en', 'uk'] as const) {
  const w = words[lang];
  const prefix = lang === 'uk' ? '/uk' : '';

  test(`interior doors offer six distinct openings, each explained and drawn (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/customizer`);
    await ready(page);
    const opening = page.getByRole('group', { name: w.opening });
    const radios = opening.getByRole('radio');
    await expect(radios).toHaveCount(6);
    for (const [i, name] of w.names.entries()) await expect(radios.nth(i)).toHaveAccessibleName(name);
    await expect(radios.nth(5)).toHaveAccessibleDescription(w.reverse);
    const descriptions = await Promise.all(w.names.map((_, i) => radios.nth(i).getAttribute('aria-describedby')));
    const texts = await Promise.all(descriptions.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(new Set(texts).size).toBe(6);
    const plans = opening.locator('svg[data-opening]');
    await expect(plans).toHaveCount(6);
    expect(new Set(await plans.evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML))).size).toBe(6);

    // The elevation follows: away from you is dashed, the hinges move to the chosen side; a box has its hinge side
    // agreed at measuring, so the drawing shows neither side nor hinges.
    await radios.nth(0).check(); // away from you, hinges on the right
    await expect(page.getByTestId('swing')).toHaveAttribute('data-opens-away', 'true');
    const right = (await page.getByTestId('hinge').first().boundingBox())?.x ?? 0;
    await radios.nth(3).check(); // towards you, hinges on the left
    await expect(page.getByTestId('swing')).toHaveAttribute('data-opens-away', 'false');
    expect((await page.getByTestId('hinge').first().boundingBox())?.x ?? 0).toBeLessThan(right);

    // An inside-opening block opens away from you: towards you is ruled out, and the choice mirrors to away from
    // you on the same side, with a notice; its hinges are on the far side. The standard block gives it back.
    const block = page.getByRole('group', { name: lang === 'en' ? 'Door block' : 'Дверний блок' });
    await block.getByRole('radio', { name: w.blocks[0] }).check();
    await expect(radios.nth(1)).toBeChecked(); // away from you, hinges on the left
    await expect(radios.nth(3)).toBeDisabled();
    await expect(page.getByTestId('rules-notice')).toContainText(w.opensAway);
    await expect(page.getByTestId('swing')).toHaveAttribute('data-opens-away', 'true');
    await expect(page.getByTestId('hinge')).toHaveCount(0);
    await block.getByRole('radio', { name: w.blocks[1], exact: true }).check();
    await expect(radios.nth(3)).toBeChecked();

    await radios.nth(5).check(); // reverse box
    await expect(page.getByTestId('swing')).toHaveCount(0);
    await expect(page.getByTestId('hinge')).toHaveCount(0);
    await ready(page);
    await expectAccessible(page);
  });

  test(`hidden hinges are not drawn, and the magnetic stops are named and explained (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/customizer?slug=classic-oak&opening=in-left`);
    await ready(page);
    await expect(page.getByTestId('hinge')).not.toHaveCount(0);
    const hidden = page.getByRole('switch', { name: w.hidden });
    await page.locator('label', { has: hidden }).click();
    await expect(hidden).toBeChecked();
    await expect(page.getByTestId('hinge')).toHaveCount(0);
    for (const stop of w.stops) await expect(page.getByRole('radio', { name: stop })).toBeVisible();
    await expect(page.getByRole('radio', { name: w.stops[1] })).toHaveAccessibleDescription(w.stopAbout);
    await expect(page.getByText(/brand \d|бренд \d/i)).toHaveCount(0);
    await ready(page);
    await expectAccessible(page);
  });

  test(`a concealed door never shows its hinges, and its extras are named (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/concealed-customizer?slug=concealed-basic&heightMm=2400`);
    await ready(page);
    await expect(page.getByTestId('swing')).toBeVisible();
    await expect(page.getByTestId('hinge')).toHaveCount(0);
    const aligner = page.getByRole('switch', { name: w.aligner });
    await expect(aligner).toHaveAccessibleDescription(/./);
    await expectAccessible(page);
  });
}
