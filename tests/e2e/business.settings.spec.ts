// The business's details in the back office (docs/product.md#business-settings): the page loads them in sections, a
// bad field is refused under that field, a save is kept, and the site is marked for publishing. The pages themselves
// show the details at the next build (tests/integration/settings.test.ts covers the store; the built pages read
// Astro.locals.business). Runs in the 'settings' project: after the other specs, alone; it restores what it changed.
import { expect, expectAccessible, query, signIn, test, waitForHydration } from './fixtures.ts';

test('edit the business phone in Settings', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto('/admin/settings');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const phones = page.getByLabel('Phones');
  await expect(phones).toHaveValue('+380 44 123 45 67');
  await expect(page.getByLabel('Business name (Ukrainian)')).toHaveValue('Двері та столярство');
  await expectAccessible(page);

  await phones.fill('+380 44 123 45 67\nnot a phone');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toContainText('Some fields need fixing');
  await expect(phones).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('2: Enter a valid phone number')).toBeVisible();
  await expectAccessible(page);

  await phones.fill('+380 67 765 43 21');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  const [row] = await query<{ document: { phones: string[] } }>('SELECT document FROM site_settings');
  expect(row?.document.phones).toEqual(['+380 67 765 43 21']);
  const [publishing] = await query<{ pending: boolean }>(
    'SELECT catalogue_changed_at IS NOT NULL AS pending FROM site_publishing',
  );
  expect(publishing?.pending).toBe(true);

  // Reloaded, the page shows what was saved; then the demo values come back for whatever runs next.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Phones')).toHaveValue('+380 67 765 43 21');
  await query('DELETE FROM site_settings');
});
