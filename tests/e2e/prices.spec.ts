// Prices a customer can trust (docs/product.md#from-prices, #money): a listing's "from" is a door one can actually
// configure and buy at that price, the home page's family cards quote the cheapest door, one money format, the
// measurement note beside the total, SPEC §3's mortised hinges and painting groups priced in Ukrainian, and a printed
// specification that fits one A4 page.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts';

/** The whole hryvnias in a formatted amount ("від 23 760 грн", "from UAH 23,760" → 23760). */
const hryvnias = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

interface Listed {
  slug: string;
  categorySlug: string;
  fromPriceCents: number;
  fromSelections: Record<string, unknown>;
}

async function listed(page: Page, query: string): Promise<Listed[]> {
  const response = await page.request.get(`/api/products?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Listed[];
}

async function priced(page: Page, productSlug: string, selections: Record<string, unknown>, lang: 'en' | 'uk') {
  const response = await page.request.post('/api/price', { data: { productSlug, selections, lang } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { totalPriceCents: number; basePriceCents: number };
}

for (const lang of ['en', 'uk'] as const) {
  const prefix = lang === 'uk' ? '/uk' : '';
  const from = lang === 'uk' ? /^від \d{1,3}(\u00a0\d{3})*\u00a0грн$/ : /^from UAH\u00a0\d{1,3}(,\d{3})*$/;

  for (const listing of [
    { path: '/concealed-doors', query: 'categorySlug=concealed' },
    { path: '/interior-doors/classic', query: 'collection=classic' },
  ]) {
    test(`${lang}: every "from" on ${listing.path} is the price of a configuration the server prices`, async ({
      page,
    }) => {
      await page.goto(`${prefix}${listing.path}`);
      const doors = await listed(page, listing.query);
      expect(doors.length).toBeGreaterThan(0);
      for (const door of doors) {
        const card = page
          .getByTestId('product-list')
          .locator('li')
          .filter({
            has: page.locator(`a[href$="slug=${door.slug}"]`),
          });
        const shown = card.getByTestId('from-price');
        // One phrase, one format: "from UAH 23,760" / "від 23 760 грн", spaced (never "fromUAH").
        await expect(shown).toHaveText(from);
        const { totalPriceCents, basePriceCents } = await priced(page, door.slug, door.fromSelections, lang);
        expect(hryvnias(await shown.textContent())).toBe(totalPriceCents / 100);
        // Reachable and honest: above the bare base price, which no door is sold at.
        expect(totalPriceCents).toBeGreaterThan(basePriceCents);
      }
      // The structured data offers each door from the same price.
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      ) as { itemListElement: { item: { url: string; offers: { lowPrice: number; priceCurrency: string } } }[] };
      // Each offer's address is the door's own page, …/{slug}/.
      const offers = new Map(
        data.itemListElement.map((e) => [new URL(e.item.url).pathname.split('/').filter(Boolean).pop(), e.item.offers]),
      );
      for (const door of doors) {
        expect(offers.get(door.slug)).toMatchObject({ priceCurrency: 'UAH', lowPrice: door.fromPriceCents / 100 });
      }
      await expectAccessible(page);
    });
  }

  test(`${lang}: Classic Oak is "from" its cheapest configuration, and that door is one the configurator shows`, async ({
    page,
  }) => {
    const [oak] = await listed(page, 'slug=classic-oak');
    if (!oak) throw new Error('classic-oak is seeded');
    await page.goto(`${prefix}/interior-doors/classic`);
    const card = page.locator('li').filter({ has: page.locator('a[href$="slug=classic-oak"]') });
    const shown = hryvnias(await card.getByTestId('from-price').textContent());
    // Open the configurator with those selections: its total is the listing's "from".
    const query = new URLSearchParams({ slug: 'classic-oak' });
    for (const [id, value] of Object.entries(oak.fromSelections)) query.set(id, String(value));
    await page.goto(`${prefix}/customizer?${query}`);
    await waitForHydration(page);
    await expect(page.getByTestId('price-status')).toHaveAttribute('data-status', 'confirmed');
    expect(hryvnias(await page.getByTestId('price-total').textContent())).toBe(shown);
  });

  test(`${lang}: the home page's door families show the cheapest door's "from", furniture no made-up number`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    for (const category of ['interior', 'concealed'] as const) {
      const doors = await listed(page, `categorySlug=${category}`);
      const cheapest = Math.min(...doors.map((d) => d.fromPriceCents));
      const shown = page.locator(`[data-card=${category}]`).getByTestId('collection-from');
      await expect(shown).toHaveText(lang === 'uk' ? /^від [\d\s]+\sгрн$/ : /^from UAH\s[\d,]+$/);
      expect(hryvnias(await shown.textContent())).toBe(cheapest / 100);
    }
    const furniture = page.locator('[data-card=furniture]');
    await expect(furniture).not.toContainText('€');
    await expect(furniture).not.toContainText(/\d{3}/);
    await expect(page.locator('[data-testid=collections]')).not.toContainText('€');
  });

  test(`${lang}: the configurator's total carries the measurement note`, async ({ page }) => {
    await page.goto(`${prefix}/concealed-customizer?slug=concealed-basic`);
    await waitForHydration(page);
    const card = page.getByTestId('price-card');
    await expect(card.getByTestId('measurement-note')).toHaveText(
      lang === 'uk'
        ? 'Остаточна ціна може дещо відрізнятися після заміру на об’єкті.'
        : 'The final price may differ slightly after on-site measurement.',
    );
    await expect(card.getByTestId('price-total')).toHaveText(
      lang === 'uk' ? /^[\d\u00a0]+\u00a0грн$/ : /^UAH\u00a0[\d,]+$/,
    );
  });
}

test('uk: the mortised hinges and the painting groups are offered, free by default, and priced as the server prices them', async ({
  page,
}) => {
  const total = page.getByTestId('price-total');
  const confirmed = () => expect(page.getByTestId('price-status')).toHaveAttribute('data-status', 'confirmed');
  const breakdown = page.locator('section[aria-labelledby="breakdown-heading"]');
  for (const { path, slug, free, paid, selections } of [
    {
      path: '/uk/customizer?slug=classic-oak',
      slug: 'classic-oak',
      free: 'Накладні петлі (без врізання в полотно)',
      paid: 'Врізні петлі (врізані врівень у полотно й коробку)',
      selections: { hingeType: 'mortised' },
    },
    {
      path: '/uk/concealed-customizer?slug=concealed-premium',
      slug: 'concealed-premium',
      free: 'Група 1 (білий і світло-сірі)',
      paid: 'Група 3 (насичені й темні кольори RAL або NCS)',
      selections: { paintGroup: 'group-3' },
    },
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    await confirmed();
    await expect(page.getByRole('radio', { name: free })).toBeChecked();
    expect(hryvnias(await total.textContent())).toBe((await priced(page, slug, {}, 'uk')).totalPriceCents / 100);
    await page.getByRole('radio', { name: paid }).check();
    await confirmed();
    const server = await priced(page, slug, selections, 'uk');
    expect(hryvnias(await total.textContent())).toBe(server.totalPriceCents / 100);
    expect(server.totalPriceCents).toBeGreaterThan((await priced(page, slug, {}, 'uk')).totalPriceCents);
    await expect(breakdown).toContainText(paid);
  }
  await expectAccessible(page);
});

test.describe('the printed specification @desktop', () => {
  const many = {
    interior:
      '/uk/customizer?slug=classic-oak&doorBlock=complanar&casingFront=telescopic&casingInner=telescopic&heightMm=2400&widthMm=1000&depthMm=250&opening=reverse&finishCoat=standardPlus&leafType=without-rebate&leafFill=solid&handle=premium&lock=magnetic&softClose=true&magneticStop=brand-2&hiddenHinges=true&hingeType=mortised&finish=smoked-oak',
    concealed:
      '/uk/concealed-customizer?slug=concealed-premium&heightMm=2800&widthMm=1000&depthMm=250&frame=al-edge&installType=flushPanels&opening=out-left&finishType=mirror&hinges=5&magneticLock=true&magneticStopper=true&dropDownThreshold=true&paintFrameCasing=true&aligner=true&paintBox=box-frame&decorativeElement=true&paintGroup=group-3',
  } as const;

  for (const [category, path] of Object.entries(many)) {
    test(`uk: the ${category} specification with every option chosen prints on one A4 page`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByTestId('price-status')).toHaveAttribute('data-status', 'confirmed');
      const total = await page.getByTestId('price-total').textContent();

      await page.emulateMedia({ media: 'print' });
      const sheet = page.getByTestId('print-sheet');
      await expect(sheet).toBeVisible();
      // What a sales document needs: who, when, what, how much, and the note.
      await expect(sheet).toContainText('Двері та столярство');
      await expect(sheet).toContainText('+380');
      await expect(sheet).toContainText('@');
      await expect(sheet).toContainText(String(new Date().getFullYear()));
      // The page's own drawing, beside the options table.
      const drawing = page.getByTestId('door-drawing');
      await expect(drawing).toBeVisible();
      const [d, t] = [await drawing.boundingBox(), await sheet.locator('table').boundingBox()];
      expect(d && t && d.x + d.width <= t.x && d.y < t.y + t.height && t.y < d.y + d.height).toBe(true);
      await expect(sheet).toContainText(total ?? 'a total');
      await expect(sheet).toContainText('Остаточна ціна може дещо відрізнятися після заміру на об’єкті.');
      // Every control a row: the interior's finish besides its 17.
      await expect(sheet.locator('tbody tr')).toHaveCount(category === 'interior' ? 18 : 17);
      // Only the sheet: no site navigation, options, buttons or page background.
      await expect(page.locator('header').first()).toBeHidden();
      await expect(page.locator('footer')).toBeHidden();
      await expect(page.getByTestId('price-card')).toBeHidden();
      await expect(page.getByRole('button')).toHaveCount(0);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');

      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages).toHaveLength(1);
    });
  }
});
