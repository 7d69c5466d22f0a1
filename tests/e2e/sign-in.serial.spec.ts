// The guard and sign-in in the browser: an admin page sends a visitor to sign in and back again, and Logout ends the
// session. A logout revokes every session of its admin (src/server/session.ts) — the demo admin every other spec signs
// in as — so this file runs after the others, one test at a time (playwright.config.ts: *.serial.spec.ts).
import { admin, expect, expectAccessible, openAdminIn, test } from './fixtures.ts';

test('an admin page sends a visitor to sign in and back again', async ({ page }) => {
  await openAdminIn(page, 'en');
  await page.goto('/admin/concealed-doors');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fconcealed-doors/);
  await expectAccessible(page);
  await page.getByLabel('Email').fill(admin().email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password').fill(admin().password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/concealed-doors\/?$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Manage Concealed Doors' })).toBeVisible();
  await expect(page.getByTestId('admin-doors').locator('li')).toHaveCount(3);
  await expectAccessible(page);
  // On a phone the sidebar, and Logout with it, is folded behind Menu.
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login\/?$/);
  await page.goto('/admin/interior-doors');
  await expect(page).toHaveURL(/\/admin\/login/);
});
