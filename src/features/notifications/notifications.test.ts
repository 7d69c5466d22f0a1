// Notification settings as read from the environment (a channel is off, on, or on but misconfigured — never a throw)
// and the retry schedule.
import { describe, expect, it } from 'vitest';
import { demoSettings } from '../seed/settings.ts';
import { readNotifySettings } from './config.server.ts';
import { mailboxKey } from './confirmation-limits.server.ts';
import { confirmationMessage } from './messages.server.ts';
import { backoffSeconds } from './outbox.server.ts';

describe('notification settings', () => {
  it('both channels are off when nothing is set, and an empty value counts as unset', () => {
    expect(readNotifySettings({})).toEqual({
      email: undefined,
      telegram: undefined,
      siteUrl: undefined,
      timeoutMs: 10_000,
    });
    expect(
      readNotifySettings({ SMTP_URL: '', TELEGRAM_BOT_TOKEN: '', TELEGRAM_API_URL: 'http://x.test' }),
    ).toMatchObject({
      email: undefined,
      telegram: undefined,
    });
  });

  it('email from a URL, one or several recipients, a sender with or without a name', () => {
    const settings = readNotifySettings({
      SMTP_URL: 'smtps://user:p%40ss@mail.example.com:465',
      NOTIFY_EMAIL_FROM: 'Doors <site@doors.example>',
      NOTIFY_EMAIL_TO: ' a@doors.example ,b@doors.example, ',
      URL: 'https://doors.example/',
      NOTIFY_TIMEOUT_MS: '2500',
    });
    expect(settings).toEqual({
      email: {
        ok: true,
        value: {
          smtp: { url: 'smtps://user:p%40ss@mail.example.com:465' },
          from: 'Doors <site@doors.example>',
          to: ['a@doors.example', 'b@doors.example'],
        },
      },
      telegram: undefined,
      siteUrl: 'https://doors.example',
      timeoutMs: 2500,
    });
    expect(
      readNotifySettings({
        SMTP_URL: 'smtp://h:25',
        NOTIFY_EMAIL_FROM: 'site@doors.example',
        NOTIFY_EMAIL_TO: 'a@x.test',
      }).email,
    ).toMatchObject({ ok: true });
  });

  it('email from host and port: secure on 465 or when asked, credentials in pairs', () => {
    const base = { NOTIFY_EMAIL_FROM: 'site@doors.example', NOTIFY_EMAIL_TO: 'a@doors.example' };
    expect(readNotifySettings({ ...base, SMTP_HOST: 'mail.test' }).email).toMatchObject({
      ok: true,
      value: { smtp: { host: 'mail.test', port: 587, secure: false } },
    });
    expect(
      readNotifySettings({ ...base, SMTP_HOST: 'mail.test', SMTP_PORT: '465', SMTP_USER: 'u', SMTP_PASSWORD: 'p:w@' })
        .email,
    ).toMatchObject({
      ok: true,
      value: { smtp: { host: 'mail.test', port: 465, secure: true, auth: { user: 'u', pass: 'p:w@' } } },
    });
    expect(readNotifySettings({ ...base, SMTP_HOST: 'mail.test', SMTP_SECURE: 'true' }).email).toMatchObject({
      value: { smtp: { port: 465, secure: true } },
    });
    expect(readNotifySettings({ ...base, SMTP_HOST: 'mail.test', SMTP_USER: 'u' }).email).toEqual({
      ok: false,
      error: 'Email notifications are misconfigured (SMTP_PASSWORD: SMTP_USER and SMTP_PASSWORD go together)',
    });
  });

  it('a channel with some settings but not all, or a wrong one, is misconfigured with a message naming them', () => {
    expect(readNotifySettings({ NOTIFY_EMAIL_TO: 'a@doors.example' }).email).toEqual({
      ok: false,
      error:
        'Email notifications are misconfigured (NOTIFY_EMAIL_FROM: is not set; ' +
        'SMTP_URL: is not set (set SMTP_URL, or SMTP_HOST and SMTP_PORT …))',
    });
    expect(
      readNotifySettings({ SMTP_URL: 'http://mail', NOTIFY_EMAIL_FROM: 'nobody', NOTIFY_EMAIL_TO: 'a@doors.example' })
        .email,
    ).toEqual({
      ok: false,
      error:
        'Email notifications are misconfigured (SMTP_URL: must be an smtp:// or smtps:// URL; ' +
        'NOTIFY_EMAIL_FROM: must be an address, or a name and <address>)',
    });
    expect(readNotifySettings({ TELEGRAM_BOT_TOKEN: '123:abc' }).telegram).toEqual({
      ok: false,
      error: 'Telegram notifications are misconfigured (TELEGRAM_CHAT_ID: is not set)',
    });
    expect(readNotifySettings({ TELEGRAM_BOT_TOKEN: 'token', TELEGRAM_CHAT_ID: 'chat' }).telegram).toMatchObject({
      ok: false,
      error: expect.stringContaining('TELEGRAM_BOT_TOKEN: must look like 123456:ABC-DEF'),
    });
  });

  it('Telegram: the official API unless another is given; a bad site URL or timeout falls back', () => {
    const settings = readNotifySettings({
      TELEGRAM_BOT_TOKEN: '123456:ABC-def_1',
      TELEGRAM_CHAT_ID: '@doors_orders',
      URL: 'not a url',
      NOTIFY_TIMEOUT_MS: 'soon',
    });
    expect(settings).toEqual({
      email: undefined,
      telegram: {
        ok: true,
        value: { token: '123456:ABC-def_1', chatId: '@doors_orders', apiUrl: 'https://api.telegram.org' },
      },
      siteUrl: undefined,
      timeoutMs: 10_000,
    });
    expect(
      readNotifySettings({
        TELEGRAM_BOT_TOKEN: '1:a',
        TELEGRAM_CHAT_ID: '-100',
        TELEGRAM_API_URL: 'http://127.0.0.1:9/',
      }).telegram,
    ).toMatchObject({ ok: true, value: { apiUrl: 'http://127.0.0.1:9' } });
  });
});

describe('retry schedule', () => {
  it('1, 2, 4 … minutes plus up to 20% jitter, capped at 6 hours', () => {
    expect([1, 2, 3, 4, 9].map((attempts) => backoffSeconds(attempts, 0))).toEqual([60, 120, 240, 480, 15_360]);
    expect(backoffSeconds(3, 1)).toBe(288);
    expect(backoffSeconds(10, 0)).toBe(21_600);
    expect(backoffSeconds(40, 0.5)).toBe(23_760);
  });
});

describe("the customer's confirmation", () => {
  it("speaks the business's settings at send time: its reply-time promise, phone, e-mail and name", () => {
    const business = {
      ...demoSettings,
      phones: ['+380 67 000 00 01'],
      email: 'orders@shop.example',
      replyTime: { en: 'by the next working day', uk: 'до наступного робочого дня' },
    };
    const payload = {
      lang: 'uk' as const,
      to: 'oksana@example.com',
      name: 'Оксана',
      reference: 'D-10001',
      productName: 'Класика Дуб',
      size: null,
      options: [],
      totalPriceCents: 1_234_500,
      path: '/uk/customizer?slug=classic-oak',
    };
    const { text } = confirmationMessage(payload, 'https://doors.example', business);
    expect(text).toContain('Менеджер зв’яжеться з вами до наступного робочого дня, щоб підтвердити ціну');
    expect(text).not.toContain('2–4');
    expect(text).toContain('+380 67 000 00 01');
    expect(text).toContain('orders@shop.example');
    expect(confirmationMessage({ ...payload, lang: 'en' }, undefined, business).text).toContain(
      'A manager will contact you by the next working day to confirm',
    );
  });

  it('lists a project’s doors, numbered, by the shop’s names: quantity × price, size, options; the total', () => {
    const payload = {
      lang: 'en' as const,
      to: 'family@example.com',
      name: 'Olena',
      reference: 'D-10002',
      productName: 'Classic Oak',
      size: null,
      options: [],
      totalPriceCents: 9_000_000,
      path: '',
      doors: [
        {
          name: 'Classic Oak',
          room: 'Bedroom 1',
          quantity: 2,
          size: { height: 2100, width: 800 },
          options: [{ label: 'Handle', value: 'Premium' }],
          unitPriceCents: 3_000_000,
        },
        { name: 'Concealed Basic', room: null, quantity: 1, size: null, options: [], unitPriceCents: 3_000_000 },
      ],
    };
    const { text } = confirmationMessage(payload, 'https://doors.example', demoSettings);
    // Money reads with a no-break space (Intl). Neither the visitor's name nor a room (free text anyone may send to
    // any address) is in it, even from a row queued before they were left out.
    expect(text).toMatch(/^Hello,\n/);
    expect(text).toMatch(/1\. Classic Oak: 2 × UAH\s30,000\n {4}Size: 2100 × 800 mm\n/);
    expect(text).not.toContain('Olena');
    expect(text).not.toContain('Bedroom');
    expect(text).toContain('    Handle: Premium');
    expect(text).toContain('2. Concealed Basic: 1 × ');
    expect(text).toMatch(/Total: UAH\s90,000/);
    // No link to reopen it yet (the project page is not built): none rather than a broken one.
    expect(text).not.toContain('https://doors.example/');
  });
});

describe('the mailbox a confirmation counts against', () => {
  it('is one however the address is written, and hashed', () => {
    const key = mailboxKey('olena@example.com');
    expect(key).not.toContain('olena');
    for (const same of ['Olena@Example.com', ' olena+doors@example.com', 'olena+a+b@EXAMPLE.COM']) {
      expect(mailboxKey(same)).toBe(key);
    }
    expect(mailboxKey('o.lena+x@googlemail.com')).toBe(mailboxKey('olena@gmail.com'));
    // Dots count elsewhere, and another mailbox is another key.
    expect(mailboxKey('o.lena@example.com')).not.toBe(key);
    expect(mailboxKey('olena@example.org')).not.toBe(key);
  });
});
