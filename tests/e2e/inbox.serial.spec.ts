// The inbox in the browser: a quote and both kinds of enquiry arrive through the public API, then on each page the
// manager narrows the list by search, reads the details, moves the submission on from New to Contacted (SPEC's
// delivered: its badge drops at once), keeps notes across a reload, and exports CSV of what is shown. axe audits each
// page and each open dialog. The badges move when a quote and an enquiry arrive. Each test here counts every request
// in the shop, so the file runs after the others, one test at a time (playwright.config.ts: *.serial.spec.ts).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
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

type Badge = 'doorQuotes' | 'furniture' | 'general';

const undelivered = async (page: Page) =>
  ((await (await page.request.get('/api/admin/stats')).json()) as { undelivered: Record<Badge, number> }).undelivered;

/** Sends a public form as a person would (not too fast, honeypot empty), from an address of its own. */
async function submit(page: Page, path: string, data: Record<string, unknown>) {
  const sent = await page.request.post(path, {
    headers: {
      'idempotency-key': randomUUID(),
      'x-nf-client-connection-ip': `198.51.100.${1 + Math.floor(Math.random() * 254)}`,
    },
    data: { ...data, ...(await personGuard()) },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

const tag = () => randomUUID().slice(0, 8);
/** The list: a table from 1024 px, cards below. */
const table = (page: Page) => page.locator('[data-testid="inbox-table"], [data-testid="inbox-cards"]');

async function search(page: Page, text: string) {
  await searchInbox(page, 'Search', text);
  await expect(inboxRows(page)).toHaveCount(1);
}

interface Inbox {
  path: string;
  heading: string;
  badge: Badge;
  /** The submission to manage and another one that the search must leave out. */
  name: string;
  decoy: string;
  /** The View dialog's title and what it must show, on the pages that have one. */
  details?: { title: string; check: (dialog: Locator) => Promise<void> };
  /** What the row itself must show. */
  row?: (row: Locator) => Promise<void>;
}

/** The one journey every inbox page supports. */
async function manage(page: Page, inbox: Inbox) {
  await signIn(page);
  await page.goto(inbox.path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: inbox.heading, level: 1 })).toBeVisible();
  // Newest first: both fresh submissions are on the first page until the search narrows it to one.
  await expect(table(page)).toContainText(inbox.decoy);
  await expectAccessible(page);
  await search(page, inbox.name);
  await expect(table(page)).not.toContainText(inbox.decoy);
  const row = inboxRows(page);
  await inbox.row?.(row);

  if (inbox.details) {
    await row.getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog', { name: inbox.details.title });
    await inbox.details.check(dialog);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }

  // The count from the endpoint the sidebar reads (other tests add submissions too, so not the badge's first value).
  const before = await undelivered(page);
  await row.getByRole('combobox', { name: /^Status/ }).selectOption('Contacted');
  const badge = page.locator(`[data-badge=${inbox.badge}]`);
  if (before[inbox.badge] > 1) await expect(badge).toHaveText(new RegExp(`^${before[inbox.badge] - 1} `));
  else await expect(badge).toHaveCount(0);

  const note = `Called back ${tag()}, measuring on Monday`;
  const notes = row.getByRole('textbox', { name: /^Admin notes/ });
  await notes.fill(note);
  await notes.blur();
  await expect(row.getByText('Saved')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await search(page, inbox.name);
  await expect(notes).toHaveValue(note);
  await expect(row.getByRole('combobox', { name: /^Status/ })).toHaveValue('CONTACTED');
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain(inbox.name);
  expect(csv).toContain(note);
  expect(csv).not.toContain(inbox.decoy);

  await searchInbox(page, 'Search', `${inbox.name} nothing like this`);
  await expect(page.getByText('Nothing matches your search.')).toBeVisible();
}

test('door quotes: details from the snapshot, Contacted drops the badge, notes persist, CSV', async ({ page }) => {
  // A whole walk through the inbox (list, details, status, notes, search, CSV): 18–28 s on this 2-core machine,
  // too near the 30 s default; one timed out on a loaded run.
  test.slow();
  const name = `Inbox ${tag()}`;
  const decoy = `Decoy ${tag()}`;
  const quote = (customer: string, email: string) => ({
    productSlug: 'concealed-basic',
    selections: { heightMm: 2400, magneticLock: true },
    customer: { name: customer, email, phone: '+380 67 765 43 21' },
    notes: 'Two doors, hallway',
  });
  await submit(page, '/api/quotes', quote(decoy, 'decoy@example.com'));
  await submit(page, '/api/quotes', quote(name, 'inbox@example.com'));
  await manage(page, {
    path: '/admin/quotes',
    heading: 'Door Quotes',
    badge: 'doorQuotes',
    name,
    decoy,
    row: async (row) => {
      await expect(row).toContainText(name);
      // The phone calls, the e-mail writes.
      await expect(row.getByRole('link', { name: '+380 67 765 43 21' })).toHaveAttribute('href', 'tel:+380677654321');
      await expect(row.getByRole('link', { name: 'inbox@example.com' })).toHaveAttribute(
        'href',
        'mailto:inbox@example.com',
      );
      await expect(row).toContainText('Concealed');
      await expect(row).toContainText('UAH');
    },
    details: {
      title: 'Quote Details',
      check: async (dialog) => {
        await expect(dialog.getByTestId('quote-details')).toBeVisible();
        for (const heading of ['Customer', 'Totals', /Selections/, 'Price breakdown']) {
          await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
        }
        for (const label of ['Base', 'Adjustments', 'Total']) {
          await expect(dialog.getByText(label, { exact: true })).toBeVisible();
        }
        await expect(dialog).toContainText('2400 mm');
        await expect(dialog).toContainText('Two doors, hallway');
      },
    },
  });
});

test('user requests: the furniture enquiry, its details, Contacted, notes, CSV', async ({ page }) => {
  // A whole walk through the inbox (list, details, status, notes, search, CSV): 18–28 s on this 2-core machine,
  // too near the 30 s default; one timed out on a loaded run.
  test.slow();
  const name = `Furniture ${tag()}`;
  const decoy = `Decoy ${tag()}`;
  for (const who of [decoy, name]) {
    await submit(page, '/api/contact/furniture', {
      name: who,
      phone: '+380501112233',
      message: 'A wardrobe for a 2.4 m niche',
    });
  }
  await manage(page, {
    path: '/admin/furniture-quotes',
    heading: 'Furniture Requests',
    badge: 'furniture',
    name,
    decoy,
    row: (row) => expect(row).toContainText('+380501112233'),
    details: {
      title: 'Inquiry Details',
      check: async (dialog) => {
        await expect(dialog).toContainText(name);
        await expect(dialog).toContainText('A wardrobe for a 2.4 m niche');
        await expect(dialog).toContainText('Not available'); // no email was given
      },
    },
  });
});

test('general quotes: the contact-form submissions, their details, Contacted, notes, CSV', async ({ page }) => {
  // A whole walk through the inbox (list, details, status, notes, search, CSV): 18–28 s on this 2-core machine,
  // too near the 30 s default; one timed out on a loaded run.
  test.slow();
  const name = `General ${tag()}`;
  const decoy = `Decoy ${tag()}`;
  for (const who of [decoy, name]) {
    await submit(page, '/api/contact/general', { name: who, email: 'general@example.com', message: 'Lviv?' });
  }
  await manage(page, {
    path: '/admin/general-quotes',
    heading: 'General Enquiries',
    badge: 'general',
    name,
    decoy,
    row: async (row) => {
      await expect(row).toContainText('general@example.com');
      await expect(row).toContainText('Lviv?');
    },
    details: {
      title: 'Enquiry Details',
      check: async (dialog) => {
        await expect(dialog).toContainText('Lviv?');
        await expect(dialog.getByRole('link', { name: 'general@example.com' })).toBeVisible();
      },
    },
  });
  await expect(page.getByText('Submissions from the contact form.')).toBeVisible();
});

test('a change the server refuses: the status rolls back with a toast, typed notes stay and save later', async ({
  page,
}) => {
  const name = `Refused ${tag()}`;
  await submit(page, '/api/contact/general', { name, email: 'refused@example.com', message: 'Hello' });
  await signIn(page);
  await page.goto('/admin/general-quotes');
  await waitForHydration(page);
  await search(page, name);
  const row = inboxRows(page);
  // The session ends behind the page's back: every save now answers 401.
  await page.context().clearCookies();
  const status = row.getByRole('combobox', { name: /^Status/ });
  await status.selectOption('Contacted');
  await expect(page.getByText('Save failed')).toBeVisible();
  await expect(status).toHaveValue('NEW');
  const notes = row.getByRole('textbox', { name: /^Admin notes/ });
  await notes.fill('Typed while signed out');
  await notes.blur();
  await expect(row.getByText('Failed to save')).toBeVisible();
  await expect(notes).toHaveValue('Typed while signed out');
  await expectAccessible(page);
  // Signed in again, leaving the box once more saves what was typed.
  await signIn(page);
  await notes.focus();
  await notes.blur();
  await expect(row.getByText('Saved')).toBeVisible();
  const stored = await page.request.get(`/api/admin/inquiries?type=GENERAL&q=${encodeURIComponent(name)}`);
  expect(((await stored.json()) as { items: { adminNotes: string; delivered: boolean }[] }).items).toEqual([
    expect.objectContaining({ adminNotes: 'Typed while signed out', delivered: false }),
  ]);
});

test('the badges move when a quote and an enquiry arrive', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/concealed-doors');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  const badge = page.locator('[data-badge=furniture]');
  const quotes = page.locator('[data-badge=doorQuotes]');
  // The counts before, from the same endpoint the sidebar reads (the badges may not have loaded yet).
  const stats = async () =>
    ((await (await page.request.get('/api/admin/stats')).json()) as { undelivered: Record<string, number> })
      .undelivered;
  const before = await stats();
  const guard = await personGuard();
  const sent = await page.request.post('/api/contact/furniture', {
    data: { name: 'Badge test', phone: '+380501112233', message: 'A cabinet', ...guard },
  });
  expect(sent.status()).toBe(201);
  const quote = await page.request.post('/api/quotes', {
    data: {
      productSlug: 'classic-oak',
      selections: {},
      customer: { name: 'Badge test', phone: '+380501112233' },
      ...guard,
    },
  });
  expect(quote.status()).toBe(201);
  // The sidebar refreshes when the window regains focus.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(badge).toHaveText(new RegExp(`^${(before.furniture ?? 0) + 1} `));
  await expect(quotes).toHaveText(new RegExp(`^${(before.doorQuotes ?? 0) + 1} `));
});
