// The buyer's answers on the site (docs/product.md#answers): "How we work" step by step with anchors the configurators
// link to, and the FAQ as disclosures whose FAQPage structured data names exactly the questions and answers shown —
// in both languages, linked from the footer; axe audits each page.
import { expect, expectAccessible, test } from './fixtures.ts';

test('the FAQ opens answers, and its structured data is exactly what the page shows', async ({ page }) => {
  for (const [path, title] of [
    ['/faq/', 'Questions and answers'],
    ['/uk/faq/', 'Питання та відповіді'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const questions = page.locator('[data-faq] summary');
    const count = await questions.count();
    expect(count).toBeGreaterThan(3);
    const first = page.locator('[data-faq] details').first();
    await expect(first.locator('.prose-guide')).toBeHidden();
    await questions.first().click();
    await expect(first.locator('.prose-guide')).toBeVisible();
    await expectAccessible(page);

    const data = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map(
        (text) =>
          JSON.parse(text) as { '@type': string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] },
      )
      .find((entry) => entry['@type'] === 'FAQPage');
    expect(data?.mainEntity).toHaveLength(count);
    const shown = (await questions.allTextContents()).map((text) => text.replace('+', '').trim());
    expect(data?.mainEntity?.map((q) => q.name)).toEqual(shown);
    const firstAnswer = ((await first.locator('.prose-guide').textContent()) ?? '').replace(/\s+/g, ' ').trim();
    expect(data?.mainEntity?.[0]?.acceptedAnswer.text).toBe(firstAnswer);
  }
});

test('How we work: five steps with anchors, reached from the footer and the configurator', async ({ page }) => {
  await page.goto('/uk/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Як ми працюємо' }).click();
  await expect(page).toHaveURL(/\/uk\/how-we-work\/?$/);
  await expect(page.getByRole('heading', { level: 2 })).toContainText([
    'Замір',
    'Виготовлення',
    'Доставка й монтаж',
    'Оплата',
    'Гарантія',
  ]);
  await expectAccessible(page);
  await page.goto('/customizer/');
  await page.getByRole('link', { name: 'How measuring works' }).click();
  await expect(page).toHaveURL(/\/how-we-work\/#measuring$/);
  await expect(page.locator('#measuring')).toBeInViewport();
  await expect(page.locator('#measuring')).toContainText('clear the doorways');
});
