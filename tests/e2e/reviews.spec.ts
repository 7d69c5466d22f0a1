// Customers' reviews in the back office (docs/product.md#reviews), as a Ukrainian manager: a review sent without its
// words is refused at that field in Ukrainian, nothing typed lost; completed with the door bought and saved, it is
// listed; edited, then deleted. axe audits the form. (The built pages' reviews: pictures.settings.spec.ts.)
import { expect, expectAccessible, signIn, test, waitForHydration } from './fixtures.ts';

test('the manager adds a customer’s review of a door, edits it and deletes it @desktop', async ({ page }) => {
  const author = `Оксана ${Date.now().toString(36)}`;
  await signIn(page, { lang: 'uk' });
  await page.goto('/admin/reviews');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Додати відгук' }).click();
  const form = page.getByRole('form', { name: 'Додати відгук' });
  await form.getByLabel('Ім’я клієнта').fill(author);
  await form.getByLabel('Місто (необов’язково)').fill('Львів');
  await form.getByLabel('Придбані двері').selectOption({ label: '«Класика» дуб' });
  await form.getByRole('button', { name: 'Зберегти відгук' }).click();
  const body = form.getByLabel('Відгук — так, як його написав клієнт');
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Введіть відгук')).toBeVisible();
  await expect(form.getByLabel('Ім’я клієнта')).toHaveValue(author);

  await body.fill('Замір, виготовлення й монтаж — усе вчасно.\nДякуємо!');
  await form.getByLabel('Оцінка').selectOption({ label: '4 з 5 зірок' });
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Зберегти відгук' }).click();
  await expect(page.getByText('Відгук збережено').first()).toBeVisible();
  const card = page.locator('[data-admin-reviews] li').filter({ hasText: author });
  await expect(card).toContainText('4 з 5 зірок');
  await expect(card).toContainText('«Класика» дуб');
  await expect(card).toContainText(', Львів');

  await card.getByRole('button', { name: /^Змінити/ }).click();
  await page
    .getByRole('form', { name: 'Редагувати відгук' })
    .getByLabel('Оцінка')
    .selectOption({ label: '5 з 5 зірок' });
  await page.getByRole('button', { name: 'Зберегти відгук' }).click();
  await expect(card).toContainText('5 з 5 зірок');

  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: /^Видалити/ }).click();
  await expect(card).toHaveCount(0);
});
