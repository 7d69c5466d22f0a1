// A door's own page (docs/product.md#door-pages), in both languages: reached from its listing card, it shows the
// listing's reachable "from" price with the measurement note, the options the door can take in the page's language, a
// Configure link to its configurator, Product JSON-LD offering it from that price, and its language pair.
import { expect, expectAccessible, test } from './fixtures.ts';

for (const lang of ['en', 'uk'] as const) {
  const prefix = lang === 'uk' ? '/uk' : '';
  const oak = lang === 'uk' ? '«Класика» дуб' : 'Classic Oak';

  test(`${lang}: a listing card opens the door's page, which offers it from the listing's price`, async ({ page }) => {
    await page.goto(`${prefix}/interior-doors/classic/`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: oak }) });
    const listed = await card.getByTestId('from-price').getAttribute('data-cents');
    await card.getByRole('link', { name: oak, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/interior-doors/classic/classic-oak/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: oak })).toBeVisible();
    await expect(page.getByTestId('from-price')).toHaveAttribute('data-cents', listed ?? 'missing');
    await expect(page.getByText(lang === 'uk' ? /після заміру/ : /after on-site measurement/)).toBeVisible();
    // The options in the page's language, sizes with their range.
    const options = page.getByRole('region', { name: lang === 'uk' ? 'Що можна обрати' : 'What you can choose' });
    await expect(options.getByText(lang === 'uk' ? 'Висота' : 'Height', { exact: true })).toBeVisible();
    await expect(options.getByText(lang === 'uk' ? '1900–2400 мм' : '1900–2400 mm')).toBeVisible();

    const offered = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? '{}')).find((data) => data['@type'] === 'Product'),
      );
    expect(offered).toMatchObject({
      name: oak,
      url: expect.stringMatching(new RegExp(`${prefix}/interior-doors/classic/classic-oak/$`)),
      offers: { '@type': 'AggregateOffer', priceCurrency: 'UAH', lowPrice: Number(listed) / 100 },
    });
    const other = lang === 'uk' ? 'en' : 'uk';
    await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
      'href',
      new RegExp(`${other === 'uk' ? '/uk' : ''}/interior-doors/classic/classic-oak/$`),
    );
    await expectAccessible(page);

    await expect(
      page.getByRole('link', { name: lang === 'uk' ? `Налаштувати ${oak}` : `Configure ${oak}` }),
    ).toHaveAttribute('href', `${prefix}/customizer?slug=classic-oak`);
  });

  test(`${lang}: a concealed door has its page under the concealed listing`, async ({ page }) => {
    const response = await page.goto(`${prefix}/concealed-doors/concealed-basic/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'uk' ? 'Приховані двері «Базові»' : 'Concealed Basic',
    );
    await expect(
      page
        .getByRole('article')
        .getByRole('link', { name: lang === 'uk' ? 'Приховані двері' : 'Concealed doors', exact: true }),
    ).toHaveAttribute('href', `${prefix}/concealed-doors/`);
    await expectAccessible(page);
  });
}
