// The inbox fits the manager's screen and speaks their language, in Ukrainian and English:
// at 1280 and 1440 px the three lists never scroll sideways (their box's scrollWidth within its clientWidth), a long
// message is cut with a Show all button; at 375 px each request is a card with the customer's name, the doors or the
// message, the total, the status and a call button (tel:); a project's name, its doors and its selections read in
// the back office's language. axe audits every page and dialog visited. Runs once (@desktop: each test sets its
// own viewport).
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  inboxRows,
  personGuard,
  searchInbox,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts';

// Several pages and axe audits a test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const tag = randomUUID().slice(0, 8);
const who = {
  project: `Максим Шевченко ${tag}`,
  general: `Ірина Бондар ${tag}`,
  furniture: `Андрій Мельник ${tag}`,
};
const phone = '+380 67 765 43 21';
const longMessage =
  'Доброго дня! Чи можна замовити двері нестандартної висоти 2700 мм з прихованим коробом і фарбуванням у колір ' +
  'стін? Будуємо будинок під Львовом, потрібно близько дванадцяти дверей, частина — розсувні. Коли можна приїхати на ' +
  `замір і скільки часу займає виготовлення? ${tag}`;
const projectDoors = [
  { productSlug: 'modern-graphite', selections: { heightMm: 2100 }, room: 'Спальня', quantity: 5 },
  { productSlug: 'concealed-premium', selections: { magneticLock: true }, room: 'Коридор', quantity: 4 },
];
const projectName = {
  uk: 'Дверей: 9 — «Модерн» графіт, Приховані двері «Преміум»',
  en: '9 doors: Modern Graphite, Concealed Premium',
};

/** Sends a public form as a person would, from an address of its own (a worker started again sends afresh). */
async function send(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const ip = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  const sent = await request.post(path, {
    headers: { 'idempotency-key': randomUUID(), 'x-nf-client-connection-ip': ip },
    data: { ...data, ...(await personGuard()) },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

// Each worker loads this file afresh, so each sends its own requests under its own tag.
test.beforeAll(async ({ playwright }, testInfo) => {
  const { baseURL } = testInfo.project.use;
  const request = await playwright.request.newContext(baseURL ? { baseURL } : {});
  let total = 0;
  for (const door of projectDoors) {
    const priced = await request.post('/api/price', { data: door });
    total += ((await priced.json()) as { totalPriceCents: number }).totalPriceCents * door.quantity;
  }
  await send(request, '/api/project-quotes', {
    doors: projectDoors,
    seenTotalCents: total,
    lang: 'uk',
    customer: { name: who.project, phone, email: `maksym.shevchenko.${tag}@example.com` },
    notes: 'Квартира на Подолі',
  });
  await send(request, '/api/contact/general', {
    name: who.general,
    email: 'iryna.bondar@example.com',
    phone: '+380631234567',
    message: longMessage,
  });
  await send(request, '/api/contact/furniture', {
    name: who.furniture,
    phone: '+380671234567',
    message: 'Шафа-купе в нішу 2,4 м',
  });
  await request.dispose();
});

const LISTS = [
  { path: '/admin/quotes', name: who.project },
  { path: '/admin/general-quotes', name: who.general },
  { path: '/admin/furniture-quotes', name: who.furniture },
];
const words = {
  uk: { search: 'Пошук', status: /^Статус/, view: /^Переглянути/, showAll: 'Показати все', call: 'Зателефонувати' },
  en: { search: 'Search', status: /^Status/, view: /^View/, showAll: 'Show all', call: 'Call' },
} as const;

/** How far the page and the inbox's own box scroll sideways (0: not at all). */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('[data-testid="inbox-table"]')?.closest('section');
    const root = document.documentElement;
    return {
      page: root.scrollWidth - root.clientWidth,
      table: box ? box.scrollWidth - box.clientWidth : null,
    };
  });

async function open(page: Page, path: string, lang: 'uk' | 'en') {
  await signIn(page, { lang });
  await page.goto(path);
  await waitForHydration(page);
  await expect(inboxRows(page).first()).toBeVisible({ timeout: 15_000 });
}

for (const lang of ['uk', 'en'] as const) {
  for (const width of [1280, 1440]) {
    test(`${lang} at ${width} px: every inbox list fits without scrolling sideways @desktop`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const w = words[lang];
      for (const list of LISTS) {
        await open(page, list.path, lang);
        await expect(page.getByTestId('inbox-table')).toBeVisible();
        // The first page as it is (other tests' requests too), then this test's request alone.
        expect(await sideways(page), list.path).toEqual({ page: 0, table: 0 });
        await searchInbox(page, w.search, tag);
        const row = inboxRows(page).filter({ hasText: list.name });
        await expect(row).toHaveCount(1);
        expect(await sideways(page), list.path).toEqual({ page: 0, table: 0 });
        // Every control of the row is on the screen: status, View, notes, the phone that calls.
        for (const control of [
          row.getByRole('combobox', { name: w.status }),
          row.getByRole('button', { name: w.view }),
          row.getByRole('textbox'),
        ]) {
          await expect(control).toBeInViewport();
        }
        if (list.path === '/admin/quotes') await expect(row).toContainText(projectName[lang]);
        if (list.path === '/admin/general-quotes') {
          // The long message is cut to a few lines; Show all shows it whole.
          const more = row.getByRole('button', { name: w.showAll });
          await expect(more).toHaveAttribute('aria-expanded', 'false');
          await more.click();
          await expect(row.getByRole('button', { expanded: true })).toBeVisible();
          expect(await sideways(page), list.path).toEqual({ page: 0, table: 0 });
        }
        await expectAccessible(page);
      }
    });
  }

  test(`${lang} at 375 px: a card per request with its name, doors, total, status and a call button @desktop`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const w = words[lang];
    for (const list of LISTS) {
      await open(page, list.path, lang);
      await searchInbox(page, w.search, list.name);
      const card = inboxRows(page);
      await expect(card).toHaveCount(1);
      await expect(page.getByTestId('inbox-table')).toHaveCount(0);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(list.name);
      await expect(card.getByRole('combobox', { name: w.status })).toHaveValue('NEW');
      await expect(card.getByRole('button', { name: w.view })).toBeVisible();
      // One tap calls: a big enough target, the number without its spaces.
      const call = card.getByRole('link', { name: new RegExp(`^${w.call} \\+380`) });
      await expect(call).toHaveAttribute('href', /^tel:\+380\d{9}$/);
      expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      if (list.path === '/admin/quotes') {
        await expect(card).toContainText(projectName[lang]);
        await expect(card).toContainText(lang === 'uk' ? 'грн' : 'UAH');
        await expect(call).toHaveAttribute('href', 'tel:+380677654321');
      } else {
        await expect(card).toContainText(list.path === '/admin/general-quotes' ? 'Доброго дня!' : 'Шафа-купе');
      }
      expect((await sideways(page)).page).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }
  });

  test(`${lang}: a project's details name its doors and read its selections in the back office's language @desktop`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/admin/quotes', lang);
    await searchInbox(page, words[lang].search, who.project);
    await expect(inboxRows(page)).toHaveCount(1);
    await inboxRows(page).getByRole('button', { name: words[lang].view }).click();
    const dialog = page.getByRole('dialog');
    const doors = dialog.getByTestId('quote-door');
    await expect(doors).toHaveCount(2);
    const graphite = doors.first();
    if (lang === 'uk') {
      await expect(graphite.getByRole('heading', { level: 3 }).first()).toContainText('Двері 1 · «Модерн» графіт');
      await expect(graphite).toContainText('Розміри');
      await expect(graphite).toContainText('2100 мм');
      await expect(doors.nth(1)).toContainText('Магнітний замок');
      for (const english of ['Door block', 'Sizes', 'Height', 'Modern Graphite', 'Magnetic lock']) {
        await expect(dialog).not.toContainText(english);
      }
    } else {
      await expect(graphite.getByRole('heading', { level: 3 }).first()).toContainText('Door 1 · Modern Graphite');
      await expect(graphite).toContainText('Sizes');
      await expect(graphite).toContainText('2100 mm');
      await expect(doors.nth(1)).toContainText('Magnetic lock');
    }
    await expectAccessible(page);

    // The overview names the doors configured most in the same language (the doors above were priced: their checks
    // are counted within seconds).
    const top = page.getByTestId('top-products');
    await expect(async () => {
      await page.goto('/admin');
      await waitForHydration(page);
      await expect(top).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const seeded = /Classic|Modern|Minimal|Loft|Concealed/;
    if (lang === 'uk') await expect(top).not.toContainText(seeded);
    else await expect(top).toContainText(seeded);
    await expectAccessible(page);
  });
}
