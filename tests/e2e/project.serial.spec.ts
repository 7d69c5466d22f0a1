// The customer's project in the browser (docs/decisions/024), in both languages: doors added from both
// configurators with a room and a quantity, counted in the header, kept across a reload, priced on the project page as
// the server prices them, sent as one request; the manager finds it in the inbox as New and moves it through
// Contacted to Won, and the sidebar's badge and the overview's count follow. The English run also edits a door in its
// configurator and reopens the project from its link on another device. axe audits the project page and its dialog.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, inboxRows, openAdminIn, query, signIn, test, waitForHydration } from './fixtures.ts';

test.describe.configure({ timeout: 120_000 });

const words = {
  uk: {
    prefix: '/uk',
    add: 'Додати до проєкту',
    update: 'Оновити в проєкті',
    updateDoor: 'Оновити двері',
    room: 'Приміщення',
    more: 'Збільшити кількість',
    keepGoing: 'Продовжити',
    view: 'Переглянути проєкт',
    request: 'Запросити ціну на проєкт',
    name: 'Ім’я',
    phone: 'Телефон',
    submit: 'Надіслати запит',
    inbox: 'Пошук',
    details: /^Переглянути/,
    status: /^Статус/,
    contacted: 'Зв’язалися',
    won: 'Виграна',
    edit: /^Змінити: Двері 2/,
  },
  en: {
    prefix: '',
    add: 'Add to project',
    update: 'Update in project',
    updateDoor: 'Update the door',
    room: 'Room',
    more: 'Increase quantity',
    keepGoing: 'Keep configuring',
    view: 'View project',
    request: 'Request a quote for the project',
    name: 'Name',
    phone: 'Phone',
    submit: 'Send request',
    inbox: 'Search',
    details: /^View/,
    status: /^Status/,
    contacted: 'Contacted',
    won: 'Won',
    edit: /^Edit: Door 2/,
  },
} as const;
type Lang = keyof typeof words;

/** Adds the configurator's door at `path` to the project with a room and `quantity`, and leaves the dialog open. */
async function addDoor(page: Page, lang: Lang, path: string, room: string, quantity = 1) {
  const w = words[lang];
  await page.goto(`${w.prefix}${path}`);
  await waitForHydration(page);
  await page.getByTestId('price-total').waitFor();
  await page.getByRole('button', { name: w.add, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(w.room).fill(room);
  for (let n = 1; n < quantity; n++) await dialog.getByRole('button', { name: w.more }).click();
  await dialog.getByRole('button', { name: w.add, exact: true }).click();
  await expect(dialog.locator('[data-project-saved]')).toBeVisible();
  return dialog;
}

const newQuotes = async (page: Page) =>
  ((await (await page.request.get('/api/admin/stats')).json()) as { undelivered: { doorQuotes: number } }).undelivered
    .doorQuotes;

/** The sidebar's count of new door quotes (none shown at 0). */
async function expectBadge(page: Page, count: number) {
  const badge = page.locator('[data-badge=doorQuotes]');
  if (count === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(new RegExp(`^${count}\\b`));
}

/** The project's doors as the page lists them: room, quantity and line total. */
const cards = (page: Page) => page.locator('[data-project-door]');

/** What the server makes of the doors: each priced by /api/price, times its quantity. */
async function serverTotal(page: Page, doors: { productSlug: string; selections: object; quantity: number }[]) {
  let total = 0;
  for (const door of doors) {
    const priced = await page.request.post('/api/price', { data: door });
    total += ((await priced.json()) as { totalPriceCents: number }).totalPriceCents * door.quantity;
  }
  return total;
}

async function sendAndFollow(page: Page, lang: Lang, name: string) {
  const w = words[lang];
  await page.getByRole('button', { name: w.request }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(w.name).fill(name);
  await dialog.getByLabel(w.phone).fill('+380 67 333 44 55');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: w.submit }).click();
  await expect(dialog.locator('[data-request-reference]')).toHaveText(/^D-\d+$/);
  const reference = (await dialog.locator('[data-request-reference]').textContent()) ?? '';
  // The measurement for these doors can be booked right away, the request named (tests/e2e/booking.spec.ts).
  await expect(dialog.locator('[data-book-measurement]')).toHaveAttribute(
    'href',
    `${lang === 'uk' ? '/uk' : ''}/booking/?kind=measurement&ref=${reference}`,
  );

  // The manager: New in the inbox, then Contacted (the badge and the overview's count drop by one), then Won.
  await signIn(page, { lang });
  const before = await newQuotes(page);
  await page.goto('/admin/quotes');
  await waitForHydration(page);
  await expectBadge(page, before);
  await page.getByLabel(w.inbox).fill(reference);
  const row = inboxRows(page);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  const status = row.getByRole('combobox', { name: w.status });
  await expect(status).toHaveValue('NEW');
  await status.selectOption(w.contacted);
  await expect.poll(() => newQuotes(page)).toBe(before - 1);
  await status.selectOption(w.won);
  await expect(status).toHaveValue('WON');
  // The overview and the badge say what the stats say now (other tests' quotes may arrive meanwhile).
  await page.goto('/admin');
  await waitForHydration(page);
  const now = await newQuotes(page);
  await expect(page.getByTestId('waiting-doorQuotes')).toContainText(String(now));
  await expectBadge(page, now);
  return reference;
}

test('a Ukrainian visitor on a phone builds a project of three doors from both configurators, reloads and sends it; the manager takes it to Won @desktop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const lang = 'uk';
  const w = words[lang];
  await (await addDoor(page, lang, '/customizer/?slug=classic-oak&handle=premium', 'Спальня 1', 2))
    .getByRole('button', { name: w.keepGoing })
    .click();
  await expect(page.locator('[data-project-link]')).toContainText('2');
  await addDoor(page, lang, '/customizer/?slug=classic-walnut', 'Кабінет');
  const last = await addDoor(page, lang, '/concealed-customizer/?slug=concealed-basic&heightMm=2200', 'Коридор');
  await last.getByRole('link', { name: w.view }).click();
  await page.waitForURL('**/uk/project/');
  await waitForHydration(page);

  // The header counts doors with their quantities; the list survives a reload.
  await expect(page.locator('[data-project-link]')).toContainText('4');
  await page.reload();
  await waitForHydration(page);
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).nth(0)).toContainText('Спальня 1');
  await expect(cards(page).nth(0)).toContainText('Ручка: Преміум ручка');
  await expect(cards(page).nth(2)).toContainText('Коридор');
  await expect(cards(page).nth(2)).toContainText('2200 × 800 мм');

  // The total the page shows is the one the server will price.
  const total = await serverTotal(page, [
    { productSlug: 'classic-oak', selections: { handle: 'premium' }, quantity: 2 },
    { productSlug: 'classic-walnut', selections: {}, quantity: 1 },
    { productSlug: 'concealed-basic', selections: { heightMm: 2200 }, quantity: 1 },
  ]);
  const shown = (await page.locator('[data-project-total]').textContent()) ?? '';
  expect(Number(shown.replace(/\D/g, ''))).toBe(Math.round(total / 100));
  await expectAccessible(page);

  const name = `Проєкт ${randomUUID().slice(0, 8)}`;
  await sendAndFollow(page, lang, name);
  const [stored] = await query<{ door_count: number; total_price_cents: number }>(
    'select door_count, total_price_cents from quotes where customer_name = $1',
    [name],
  );
  expect(stored).toEqual({ door_count: 4, total_price_cents: total });
});

test('an English visitor edits a door in its configurator, and the project link opens the project on another device @desktop', async ({
  page,
  browser,
}) => {
  const lang = 'en';
  const w = words[lang];
  await addDoor(page, lang, '/customizer/?slug=classic-oak', 'Bedroom');
  await (await addDoor(page, lang, '/concealed-customizer/?slug=concealed-basic', 'Hall'))
    .getByRole('link', { name: w.view })
    .click();
  await waitForHydration(page);
  await expect(cards(page)).toHaveCount(2);

  // Edit: the door reopens in its configurator, which updates it in its place.
  await page.getByRole('link', { name: w.edit }).click();
  await waitForHydration(page);
  await expect(page).toHaveURL(/concealed-customizer\/\?slug=concealed-basic&project=[0-9a-f]{16}$/);
  const height = page.getByRole('spinbutton', { name: 'Height' });
  await height.fill('2300');
  await height.press('Enter');
  await expect(page).toHaveURL(/heightMm=2300&project=/);
  await page.getByRole('button', { name: w.update }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(w.room)).toHaveValue('Hall');
  await dialog.getByRole('button', { name: w.more }).click();
  await dialog.getByRole('button', { name: w.updateDoor }).click();
  await dialog.getByRole('link', { name: w.view }).click();
  await waitForHydration(page);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(1)).toContainText('2300 × 800 mm');
  await expect(page.getByLabel(/^Quantity, Door 2/)).toHaveValue('2');

  // Duplicate, change a quantity, remove: the total follows.
  await page.getByRole('button', { name: /^Duplicate: Door 1/ }).click();
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole('button', { name: /^Remove: Door 2/ }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.locator('[data-project-summary]')).toContainText('Doors: 3');

  // The link: on a device with no project of its own it becomes that device's project.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy project link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/project\/\?p=[\w-]+$/);
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(link);
  await waitForHydration(phone);
  await expect(cards(phone)).toHaveCount(2);
  await expect(phone.locator('[data-project-summary]')).toContainText('Doors: 3');
  await expect(phone.locator('[data-project-total]')).toHaveText(
    (await page.locator('[data-project-total]').textContent()) ?? '',
  );
  await expect(phone.locator('[data-project-link]')).toContainText('3');
  await other.close();

  // On a device with a project, the link asks first.
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.locator('[data-project-linked]')).toContainText('Doors in this link: 3');
  await page.getByRole('button', { name: 'Add its doors to my project' }).click();
  await expect(cards(page)).toHaveCount(4);
  await expectAccessible(page);

  await openAdminIn(page, 'en');
  const name = `Project ${randomUUID().slice(0, 8)}`;
  await sendAndFollow(page, lang, name);
});
