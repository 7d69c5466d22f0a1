// Admins managing themselves in the browser (docs/product.md#admins), in both languages: the demo admin adds
// a colleague (an easily guessed first password is refused at its field, saying why; the demo admin's own password
// confirms the addition); the colleague, signed in on two devices, changes their password on one — the other device's
// session is refused and sent to sign in, this one stays in; then the demo admin disables the colleague in a dialog
// that asks for their own password (a wrong one is refused at the field, what was typed kept), and the colleague's
// session ends at once (decision 018). axe audits the page and the dialog. Runs once (@desktop).
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { admin, expect, expectAccessible, openAdminIn, signIn, test, waitForHydration } from './fixtures.ts';

const FIRST = 'first password for the colleague';

/** A second device: a browser context of its own, signed in as `email`. */
async function device(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  password: string,
  lang: 'en' | 'uk',
) {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  await openAdminIn(page, lang);
  return page;
}

const refused = async (page: Page) => (await page.request.get('/api/auth/me')).status();

for (const lang of ['en', 'uk'] as const) {
  const words =
    lang === 'en'
      ? {
          heading: 'Admins',
          add: 'Add admin',
          email: 'E-mail',
          first: /^First password/,
          yourCurrent: 'Your current password',
          guessable: /^Too easy to guess/,
          notCurrent: 'That is not your current password',
          current: 'Current password',
          next: /^New password \(/,
          again: 'New password again',
          change: 'Change password',
          changed: 'Password changed',
          disable: /^Disable/,
          disableTitle: /^Disable colleague-/,
          disabled: 'Disabled',
        }
      : {
          heading: 'Адміністратори',
          add: 'Додати',
          email: 'Ел. пошта',
          first: /^Перший пароль/,
          yourCurrent: 'Ваш поточний пароль',
          guessable: /^Пароль легко вгадати/,
          notCurrent: 'Це не ваш поточний пароль',
          current: 'Поточний пароль',
          next: /^Новий пароль \(/,
          again: 'Новий пароль ще раз',
          change: 'Змінити пароль',
          changed: 'Пароль змінено',
          disable: /^Вимкнути/,
          disableTitle: /^Вимкнути colleague-/,
          disabled: 'Вимкнений',
        };

  test(`a colleague added, their password changed (the old session refused), then disabled (${lang}) @desktop`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three browsers and eight password hashes (each ≈ 0.1 s of a core by design): ≈ 21 s alone, over 30 s at the start
    // of a run while the other worker's browser and the servers warm up.
    test.slow();
    const colleague = `colleague-${randomUUID().slice(0, 8)}@example.com`;
    await signIn(page, { lang });
    await page.goto('/admin/admins');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: words.heading, level: 1 })).toBeVisible();
    const addForm = page.getByRole('form', { name: lang === 'en' ? 'Add an admin' : 'Додати адміністратора' });
    await addForm.getByLabel(words.email).fill(colleague);
    await addForm.getByLabel(words.first).fill('aaaaaaaaaaaa');
    await addForm.getByLabel(words.yourCurrent).fill(admin().password);
    await addForm.getByRole('button', { name: words.add }).click();
    // The server's reason, at the field, in the manager's language; what was typed stays.
    await expect(addForm.getByLabel(words.first)).toHaveAttribute('aria-invalid', 'true');
    await expect(addForm.getByText(words.guessable)).toBeVisible();
    await expect(addForm.getByLabel(words.email)).toHaveValue(colleague);
    await expectAccessible(page);
    await addForm.getByLabel(words.first).fill(FIRST);
    await addForm.getByRole('button', { name: words.add }).click();
    const list = page.getByTestId('admin-list');
    await expect(list).toContainText(colleague);
    await expectAccessible(page);

    // The colleague on two devices; they change the password on the first.
    const laptop = await device(browser, baseURL, colleague, FIRST, lang);
    const phone = await device(browser, baseURL, colleague, FIRST, lang);
    await laptop.goto('/admin/admins');
    await waitForHydration(laptop);
    const mine = laptop.getByRole('form', { name: lang === 'en' ? 'Your password' : 'Ваш пароль' });
    await mine.getByLabel(words.current).fill(FIRST);
    await mine.getByLabel(words.next).fill('a new passphrase of theirs');
    await mine.getByLabel(words.again).fill('a new passphrase of theirs');
    await mine.getByRole('button', { name: words.change }).click();
    await expect(laptop.getByText(words.changed)).toBeVisible();
    await expect(mine.getByLabel(words.current)).toHaveValue('');
    expect(await refused(laptop)).toBe(200);
    expect(await refused(phone)).toBe(401);
    await phone.goto('/admin/quotes');
    await expect(phone).toHaveURL(/\/admin\/login/);

    // The demo admin disables them, confirming with their own password: the laptop's session ends at once.
    await page.reload();
    await waitForHydration(page);
    await list
      .getByRole('row', { name: new RegExp(colleague) })
      .getByRole('button', { name: words.disable })
      .click();
    const dialog = page.getByRole('dialog', { name: words.disableTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(words.yourCurrent).fill('not my password at all');
    await dialog.getByRole('button', { name: words.disable }).click();
    await expect(dialog.getByText(words.notCurrent)).toBeVisible();
    await expect(dialog.getByLabel(words.yourCurrent)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel(words.yourCurrent)).toHaveValue('not my password at all');
    await expectAccessible(page);
    expect(await refused(laptop)).toBe(200);
    await dialog.getByLabel(words.yourCurrent).fill(admin().password);
    await dialog.getByRole('button', { name: words.disable }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('row', { name: new RegExp(colleague) })).toContainText(words.disabled);
    expect(await refused(laptop)).toBe(401);
    await laptop.context().close();
    await phone.context().close();
  });
}
