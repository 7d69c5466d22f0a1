// Notifications of new quotes and enquiries, against a real SMTP sink (smtp-server) and a local HTTP stand-in for
// Telegram's Bot API: sent right after the submission without holding it up, retried per channel with backoff,
// failed after the last attempt, never sent twice, and never in the way of a submission. (Several runs at once on
// the PostgreSQL server: notifications-concurrency.pg.test.ts.)
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import contact from '../../netlify/functions/contact.ts';
import scheduled, { config as scheduledConfig } from '../../netlify/functions/notifications-scheduled.ts';
import quotes from '../../netlify/functions/quotes.ts';
import { fromQuery } from '../../src/features/configurator/share.ts';
import { deliverDue, MAX_ATTEMPTS } from '../../src/features/notifications/outbox.server.ts';
import { interiorSchema } from '../../src/features/seed/option-schemas.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { type FunctionModule, routeToFunction } from '../../src/local/functions-router.ts';
import { getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { afterWork, call, humanGuard, nextIp } from '../helpers.ts';
import { expectConsoleError } from '../setup/console.ts';
import {
  channelEnv,
  readMail,
  type SmtpSink,
  startSmtpSink,
  startTelegramStandIn,
  type TelegramStandIn,
  unfold,
} from './notifications-standins.ts';

let smtp: SmtpSink;
let telegram: TelegramStandIn;
/** The environment as the setup files left it (the test database, the local Blobs context), restored after each test. */
let saved: NodeJS.ProcessEnv;

beforeAll(async () => {
  saved = { ...process.env };
  [smtp, telegram] = await Promise.all([startSmtpSink(), startTelegramStandIn()]);
});

// Each test starts from an empty outbox, so one test's leftovers are never sent by the next one's runs.
// Retries are logged as warnings: kept out of the output, and checked where they matter.
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  await getDb().deleteFrom('notification_outbox').execute();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  warn.mockRestore();
  process.env = { ...saved };
  resetEnv();
  telegram.mode = 'ok';
  telegram.release();
});

afterAll(async () => {
  await Promise.all([smtp.close(), telegram.close()]);
});

function configure(overrides: Record<string, string | undefined> = {}) {
  Object.assign(process.env, channelEnv(smtp, telegram), overrides);
  for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete process.env[key];
  resetEnv();
}

/** A quote; without an e-mail address unless given one (with one, the customer is sent a confirmation too). */
async function submitQuote(name: string, key = randomUUID(), extra: { email?: string; lang?: 'en' | 'uk' } = {}) {
  const response = await call(quotes, 'POST', '/api/quotes', {
    ip: nextIp(),
    headers: { 'idempotency-key': key },
    body: {
      productSlug: 'classic-oak',
      selections: { doorBlock: 'inside' },
      customer: { name, email: extra.email, phone: '+380 67 111 22 33' },
      notes: 'Measure on Friday',
      lang: extra.lang,
      ...humanGuard(),
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The manager's notification about a submission (a quote's confirmation to its customer has the same subject). */
const outboxOf = (subjectId: string, kind: 'QUOTE' | 'INQUIRY' | 'QUOTE_CONFIRMATION' | undefined = undefined) =>
  getDb()
    .selectFrom('notification_outbox')
    .selectAll()
    .where('subject_id', '=', subjectId)
    .where('kind', kind ? '=' : '!=', kind ?? 'QUOTE_CONFIRMATION')
    .executeTakeFirstOrThrow();

const counts = () => ({ mails: smtp.mails.length, telegrams: telegram.messages.length });

describe('notifications', () => {
  it('a new quote is emailed and sent to Telegram right after it is stored', async () => {
    configure();
    const before = counts();
    const id = await submitQuote('Marta Notify', randomUUID(), { email: 'client@example.com' });
    await vi.waitFor(async () => expect((await outboxOf(id)).status).toBe('SENT'), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await outboxOf(id, 'QUOTE_CONFIRMATION')).status).toBe('SENT'), {
      timeout: 10_000,
    });
    // The manager's e-mail and Telegram message, and the customer's own confirmation.
    expect(counts()).toEqual({ mails: before.mails + 2, telegrams: before.telegrams + 1 });

    const quote = await getDb()
      .selectFrom('quotes')
      .select(['total_price_cents', 'reference'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const total = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'UAH',
      maximumFractionDigits: 0,
    }).format(Math.round(quote.total_price_cents / 100));
    expect(total).toMatch(/^UAH\s[\d,]+$/);

    const mail = smtp.mails.find((m) => m.to.includes('manager@doors.example'));
    expect(mail?.from).toBe('site@doors.example');
    expect(mail?.to).toEqual(['manager@doors.example', 'owner@doors.example']);
    const raw = unfold(mail?.raw ?? '');
    expect(raw).toContain(`Subject: New door quote ${quote.reference}: Classic Oak for Marta Notify`);
    expect(raw).toContain('Reply-To: client@example.com');
    for (const text of [
      `Reference: ${quote.reference}`,
      'Product: Classic Oak',
      `Total: ${total}`,
      'Customer: Marta Notify',
      'Phone: +380 67 111 22 33',
      'Email: client@example.com',
      'Notes: Measure on Friday',
      'https://doors.example/admin/quotes',
    ]) {
      expect(raw).toContain(text);
    }

    const message = telegram.messages.at(-1);
    expect(message?.path).toBe('/bot123456:TEST-token/sendMessage');
    expect(message?.body.chat_id).toBe('-100200300');
    expect(message?.body).not.toHaveProperty('parse_mode');
    expect(message?.body.text).toBe(
      [
        `New door quote ${quote.reference}: Classic Oak for Marta Notify`,
        '',
        `Reference: ${quote.reference}`,
        'Product: Classic Oak',
        `Total: ${total}`,
        'Customer: Marta Notify',
        'Phone: +380 67 111 22 33',
        'Email: client@example.com',
        'Notes: Measure on Friday',
        '',
        'Open in the back office: https://doors.example/admin/quotes',
      ].join('\n'),
    );
    const row = await outboxOf(id);
    expect(row).toMatchObject({ kind: 'QUOTE', attempts: 1, sent_channels: ['email', 'telegram'], last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('a furniture request too, and a replay of the same submission sends nothing more', async () => {
    configure();
    const key = randomUUID();
    const body = { name: 'Ivan Notify', phone: '+380501112233', message: 'Wardrobe <b>2.4 m</b>', ...humanGuard() };
    const send = () =>
      call(contact, 'POST', '/api/contact/furniture', {
        params: { type: 'furniture' },
        ip: nextIp(),
        headers: { 'idempotency-key': key },
        body,
      });
    const first = await send();
    expect(first.status, await first.clone().text()).toBe(201);
    const { id, reference } = (await first.json()) as { id: string; reference: string };
    await vi.waitFor(async () => expect((await outboxOf(id)).status).toBe('SENT'), { timeout: 10_000 });
    const after = counts();
    const replay = await send();
    expect(replay.status, await replay.clone().text()).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    await deliverDue(getDb());
    expect(counts()).toEqual(after);
    const outbox = await getDb().selectFrom('notification_outbox').select('id').where('subject_id', '=', id).execute();
    expect(outbox).toHaveLength(1);
    // Plain text: what the visitor typed is passed on as it is, never read as markup.
    expect(telegram.messages.at(-1)?.body.text).toBe(
      [
        `New furniture request ${reference} from Ivan Notify`,
        '',
        `Reference: ${reference}`,
        'Type: Furniture request',
        'Name: Ivan Notify',
        'Phone: +380501112233',
        'Message: Wardrobe <b>2.4 m</b>',
        '',
        'Open in the back office: https://doors.example/admin/furniture-quotes',
      ].join('\n'),
    );
    expect(smtp.mails.at(-1)?.raw).not.toContain('Reply-To');
  });

  it('a general enquiry names its type, sender, contact and message', async () => {
    configure({ URL: undefined });
    const response = await call(contact, 'POST', '/api/contact/general', {
      params: { type: 'general' },
      ip: nextIp(),
      headers: { 'idempotency-key': randomUUID() },
      body: { name: 'Olena Ask', email: 'olena@example.com', message: 'Do you deliver to Lviv?', ...humanGuard() },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { id, reference } = (await response.json()) as { id: string; reference: string };
    await vi.waitFor(async () => expect((await outboxOf(id)).status).toBe('SENT'), { timeout: 10_000 });
    // Without URL there is no link.
    expect(telegram.messages.at(-1)?.body.text).toBe(
      [
        `New enquiry ${reference} from Olena Ask`,
        '',
        `Reference: ${reference}`,
        'Type: General enquiry',
        'Name: Olena Ask',
        'Email: olena@example.com',
        'Message: Do you deliver to Lviv?',
      ].join('\n'),
    );
    const raw = unfold(smtp.mails.at(-1)?.raw ?? '');
    expect(raw).toContain(`Subject: New enquiry ${reference} from Olena Ask`);
    expect(raw).toContain('Reply-To: olena@example.com');
  });

  it("a visitor's line breaks stay indented under their label: none can pass for a line of ours", async () => {
    configure();
    const message = 'Thanks!\n\nOpen in the back office: https://evil.example/admin\nPhone: +380 00 000 0000';
    const response = await call(contact, 'POST', '/api/contact/general', {
      params: { type: 'general' },
      ip: nextIp(),
      headers: { 'idempotency-key': randomUUID() },
      body: { name: 'Olena Ask', email: 'olena@example.com', message, ...humanGuard() },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await vi.waitFor(async () => expect((await outboxOf(id)).status).toBe('SENT'), { timeout: 10_000 });
    const lines = telegram.messages.at(-1)?.body.text.split('\n') ?? [];
    expect(lines.filter((l) => l.startsWith('Open in the back office:'))).toEqual([
      'Open in the back office: https://doors.example/admin/general-quotes',
    ]);
    expect(lines.filter((l) => l.startsWith('Phone:'))).toEqual([]);
    expect(lines).toContain('    Open in the back office: https://evil.example/admin');
  });

  it('Telegram answering 500: the quote is still stored, email goes once, a later run resends Telegram alone', async () => {
    configure();
    telegram.mode = 'fail';
    const before = counts();
    const received = telegram.received.length;
    const id = await submitQuote('Oleh Retry');
    await vi.waitFor(async () => expect((await outboxOf(id)).attempts).toBe(1), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await outboxOf(id)).last_error).not.toBeNull(), { timeout: 10_000 });
    let row = await outboxOf(id);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, sent_channels: ['email'] });
    expect(row.last_error).toBe(
      'telegram: Telegram answered 500: {"ok":false,"error_code":500,"description":"Internal Server Error"}',
    );
    expect(row.next_attempt_at.getTime()).toBeGreaterThanOrEqual(row.created_at.getTime() + 60_000);
    expect(telegram.received.length).toBe(received + 1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^\\[notifications\\] QUOTE ${id}, attempt 1: telegram: Telegram answered 500`)),
    );
    expect(counts()).toEqual({ mails: before.mails + 1, telegrams: before.telegrams });
    expect(await getDb().selectFrom('quotes').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();

    // Not due yet: nothing is claimed.
    expect((await deliverDue(getDb())).claimed).toBe(0);
    telegram.mode = 'ok';
    const report = await deliverDue(getDb(), { now: new Date(row.next_attempt_at.getTime() + 1000) });
    expect(report).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    row = await outboxOf(id);
    expect(row).toMatchObject({ status: 'SENT', attempts: 2, sent_channels: ['email', 'telegram'], last_error: null });
    expect(counts()).toEqual({ mails: before.mails + 1, telegrams: before.telegrams + 1 });
  });

  it('Telegram not answering: the visitor is answered at once, the request times out, email still goes', async () => {
    configure({ NOTIFY_TIMEOUT_MS: '1000' });
    telegram.mode = 'hang';
    const before = counts();
    const id = await submitQuote('Hanna Hang');
    // The answer came while Telegram's request is still open: the submission did not wait for it.
    expect(await outboxOf(id)).toMatchObject({ status: 'PENDING', last_error: null });
    await vi.waitFor(async () => expect((await outboxOf(id)).last_error).toBe('telegram: no answer within 1000 ms'), {
      timeout: 10_000,
    });
    expect(await outboxOf(id)).toMatchObject({ status: 'PENDING', attempts: 1, sent_channels: ['email'] });
    expect(counts()).toEqual({ mails: before.mails + 1, telegrams: before.telegrams });
  });

  it('a run stops claiming when its time budget is spent; the rest waits for the next run', async () => {
    const ids = [await submitQuote('Budget A'), await submitQuote('Budget B'), await submitQuote('Budget C')];
    configure({ NOTIFY_TIMEOUT_MS: '1500' });
    telegram.mode = 'hang';
    const report = await deliverDue(getDb(), { budgetMs: 500 });
    expect(report).toEqual({ claimed: 1, sent: 0, retrying: 1, failed: 0 });
    const rows = await Promise.all(ids.map((id) => outboxOf(id)));
    expect(rows.map((row) => row.attempts).sort()).toEqual([0, 0, 1]);
  });

  it('a misconfigured channel is logged and retried, never in the way; fixed, it sends only what it missed', async () => {
    expectConsoleError(1);
    configure({ NOTIFY_EMAIL_TO: 'the manager' });
    const before = counts();
    const id = await submitQuote('Petro Config');
    await vi.waitFor(async () => expect((await outboxOf(id)).attempts).toBe(1), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await outboxOf(id)).last_error).not.toBeNull(), { timeout: 10_000 });
    const row = await outboxOf(id);
    expect(row).toMatchObject({ status: 'PENDING', sent_channels: ['telegram'] });
    expect(row.last_error).toBe(
      'email: Email notifications are misconfigured (NOTIFY_EMAIL_TO: must be an email address)',
    );
    expect(counts()).toEqual({ mails: before.mails, telegrams: before.telegrams + 1 });

    // Fixed, here with host and port instead of a URL.
    configure({ SMTP_URL: undefined, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) });
    const report = await deliverDue(getDb(), { now: new Date(row.next_attempt_at.getTime() + 1000) });
    expect(report).toMatchObject({ sent: 1 });
    expect(await outboxOf(id)).toMatchObject({ status: 'SENT', sent_channels: ['telegram', 'email'] });
    expect(counts()).toEqual({ mails: before.mails + 1, telegrams: before.telegrams + 1 });
    expect(smtp.mails.at(-1)?.to).toEqual(['manager@doors.example', 'owner@doors.example']);
  });

  it('SMTP down: each attempt waits longer, and the last one marks it FAILED keeping the reason', async () => {
    expectConsoleError(1); // the give-up is logged as an error
    const id = await submitQuote('Nina Backoff');
    configure({ SMTP_URL: 'smtp://127.0.0.1:1' });
    let now = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDue(getDb(), { now });
      const row = await outboxOf(id);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe('PENDING');
        waits.push(row.next_attempt_at.getTime() - now.getTime());
        // Just before it is due, nothing happens.
        expect((await deliverDue(getDb(), { now: new Date(row.next_attempt_at.getTime() - 1000) })).claimed).toBe(0);
        now = new Date(row.next_attempt_at.getTime() + 1000);
      } else {
        expect(row.status).toBe('FAILED');
        expect(row.last_error).toMatch(/^email: .*(ECONNREFUSED|connect)/i);
        expect(row.sent_channels).toEqual(['telegram']);
      }
    }
    // 1 min, 2, 4 … (each +0–20 % jitter), up to the 6 h cap.
    expect(waits[0]).toBeGreaterThanOrEqual(60_000);
    expect(waits[0]).toBeLessThanOrEqual(72_000);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan((waits[i - 1] ?? 0) * 1.6);
    expect(waits.at(-1)).toBeGreaterThanOrEqual(256 * 60_000);
    expect(waits.at(-1)).toBeLessThanOrEqual(6 * 60 * 60_000 * 1.2 + 1000);
    // A FAILED row is never tried again.
    expect((await deliverDue(getDb(), { now: new Date(now.getTime() + 86_400_000) })).claimed).toBe(0);
  });

  it('without any channel configured nothing is claimed, attempts stay untouched and nothing is logged', async () => {
    const id = await submitQuote('Quiet');
    expect(await deliverDue(getDb())).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
    expect(await outboxOf(id)).toMatchObject({ status: 'PENDING', attempts: 0, last_error: null });
  });

  it('a notification of a submission that is gone, or left unsent for a week, is given up', async () => {
    expectConsoleError(1);
    const orphan = randomUUID();
    await getDb()
      .insertInto('notification_outbox')
      .values({ kind: 'INQUIRY', subject_id: orphan, payload: JSON.stringify({}) })
      .execute();
    const old = await submitQuote('Old News');
    await sql`update notification_outbox set created_at = now() - interval '8 days' where subject_id = ${old}`.execute(
      getDb(),
    );
    configure();
    const before = counts();
    await deliverDue(getDb());
    expect(await outboxOf(orphan)).toMatchObject({ status: 'FAILED', last_error: 'The submission no longer exists' });
    expect(await outboxOf(old)).toMatchObject({ status: 'FAILED', attempts: 0, last_error: 'Not sent within 7 days' });
    expect(counts()).toEqual(before);
  });

  it('the scheduled function sends what is due, and the local router never serves it as a route', async () => {
    const ids = [await submitQuote('Scheduled A'), await submitQuote('Scheduled B')];
    configure();
    const response = await scheduled();
    expect(await response.json()).toEqual({ claimed: 2, sent: 2, retrying: 0, failed: 0, ran: true });
    for (const id of ids) expect((await outboxOf(id)).status).toBe('SENT');
    expect(scheduledConfig).toEqual({ schedule: '* * * * *' });
    const mod = { default: scheduled, config: scheduledConfig } as FunctionModule;
    for (const path of ['/', '/notifications-scheduled', '/.netlify/functions/notifications-scheduled']) {
      expect(await routeToFunction(new Request(`http://localhost:4321${path}`), [mod])).toBeUndefined();
    }
  });
});

/** A mail's subject and text, whatever encoding nodemailer chose (base64 for mostly non-Latin text). */
describe("the customer's confirmation of a quote request (docs/product.md#quotes)", () => {
  const confirmationMail = (to: string) => smtp.mails.find((m) => m.to.includes(to));

  it('goes to the customer alone, in their language: reference, door, options, total, the note, contacts, the link back', async () => {
    configure();
    const before = counts();
    const response = await call(quotes, 'POST', '/api/quotes', {
      ip: nextIp(),
      headers: { 'idempotency-key': randomUUID() },
      body: {
        productSlug: 'classic-oak',
        selections: { doorBlock: 'inside', heightMm: 2150, casingFront: 'telescopic' },
        customer: { name: 'Оксана', email: 'oksana@example.com', phone: '+380 67 111 22 33' },
        lang: 'uk',
        ...humanGuard(),
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as { id: string; reference: string; confirmationEmail: string | null };
    expect(created.confirmationEmail).toBe('oksana@example.com');
    await vi.waitFor(async () => expect((await outboxOf(created.id, 'QUOTE_CONFIRMATION')).status).toBe('SENT'), {
      timeout: 10_000,
    });
    await vi.waitFor(async () => expect((await outboxOf(created.id)).status).toBe('SENT'), { timeout: 10_000 });
    // The customer's e-mail besides the manager's; Telegram carries only the manager's.
    expect(counts()).toEqual({ mails: before.mails + 2, telegrams: before.telegrams + 1 });
    const mail = confirmationMail('oksana@example.com');
    expect(mail?.to).toEqual(['oksana@example.com']);
    const { subject, text: raw } = readMail(mail?.raw ?? '');
    expect(subject).toBe(`Ваш запит на двері ${created.reference}`);
    const row = await getDb().selectFrom('quotes').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    const total = formatMoney(row.total_price_cents, 'uk');
    for (const text of [
      'Вітаємо!',
      `Номер запиту: ${created.reference}`,
      'Двері: «Класика» дуб',
      'Розмір: 2150 × 800 мм',
      'З відкриванням всередину',
      `Разом: ${total}`,
      'Остаточна ціна може дещо відрізнятися після заміру на об’єкті.',
      'протягом 2–4 годин',
      '+380 44 123 45 67',
      'hello@doors-joinery.com.ua',
    ]) {
      expect(raw).toContain(text);
    }
    // Greeted without the name typed with the address (decision 018).
    expect(raw).not.toContain('Оксана');
    // The link reopens this very configuration, on the Ukrainian page.
    const link = /Відкрити вашу конфігурацію знову: (\S+)/.exec(raw)?.[1] ?? '';
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://doors.example/uk/customizer');
    expect(url.searchParams.get('slug')).toBe('classic-oak');
    expect(fromQuery(url.search, interiorSchema)).toEqual(row.selections);
  });

  it('is not queued without an address, nor while e-mail is not set up', async () => {
    configure();
    const withoutAddress = await submitQuote('No Address');
    configure({ SMTP_URL: undefined, NOTIFY_EMAIL_FROM: undefined, NOTIFY_EMAIL_TO: undefined });
    const withoutEmail = await submitQuote('No Email', randomUUID(), { email: 'someone@example.com' });
    const kinds = await getDb()
      .selectFrom('notification_outbox')
      .select('kind')
      .where('subject_id', 'in', [withoutAddress, withoutEmail])
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['QUOTE', 'QUOTE']);
  });

  it('a failed send is retried by the outbox', async () => {
    // Delivery passes the earlier tests' submissions left running read their own settings: let them end first.
    await afterWork();
    // An SMTP server that is not there: the customer's e-mail (and the manager's) fail and wait for their retry.
    configure({ SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_TIMEOUT_MS: '1000' });
    const id = await submitQuote('Retry Me', randomUUID(), { email: 'retry@example.com' });
    // A loaded machine can take a while to see the first attempt fail: room for it.
    await vi.waitFor(async () => expect((await outboxOf(id, 'QUOTE_CONFIRMATION')).attempts).toBe(1), {
      timeout: 25_000,
    });
    await vi.waitFor(async () => expect((await outboxOf(id, 'QUOTE_CONFIRMATION')).last_error).toMatch(/^email: /), {
      timeout: 25_000,
    });
    const failed = await outboxOf(id, 'QUOTE_CONFIRMATION');
    expect(failed.status).toBe('PENDING');
    expect(confirmationMail('retry@example.com')).toBeUndefined();

    configure();
    await deliverDue(getDb(), { now: new Date(failed.next_attempt_at.getTime() + 1000) });
    expect(await outboxOf(id, 'QUOTE_CONFIRMATION')).toMatchObject({ status: 'SENT', sent_channels: ['email'] });
    expect(confirmationMail('retry@example.com')?.to).toEqual(['retry@example.com']);
  }, 60_000);
});
