// Shared e2e helpers: wait for hydration before interacting, audit pages with axe, act as distinct visitors, and
// read what the forms stored straight from the server's database.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { formTokenKeyFrom, issueFormToken } from '../../src/server/form-token.ts';

/** Clicks before React hydrates are lost: wait until no island is still server-rendered only. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** A finger swiping right to left across a touch screen (the phone project's), as on to a lightbox's next photo. */
export async function swipeLeft(page: Page): Promise<void> {
  const touch = await page.context().newCDPSession(page);
  const at = (x: number) => [{ x, y: 400 }];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(320) });
  for (const x of [280, 220, 160, 100, 60]) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x) });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

export async function expectAccessible(page: Page): Promise<void> {
  // A list or page part being fetched again is dimmed on purpose (aria-busy): audit what is read once it has settled
  // (a form sending is audited as it is). First, so that the list's return to full opacity is waited out below.
  await expect(page.locator('[aria-busy="true"]:not(form, button)')).toHaveCount(0, { timeout: 10_000 });
  // A toast fading in is half transparent for a moment: audit what a person reads once transitions have ended. A
  // toast can start its transition just after a first wait (sonner arrives on demand), so wait until the page has
  // been still for a moment.
  await settle(page);
  // Legacy mode runs axe in the page itself. The default runs it in each frame and then finishes in a new blank page,
  // which costs ≈ 2 s more per audit with the same results here (no page embeds another site's frame until the visitor
  // asks for the map): 0.8–0.9 s against 2.7–3.0 s for a door page, measured (docs/figures.md).
  // Only violations are read, so axe details no passing or inapplicable node (its documented option for speed: the same
  // rules run and every violation comes back whole): 1.13 s an audit against 1.51 s here, measured (docs/figures.md).
  // options() replaces the builder's options, so it comes before withTags(), which adds the rules to run to them.
  const audit = async () => {
    const results = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
      .setLegacyMode(true)
      .analyze();
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  };
  let summary = await audit();
  // Something can start moving during the audit itself (the phone's sticky total slides away when the buttons it
  // stands for scroll into view, an observer firing after the still moment above): half faded, it reads as low
  // contrast. A real violation is still there once the page is still again; a passing moment is not.
  if (summary.length > 0) {
    await settle(page);
    summary = await audit();
  }
  expect(summary).toEqual([]);
}

/** Waits until no finite animation or transition has run on the page for a moment. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        );
    for (let round = 0; round < 20; round++) {
      await Promise.all(running().map((a) => a.finished.catch(() => undefined)));
      await new Promise((resolve) => setTimeout(resolve, 150));
      if (running().length === 0) return;
    }
  });
}

/** Runs one query against the database the e2e server uses (its address is written by scripts/serve.ts). */
export async function query<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: readFileSync('.data/e2e/database-url', 'utf8').trim() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The mails the e2e run's SMTP sink has accepted (tests/e2e/smtp-sink.ts), decoded. */
export interface SunkMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; type: string; base64: string }[];
}
export async function mails(): Promise<SunkMail[]> {
  const smtpHttpPort = Number(process.env.E2E_PORT ?? 4330) + 21;
  return (await fetch(`http://127.0.0.1:${smtpHttpPort}/mails`)).json() as Promise<SunkMail[]>;
}

/** The first mail to `to` whose subject says `subject`, once the outbox has sent it. */
export async function mailTo(to: string, subject: string): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(async () => {
      found = (await mails()).find((m) => m.to.includes(to) && m.subject.includes(subject));
      return found !== undefined;
    })
    .toBe(true);
  return found as SunkMail;
}

let formKey: Promise<Buffer> | undefined;
/** The e2e server's form-token key, derived from its database's secret as the server derives it. */
const serverFormKey = () =>
  (formKey ??= query<{ value: string }>("SELECT value FROM app_state WHERE key = 'form_token_key'").then(([row]) => {
    if (!row) throw new Error('the e2e database has no form_token_key');
    return formTokenKeyFrom(row.value);
  }));

/**
 * A form token issued 10 s ago: the public forms refuse a submission sent less than 2 s after the form came alive, and
 * a person takes longer than that. Tests fill a form in well under 2 s, so rather than wait it out they hold a token
 * from a form opened earlier (the guard's own tests are in tests/integration/form-token.test.ts).
 */
export const agedFormToken = async (): Promise<string> => issueFormToken(await serverFormKey(), Date.now() - 10_000);

/** A form token issued this instant: a form sent with it is refused as too quick (422 with Retry-After). */
export const freshFormToken = async (): Promise<string> => issueFormToken(await serverFormKey());

/** The guard fields of a public form posted straight to the API, as a person's form would send them. */
export async function personGuard(): Promise<{ website: string; formToken: string }> {
  return { website: '', formToken: await agedFormToken() };
}

/** The demo admin that scripts/serve.ts created for the e2e database. */
export const admin = () =>
  JSON.parse(readFileSync('.data/e2e/demo-admin.json', 'utf8')) as { email: string; password: string };

/**
 * Signs the page's browser context in through the real login endpoint (the session cookie is set). The back office
 * opens in `lang` (English unless a test says otherwise, so specs name buttons in English) until the test switches it.
 */
export async function signIn(page: Page, { lang = 'en' }: { lang?: 'en' | 'uk' } = {}): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: admin() });
  expect(response.status()).toBe(200);
  await openAdminIn(page, lang);
}

/**
 * The requests an inbox page lists: its table's rows from 1024 px, its cards below (src/features/inbox/InboxCards.tsx).
 * Either holds the same controls: the status, View, the notes, the phone and e-mail links.
 */
export const inboxRows = (page: Page): Locator =>
  page.locator('[data-testid="inbox-table"] tbody tr, [data-testid="inbox-cards"] > li');

/**
 * Types `text` into an inbox list's search (labelled `label`) and waits until the list shown is the one searched for:
 * the search goes 300 ms after typing stops, so counting or auditing before that reads the list as it was (which can
 * even hold the same rows, dimmed a moment later while the search runs).
 */
export async function searchInbox(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).fill(text);
  const q = new URLSearchParams({ q: text.trim() }).toString().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.locator('a[href*="format=csv"]')).toHaveAttribute('href', new RegExp(`[?&]${q}(&|$)`));
  await expect(page.locator('[aria-busy="true"]:not(form, button)')).toHaveCount(0, { timeout: 10_000 });
}

/** Signs in as a Ukrainian manager and finds the door quote of customer `name` in the inbox: its row, the only one. */
export async function findQuoteInUkrainian(page: Page, name: string) {
  await signIn(page, { lang: 'uk' });
  await page.goto('/admin/quotes');
  await waitForHydration(page);
  await searchInbox(page, 'Пошук', name);
  const row = inboxRows(page);
  await expect(row).toHaveCount(1);
  return row;
}

/** The back office (the login page too) opens in `lang` until the test switches it: for specs that sign in by hand. */
export async function openAdminIn(page: Page, lang: 'en' | 'uk'): Promise<void> {
  await page.addInitScript((chosen) => {
    if (!localStorage.getItem('admin-lang')) localStorage.setItem('admin-lang', chosen);
  }, lang);
}

let visitor = 0;

export const test = base.extend<{ page: Page }>({
  // Each test is its own visitor (the per-IP form limits would otherwise count the whole suite as one), and a test
  // fails if the page broke the Content Security Policy (a blocked inline script, say).
  page: async ({ page }, use, testInfo) => {
    visitor++;
    await page.setExtraHTTPHeaders({
      'x-nf-client-connection-ip': `203.0.${testInfo.workerIndex % 250}.${visitor % 250}`,
    });
    // The page's forms get their token from the real endpoint, then hold it as if opened 10 s ago (agedFormToken).
    await page.route('**/api/form-token', async (route) => {
      const response = await route.fetch();
      expect(response.status()).toBe(200);
      await route.fulfill({ response, json: { token: await agedFormToken() } });
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        violations.push(`${page.url()}: ${message.text()}`);
      }
    });
    await use(page);
    // A form-token fetch still in flight when the test ends would fail the run outside any test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
});
export { expect };
