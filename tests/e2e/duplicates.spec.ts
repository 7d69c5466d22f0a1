// References and likely duplicates in the inbox: the same request sent twice from one phone shows the later
// marked as a likely duplicate of the earlier (its reference a link to it); the manager merges it (it leaves the open
// list, a search still finds it, the earlier lists it) or says it is not a duplicate (the mark goes, for good). In
// Ukrainian on the furniture requests, in English on the door quotes; every enquiry list shows its references.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, personGuard, searchInbox, signIn, test, waitForHydration } from './fixtures.ts';

async function submit(page: Page, path: string, data: Record<string, unknown>) {
  const sent = await page.request.post(path, {
    headers: {
      'idempotency-key': randomUUID(),
      'x-nf-client-connection-ip': `198.51.100.${1 + Math.floor(Math.random() * 254)}`,
    },
    data: { ...data, ...(await personGuard()) },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()) as { id: string; reference: string };
}

/** A phone number of this test's own, written two ways. */
const phone = () => {
  const digits = String(Math.floor(Math.random() * 9e8) + 1e8).slice(0, 9);
  return { spaced: `+380 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`, plain: `0${digits}` };
};
/** The list's requests, as table rows on a wide screen or cards on a phone. */
const rows = (page: Page) => page.locator('[data-row]');
const row = (page: Page, reference: string) => rows(page).filter({ hasText: reference });

test('a furniture request sent twice is marked, merged into the first and still found by its reference (uk)', async ({
  page,
}) => {
  const name = `Дубль ${randomUUID().slice(0, 8)}`;
  const { spaced, plain } = phone();
  const body = { name, email: '', message: 'Шафа-купе в нішу' };
  const first = await submit(page, '/api/contact/furniture', { ...body, phone: spaced });
  const second = await submit(page, '/api/contact/furniture', { ...body, phone: plain });
  expect(first.reference).toMatch(/^F-\d+$/);

  await signIn(page, { lang: 'uk' });
  await page.goto('/admin/furniture-quotes');
  await waitForHydration(page);
  await searchInbox(page, 'Пошук', name);
  await expect(rows(page)).toHaveCount(2);
  const later = row(page, second.reference);
  await expect(later.locator('[data-duplicate-mark]')).toHaveText(`Можливий дубль ${first.reference}`);
  await expect(rows(page).locator('[data-duplicate-mark]')).toHaveCount(1);
  await expectAccessible(page);

  await later.getByRole('button', { name: /^Переглянути/ }).click();
  const dialog = page.getByRole('dialog');
  const panel = dialog.getByTestId('duplicate-panel');
  await expect(panel.getByRole('heading', { name: `Можливий дубль ${first.reference}` })).toBeVisible();
  await expect(panel).toContainText('Той самий телефон або ел. пошта');
  await expect(panel).toContainText('вона зникне з відкритого списку');
  await expectAccessible(page);
  await panel.getByRole('button', { name: `Приєднати до ${first.reference}` }).click();
  await expect(panel.getByRole('heading', { name: `Приєднано до ${first.reference}` })).toBeVisible();
  await expect(dialog.getByTestId('activity')).toContainText(`Приєднано до ${first.reference}`);
  await dialog.getByRole('button', { name: 'Закрити' }).click();
  await expect(later.locator('[data-duplicate-mark]')).toHaveText(`Приєднано до ${first.reference}`);

  // Off the open list; its reference still finds it, and its mark leads to the request it joined.
  await page.goto('/admin/furniture-quotes');
  await waitForHydration(page);
  await expect(row(page, first.reference)).toHaveCount(1);
  await expect(row(page, second.reference)).toHaveCount(0);
  await page.goto(`/admin/furniture-quotes?q=${second.reference}`);
  await waitForHydration(page);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole('link', { name: first.reference }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${first.reference}$`));
  await waitForHydration(page);
  await expect(rows(page)).toHaveCount(1);
  await rows(page)
    .getByRole('button', { name: /^Переглянути/ })
    .click();
  await expect(page.getByRole('dialog').getByTestId('merged-from')).toHaveText(second.reference);
  await expect(page.getByRole('dialog').getByTestId('activity')).toContainText(
    `До заявки приєднано ${second.reference}`,
  );
  await expectAccessible(page);
});

test('a door quote sent twice is marked, and "Not a duplicate" takes the mark away for good (en)', async ({ page }) => {
  const name = `Twice ${randomUUID().slice(0, 8)}`;
  const { spaced, plain } = phone();
  const quote = (tel: string) =>
    submit(page, '/api/quotes', { productSlug: 'classic-oak', selections: {}, customer: { name, phone: tel } });
  const first = await quote(spaced);
  const second = await quote(plain);

  await signIn(page);
  await page.goto(`/admin/quotes?q=${encodeURIComponent(name)}`);
  await waitForHydration(page);
  await expect(rows(page)).toHaveCount(2);
  const later = row(page, second.reference);
  await expect(later.locator('[data-duplicate-mark]')).toHaveText(`Likely duplicate of ${first.reference}`);
  await later.getByRole('button', { name: /^View/ }).click();
  const panel = page.getByRole('dialog').getByTestId('duplicate-panel');
  await expect(panel).toContainText('The same phone or e-mail as');
  await panel.getByRole('button', { name: 'Not a duplicate' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('dialog').getByTestId('activity')).toContainText(
    `Marked as not a duplicate of ${first.reference}`,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(later.locator('[data-duplicate-mark]')).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).locator('[data-duplicate-mark]')).toHaveCount(0);
  await expectAccessible(page);
});

test('the general enquiries list shows each reference and finds a request by it (en)', async ({ page }) => {
  const name = `Reference ${randomUUID().slice(0, 8)}`;
  const sent = await submit(page, '/api/contact/general', { name, email: 'ref@example.com', message: 'Hello' });
  expect(sent.reference).toMatch(/^G-\d+$/);
  await signIn(page);
  await page.goto('/admin/general-quotes');
  await waitForHydration(page);
  await searchInbox(page, 'Search', sent.reference);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(name);
  await expect(rows(page)).toContainText(sent.reference);
  await expectAccessible(page);
});
