// Notifications of new quotes and enquiries, against a real SMTP sink (smtp-server) and a local HTTP stand-in for
// Telegram's Bot API: sent right after the submission without holding it up, retried per channel with backoff,
// failed after the last attempt, never sent twice, and never in the way of a submission.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import contact from '../../netlify/functions/contact.ts';
import quotes from '../../netlify/functions/quotes.ts';
import { backoffSeconds, deliverDue, MAX_ATTEMPTS } from '../../src/features/notifications/outbox.server.ts';
import { getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { call, humanGuard, nextIp } from '../helpers.ts';

const mails: { to: string[]; raw: string }[] = [];
const telegrams: { path: string; body: { chat_id: string; text: string } }[] = [];
let telegramAnswers: 'ok' | 'fail' = 'ok';
let smtp: SMTPServer;
let smtpPort: number;
let telegram: Server;
let telegramUrl: string;
const saved = { ...process.env };

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpPort = (smtp.server.address() as AddressInfo).port;

  telegram = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      if (telegramAnswers === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"ok":false,"description":"Internal"}');
        return;
      }
      telegrams.push({ path: req.url ?? '', body: JSON.parse(body) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true,"result":{}}');
    });
  });
  telegram.listen(0, '127.0.0.1');
  await once(telegram, 'listening');
  telegramUrl = `http://127.0.0.1:${(telegram.address() as AddressInfo).port}`;
});

afterEach(() => {
  process.env = { ...saved };
  resetEnv();
  telegramAnswers = 'ok';
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => telegram.close(() => resolve()));
});

function configure(channels: { smtp?: string } = {}) {
  Object.assign(process.env, {
    SMTP_URL: channels.smtp ?? `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_EMAIL_FROM: 'site@doors.example',
    NOTIFY_EMAIL_TO: 'manager@doors.example, owner@doors.example',
    TELEGRAM_BOT_TOKEN: '123456:TEST-token',
    TELEGRAM_CHAT_ID: '-100200300',
    TELEGRAM_API_URL: telegramUrl,
    URL: 'https://doors.example',
  });
  resetEnv();
}

async function submitQuote(name: string, key = randomUUID()) {
  const response = await call(quotes, 'POST', '/api/quotes', {
    ip: nextIp(),
    headers: { 'idempotency-key': key },
    body: {
      productSlug: 'classic-oak',
      selections: { doorBlock: 'inside' },
      customer: { name, email: 'client@example.com', phone: '+380 67 111 22 33' },
      notes: 'Measure on Friday',
      ...humanGuard(),
    },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const outboxOf = (subjectId: string) =>
  getDb().selectFrom('notification_outbox').selectAll().where('subject_id', '=', subjectId).executeTakeFirstOrThrow();

describe('notifications', () => {
  it('a new quote is emailed and sent to Telegram right after it is stored', async () => {
    configure();
    const before = { mails: mails.length, telegrams: telegrams.length };
    const id = await submitQuote('Marta Notify');
    await vi.waitFor(async () => expect((await outboxOf(id)).status).toBe('SENT'), { timeout: 10_000 });
    expect(mails.length).toBe(before.mails + 1);
    expect(telegrams.length).toBe(before.telegrams + 1);
    const mail = mails.at(-1);
    expect(mail?.to).toEqual(['manager@doors.example', 'owner@doors.example']);
    expect(mail?.raw).toContain('Subject: New door quote: Classic Oak for Marta Notify');
    expect(mail?.raw).toContain('Phone: +380 67 111 22 33');
    expect(mail?.raw).toContain('https://doors.example/admin/quotes');
    const message = telegrams.at(-1);
    expect(message?.path).toBe('/bot123456:TEST-token/sendMessage');
    expect(message?.body.chat_id).toBe('-100200300');
    expect(message?.body.text).toMatch(/Total: UAH\s[\d,]+/);
    expect(message?.body.text).toContain('Notes: Measure on Friday');
    const row = await outboxOf(id);
    expect(row.sent_channels).toEqual(['email', 'telegram']);
    expect(row.attempts).toBe(1);
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
    const { id } = (await first.json()) as { id: string };
    await vi.waitFor(async () => expect((await outboxOf(id)).status).toBe('SENT'), { timeout: 10_000 });
    const counts = { mails: mails.length, telegrams: telegrams.length };
    const replay = await send();
    expect(replay.status, await replay.clone().text()).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    await deliverDue(getDb());
    expect({ mails: mails.length, telegrams: telegrams.length }).toEqual(counts);
    expect(telegrams.at(-1)?.body.text).toContain('New furniture request from Ivan Notify');
    // Sent as plain text: what the visitor typed is not markup.
    expect(telegrams.at(-1)?.body).not.toHaveProperty('parse_mode');
    expect(telegrams.at(-1)?.body.text).toContain('Wardrobe <b>2.4 m</b>');
  });

  it('Telegram failing: the quote is stored, email goes once, Telegram alone is retried later', async () => {
    const id = await submitQuote('Oleh Retry'); // no channel configured yet: nothing is sent
    expect((await outboxOf(id)).status).toBe('PENDING');
    configure();
    telegramAnswers = 'fail';
    const mailsBefore = mails.length;
    const now = new Date();
    await deliverDue(getDb(), { now });
    let row = await outboxOf(id);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, sent_channels: ['email'] });
    expect(row.last_error).toContain('telegram: Telegram answered 500');
    expect(row.next_attempt_at.getTime()).toBeGreaterThanOrEqual(now.getTime() + 60_000);
    expect(mails.length).toBe(mailsBefore + 1);

    // Not due yet: nothing happens.
    expect((await deliverDue(getDb(), { now: new Date(now.getTime() + 30_000) })).claimed).toBe(0);
    telegramAnswers = 'ok';
    const telegramsBefore = telegrams.length;
    await deliverDue(getDb(), { now: new Date(row.next_attempt_at.getTime() + 1000) });
    row = await outboxOf(id);
    expect(row).toMatchObject({ status: 'SENT', attempts: 2, sent_channels: ['email', 'telegram'], last_error: null });
    expect(mails.length).toBe(mailsBefore + 1);
    expect(telegrams.length).toBe(telegramsBefore + 1);
  });

  it('SMTP down: each attempt waits longer, and the last one marks it FAILED with the reason', async () => {
    const id = await submitQuote('Nina Backoff');
    configure({ smtp: 'smtp://127.0.0.1:1' });
    let now = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDue(getDb(), { now });
      const row = await outboxOf(id);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe('PENDING');
        waits.push(row.next_attempt_at.getTime() - now.getTime());
        now = new Date(row.next_attempt_at.getTime() + 1000);
      } else {
        expect(row.status).toBe('FAILED');
        expect(row.last_error).toMatch(/^email: .*(ECONNREFUSED|connect)/i);
        expect(row.sent_channels).toEqual(['telegram']);
      }
    }
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan((waits[i - 1] ?? 0) * 0.99);
    expect(waits.at(-1)).toBeLessThanOrEqual(6 * 60 * 60 * 1000 * 1.2 + 1000);
  });

  it('two runs at once never send the same notification twice', async () => {
    const ids = [await submitQuote('Run A'), await submitQuote('Run B'), await submitQuote('Run C')];
    configure();
    const before = telegrams.length;
    const reports = await Promise.all([deliverDue(getDb()), deliverDue(getDb()), deliverDue(getDb())]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect((await outboxOf(id)).status).toBe('SENT');
    const texts = telegrams.slice(before).map((t) => t.body.text);
    for (const name of ['Run A', 'Run B', 'Run C']) {
      expect(texts.filter((text) => text.includes(`for ${name}`))).toHaveLength(1);
    }
  });

  it('without any channel configured nothing is claimed and the rows wait', async () => {
    const id = await submitQuote('Quiet');
    expect(await deliverDue(getDb())).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
    expect(await outboxOf(id)).toMatchObject({ status: 'PENDING', attempts: 0 });
  });

  it('backs off 1, 2, 4 … minutes with jitter, capped at 6 hours', () => {
    expect(backoffSeconds(1, 0)).toBe(60);
    expect(backoffSeconds(2, 0)).toBe(120);
    expect(backoffSeconds(3, 1)).toBe(288);
    expect(backoffSeconds(20, 0)).toBe(21_600);
  });
});
