// The back office as a Ukrainian manager on a phone sees it (docs/decisions/023): every page in Ukrainian at 375 px, its
// sidebar label, heading and document title agreeing, nothing wider than the screen (tables scroll in their own box),
// axe clean; the Menu button folds the sidebar; the УКР / EN switch is remembered across a reload. Runs once (@desktop: it sets its own 375 px viewport).
import { expect, expectAccessible, signIn, test, waitForHydration } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
// Two axe audits per page: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Each page: its address, the sidebar label (= the title's first part) and the heading, when it is this lane's. */
const PAGES = [
  { path: '/admin', label: 'Огляд', heading: 'Огляд' },
  { path: '/admin/interior-doors', label: 'Міжкімнатні двері' },
  { path: '/admin/concealed-doors', label: 'Приховані двері', heading: 'Приховані двері' },
  { path: '/admin/furniture-portfolio', label: 'Портфоліо меблів' },
  { path: '/admin/furniture-quotes', label: 'Запити на меблі', heading: 'Запити на меблі' },
  { path: '/admin/quotes', label: 'Розрахунки дверей', heading: 'Розрахунки дверей' },
  { path: '/admin/general-quotes', label: 'Загальні звернення', heading: 'Загальні звернення' },
  { path: '/admin/currencies', label: 'Валюти', heading: 'Валюти' },
  { path: '/admin/pricing', label: 'Ціни (міжкімнатні)', heading: 'Ціни (міжкімнатні)' },
  { path: '/admin/pricing-concealed', label: 'Ціни (приховані)', heading: 'Ціни (приховані)' },
  { path: '/admin/settings', label: 'Налаштування', heading: 'Налаштування' },
  { path: '/admin/admins', label: 'Адміністратори', heading: 'Адміністратори' },
];

for (const { path, label, heading } of PAGES) {
  test(`${path} in Ukrainian at 375 px: named alike everywhere, fits the screen, accessible @desktop`, async ({
    page,
  }) => {
    await signIn(page, { lang: 'uk' });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${label} · Панель керування`);
    await expect(page.getByText('Завантаження…')).toHaveCount(0, { timeout: 15_000 });

    // The sidebar is folded behind the Menu button; open, it marks this page's link.
    const menu = page.getByRole('button', { name: 'Меню' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Розділи панелі' });
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(page.getByRole('button', { name: 'Закрити меню' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.locator('[aria-current=page]')).toHaveText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    // Nothing makes the page itself scroll sideways: wide tables scroll inside their own box. Measured against the
    // 375 px layout width: on a phone the window itself widens to whatever overflows, so innerWidth would hide it.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
}

test('the language switch: English at once, remembered across a reload, and back to Ukrainian @desktop', async ({
  page,
}) => {
  await signIn(page, { lang: 'uk' });
  await page.goto('/admin/currencies');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Валюти');
  await page.getByRole('button', { name: 'Меню' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Currencies');
  await expect(page).toHaveTitle('Currencies · Admin Panel');
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  // Before paint: the page arrives with the remembered language and title, not Ukrainian first.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Currencies · Admin Panel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Currencies');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'Door Quotes' })).toBeVisible();
  await page.getByRole('button', { name: 'Українська' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Валюти');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Валюти');
});

test('the sign-in page in Ukrainian, switched to English and remembered @desktop', async ({ page }) => {
  await page.goto('/admin/login');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page).toHaveTitle('Вхід · Панель керування');
  await expect(page.getByRole('heading', { name: 'Панель керування', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Введіть електронну пошту й пароль');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'English' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Admin Panel');
});

test("the server's messages in the manager's language: a bad settings save, field by field @desktop", async ({
  page,
}) => {
  await signIn(page, { lang: 'uk' });
  await page.goto('/admin/settings');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Налаштування');
  const postal = page.getByLabel('Поштовий індекс');
  await postal.fill('12');
  await page.getByRole('button', { name: 'Зберегти налаштування' }).click();
  // Refused (422), nothing saved: the message under the field is the server's, in Ukrainian.
  await expect(postal).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('П’ять цифр')).toBeVisible();
  await expect(page.getByText('Five digits')).toHaveCount(0);
  await expect(postal).toHaveValue('12');
  await expectAccessible(page);
});

test('a back-office dialog in Ukrainian: its title and its buttons @desktop', async ({ page }) => {
  await signIn(page, { lang: 'uk' });
  await page.goto('/admin/concealed-doors');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Додати двері' }).click();
  const dialog = page.getByRole('dialog', { name: 'Додати двері' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Скасувати' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Зберегти' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^(Cancel|Save)$/ })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Скасувати' }).click();
  await expect(dialog).toBeHidden();
});
