// Settings → Answers (docs/product.md#answers), as a Ukrainian manager: a question added without its English wording
// is refused at that field in Ukrainian, nothing typed lost; completed and saved, the site is marked for publishing and
// the answers read back as saved. Runs with the settings specs (one at a time, after the others): saving marks the
// public pages out of date. The answers are put back at the end.
import { expect, expectAccessible, signIn, test, waitForHydration } from './fixtures.ts';

test('the manager adds a question in both languages; a missing wording is refused at its field', async ({ page }) => {
  await signIn(page, { lang: 'uk' });
  const before = await (await page.request.get('/api/admin/guide')).json();
  await page.goto('/admin/settings');
  await waitForHydration(page);
  const faq = page.locator('[data-guide-faq]');
  await expect(faq.locator('[data-faq-entry]').first()).toBeVisible();
  const count = await faq.locator('[data-faq-entry]').count();
  await faq.getByRole('button', { name: 'Додати питання' }).click();
  const added = faq.locator(`[data-faq-entry="${count}"]`);
  await added.getByLabel(`Питання ${count + 1} (українською)`).fill('Чи можна замовити двері нестандартної висоти?');
  await added.getByLabel('Відповідь (українською)').fill('Так, **до 3 метрів**.');
  await page.getByRole('button', { name: 'Зберегти відповіді' }).click();
  const english = added.getByLabel(`Питання ${count + 1} (англійською)`);
  await expect(english).toHaveAttribute('aria-invalid', 'true');
  await expect(added.getByText('Введіть питання')).toBeVisible();
  await expect(added.getByLabel('Відповідь (українською)')).toHaveValue('Так, **до 3 метрів**.');

  await english.fill('Can I order a door taller than standard?');
  await added.getByLabel('Відповідь (англійською)').fill('Yes, **up to 3 metres**.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Зберегти відповіді' }).click();
  await expect(page.getByText('Відповіді збережено').first()).toBeVisible();
  const saved = (await (await page.request.get('/api/admin/guide')).json()) as {
    version: number;
    settings: { faq: { question: { en: string } }[] };
  };
  expect(saved.settings.faq.at(-1)?.question.en).toBe('Can I order a door taller than standard?');
  const status = (await (await page.request.get('/api/admin/publish')).json()) as { waiting: string[] };
  expect(status.waiting).toContain('settings');

  // Put back as it was.
  const put = await page.request.put('/api/admin/guide', {
    data: { version: saved.version, settings: before.settings },
  });
  expect(put.status()).toBe(200);
});
