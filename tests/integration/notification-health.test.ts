// Notification health on the real database, against a real SMTP sink and a local stand-in for Telegram's Bot API
// (docs/product.md#notification-health): with no channel the back office is told that leads reach no one and
// the test message is refused; a test message goes out on every channel and records its success; a failing channel
// records its last error; settings present but wrong are named; a delivery from the outbox records the channel too.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import adminNotifications from '../../netlify/functions/admin-notifications.ts';
import adminNotificationsTest from '../../netlify/functions/admin-notifications-test.ts';
import quotes from '../../netlify/functions/quotes.ts';
import { sendTestMessage } from '../../src/features/notifications/health.server.ts';
import type { NotificationHealth, TestResult } from '../../src/features/notifications/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { afterWork, call, humanGuard, nextIp, signIn } from '../helpers.ts';
import {
  channelEnv,
  readMail,
  type SmtpSink,
  startSmtpSink,
  startTelegramStandIn,
  type TelegramStandIn,
} from './notifications-standins.ts';

let smtp: SmtpSink;
let telegram: TelegramStandIn;
let saved: NodeJS.ProcessEnv;
let cookie: string;
let email: string;

const CHANNEL_KEYS = [...Object.keys(channelEnv({ url: '' } as SmtpSink, { url: '' } as TelegramStandIn)), 'SMTP_PORT'];

beforeAll(async () => {
  saved = { ...process.env };
  [smtp, telegram] = await Promise.all([startSmtpSink(), startTelegramStandIn()]);
  ({ cookie, email } = await signIn());
});

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  for (const key of CHANNEL_KEYS) delete process.env[key];
  resetEnv();
  await getDb().deleteFrom('notification_health').execute();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  warn.mockRestore();
  process.env = { ...saved };
  resetEnv();
  telegram.mode = 'ok';
});

afterAll(async () => {
  await Promise.all([smtp.close(), telegram.close()]);
});

function configure(overrides: Record<string, string> = {}) {
  Object.assign(process.env, channelEnv(smtp, telegram), overrides);
  resetEnv();
}

const health = async () => {
  const response = await call(adminNotifications, 'GET', '/api/admin/notifications', { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationHealth;
};
const sendTest = () =>
  call(adminNotificationsTest, 'POST', '/api/admin/notifications/test', {
    headers: { cookie, 'x-requested-with': 'fetch' },
  });
const channel = (h: NotificationHealth, name: 'email' | 'telegram') => h.channels.find((c) => c.name === name);

describe('notification health', () => {
  it('says no channel is configured, and refuses a test message that would reach no one', async () => {
    const h = await health();
    expect(h.channels.map((c) => [c.name, c.configured])).toEqual([
      ['email', false],
      ['telegram', false],
    ]);
    const refused = await sendTest();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'No channel is configured: new leads reach no one',
    );
  });

  it('sends a test message on both channels and records their success', async () => {
    configure();
    const before = { mails: smtp.mails.length, telegrams: telegram.messages.length };
    const response = await sendTest();
    expect(response.status).toBe(200);
    expect(((await response.json()) as { results: TestResult[] }).results).toEqual([
      { channel: 'email', ok: true, error: null },
      { channel: 'telegram', ok: true, error: null },
    ]);
    expect(smtp.mails).toHaveLength(before.mails + 1);
    const mail = readMail(smtp.mails.at(-1)?.raw ?? '');
    expect(mail.subject).toBe('Test message from the back office');
    expect(mail.text).toContain(email);
    expect(telegram.messages).toHaveLength(before.telegrams + 1);
    const h = await health();
    for (const name of ['email', 'telegram'] as const) {
      expect(channel(h, name)).toMatchObject({ configured: true, configError: null, lastError: null });
      expect(Date.parse(channel(h, name)?.lastSuccessAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('records a failing channel’s last error, keeping its last success', async () => {
    configure();
    await sendTest();
    telegram.mode = 'fail';
    const response = await sendTest();
    const results = ((await response.json()) as { results: TestResult[] }).results;
    expect(results.find((r) => r.channel === 'telegram')).toMatchObject({ ok: false });
    expect(results.find((r) => r.channel === 'telegram')?.error).toMatch(/Telegram answered 500/);
    const telegramHealth = channel(await health(), 'telegram');
    expect(telegramHealth?.lastError).toMatch(/Telegram answered 500/);
    expect(telegramHealth?.lastSuccessAt).not.toBeNull();
    // The bot's token is never in what the back office reads.
    expect(JSON.stringify(await health())).not.toContain('TEST-token');
  });

  it('keeps a customer’s address out of a recorded error, and a failed record never throws', async () => {
    const rejecting = {
      name: 'email' as const,
      send: () => Promise.reject(new Error('550 5.1.1 <jane.customer@example.com>: Recipient address rejected')),
    };
    const [result] = await sendTestMessage(getDb(), email, [rejecting]);
    expect(result?.ok).toBe(false);
    const recorded = channel(await health(), 'email')?.lastError;
    expect(recorded).toBe('550 5.1.1 <[address]>: Recipient address rejected');
  });

  it('names settings that are present but wrong', async () => {
    configure({ NOTIFY_EMAIL_TO: 'not an address' });
    const email = channel(await health(), 'email');
    expect(email?.configured).toBe(true);
    expect(email?.configError).toMatch(/NOTIFY_EMAIL_TO/);
  });

  it('a notification delivered from the outbox records its channels', async () => {
    configure();
    const response = await call(quotes, 'POST', '/api/quotes', {
      ip: nextIp(),
      headers: { 'idempotency-key': randomUUID() },
      body: {
        productSlug: 'classic-oak',
        selections: {},
        customer: { name: 'Health check', phone: '+380 67 111 22 33' },
        ...humanGuard(),
      },
    });
    expect(response.status).toBe(201);
    await afterWork();
    const h = await health();
    expect(channel(h, 'email')?.lastSuccessAt).not.toBeNull();
    expect(channel(h, 'telegram')?.lastSuccessAt).not.toBeNull();
  });

  it('answers 401 without a session', async () => {
    const response = await call(adminNotifications, 'GET', '/api/admin/notifications');
    expect(response.status).toBe(401);
    const test = await call(adminNotificationsTest, 'POST', '/api/admin/notifications/test', {
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(test.status).toBe(401);
  });
});
