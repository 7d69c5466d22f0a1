// A project's request in the back office (docs/product.md#project-requests), as a Ukrainian manager on a
// 375 px phone: three doors of both configurators, sent as one request, are one card named for the project in
// Ukrainian, and its details show each door under its own heading (its Ukrainian name) with its room, quantity and
// price each, then its selections in Ukrainian. axe audits the dialog. Runs once (@desktop: it sets its own viewport).
import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, findQuoteInUkrainian, test } from './fixtures.ts';
import { sendProject } from './requests.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const doors = [
  { productSlug: 'classic-oak', selections: { handle: 'premium' }, room: 'Спальня 1', quantity: 2 },
  { productSlug: 'concealed-basic', selections: { heightMm: 2200 }, room: 'Коридор', quantity: 1 },
  { productSlug: 'classic-oak', selections: {}, quantity: 1 },
];

test('a project of three doors is one request whose details show every door @desktop', async ({ page }) => {
  const name = `Родина ${randomUUID().slice(0, 8)}`;
  await sendProject(page, doors, { name, phone: '+380 67 222 33 44' }, 'uk', '198.51.100.78');

  const row = await findQuoteInUkrainian(page, name);
  // In the manager's language: the doors' Ukrainian names, counted.
  await expect(row).toContainText('Дверей: 4 — «Класика» дуб, Приховані двері «Базові»');

  await row.getByRole('button', { name: /^Переглянути/ }).click();
  const dialog = page.getByRole('dialog');
  const headings = dialog.getByTestId('quote-door').getByRole('heading', { level: 3 });
  await expect(dialog.getByTestId('quote-door')).toHaveCount(3);
  await expect(headings.filter({ hasText: 'Двері 1 · «Класика» дуб · Спальня 1 · 2 ×' })).toHaveCount(1);
  await expect(headings.filter({ hasText: 'Двері 2 · Приховані двері «Базові» · Коридор · 1 ×' })).toHaveCount(1);
  await expect(headings.filter({ hasText: 'Двері 3 · «Класика» дуб · — · 1 ×' })).toHaveCount(1);
  await expect(dialog.getByTestId('quote-door').first()).toContainText('Преміум ручка');
  await expect(dialog.getByTestId('quote-door').first()).not.toContainText('Premium');
  await expectAccessible(page);
  await dialog.getByTestId('quote-door').first().scrollIntoViewIfNeeded();
});
