// Notification settings, read from the environment each time they are used and checked with zod here, not in the
// server's own env(): a wrong SMTP or Telegram setting must never stop a quote or enquiry from being stored. A channel
// whose settings are all absent is off; one with some settings present but incomplete or invalid is on and fails
// with a readable error (logged, and kept on the outbox row), so its messages wait for a fix instead of being skipped.
import * as z from 'zod';

export interface EmailSettings {
  /** nodemailer SMTP transport options: a URL, or host/port/secure/auth. */
  smtp: { url: string } | { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } };
  from: string;
  to: string[];
}

export interface TelegramSettings {
  token: string;
  chatId: string;
  apiUrl: string;
}

/** A channel's settings: absent (off), valid, or present but wrong (a message that says what to fix). */
export type Setting<T> = { ok: true; value: T } | { ok: false; error: string } | undefined;

export interface NotifySettings {
  email: Setting<EmailSettings>;
  telegram: Setting<TelegramSettings>;
  /** The site's address (Netlify sets URL), for links to the back office; undefined → no link. */
  siteUrl: string | undefined;
  /** Timeout of each network step (SMTP connection, greeting, socket idle; the Telegram request). */
  timeoutMs: number;
}

type Source = Record<string, string | undefined>;

const EMAIL_KEYS = [
  'SMTP_URL',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'SMTP_SECURE',
  'NOTIFY_EMAIL_FROM',
  'NOTIFY_EMAIL_TO',
] as const;
const TELEGRAM_KEYS = ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID'] as const;

const Address = z.email('must be an email address');
const notSet = { error: 'is not set' };
const always = () => true;
/** `orders@example.com` or `Doors <orders@example.com>`. */
const From = z
  .string(notSet)
  .trim()
  .refine((value) => {
    const named = /^[^<>\r\n]*<([^<>\s]+)>$/.exec(value);
    return Address.safeParse(named ? named[1] : value).success;
  }, 'must be an address, or a name and <address>');
const Recipients = z
  .string(notSet)
  .transform((value) =>
    value
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(Address).min(1, 'needs at least one address'));
const Flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const Email = z
  .object({
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    SMTP_HOST: z.string().trim().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    SMTP_SECURE: Flag.optional(),
    NOTIFY_EMAIL_FROM: From,
    NOTIFY_EMAIL_TO: Recipients,
  })
  // Checked even when a field above is wrong (`when`), so one message names every problem.
  .refine((value) => value.SMTP_URL || value.SMTP_HOST, {
    path: ['SMTP_URL'],
    message: 'is not set (set SMTP_URL, or SMTP_HOST and SMTP_PORT …)',
    when: always,
  })
  .refine((value) => !(value.SMTP_URL && value.SMTP_HOST), {
    path: ['SMTP_HOST'],
    message: 'set either SMTP_URL or SMTP_HOST, not both',
    when: always,
  })
  .refine((value) => Boolean(value.SMTP_USER) === Boolean(value.SMTP_PASSWORD), {
    path: ['SMTP_PASSWORD'],
    message: 'SMTP_USER and SMTP_PASSWORD go together',
    when: always,
  })
  .transform(
    (value): EmailSettings => ({
      smtp: value.SMTP_URL
        ? { url: value.SMTP_URL }
        : {
            host: value.SMTP_HOST ?? '',
            port: value.SMTP_PORT ?? (value.SMTP_SECURE ? 465 : 587),
            secure: value.SMTP_SECURE ?? value.SMTP_PORT === 465,
            ...(value.SMTP_USER ? { auth: { user: value.SMTP_USER, pass: value.SMTP_PASSWORD ?? '' } } : {}),
          },
      from: value.NOTIFY_EMAIL_FROM,
      to: value.NOTIFY_EMAIL_TO,
    }),
  );

const Telegram = z
  .object({
    TELEGRAM_BOT_TOKEN: z.string(notSet).regex(/^\d+:[\w-]+$/, 'must look like 123456:ABC-DEF… (from @BotFather)'),
    TELEGRAM_CHAT_ID: z.string(notSet).regex(/^-?\d+$|^@\w+$/, 'must be a numeric chat id or @channel'),
    TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  })
  .transform(
    (value): TelegramSettings => ({
      token: value.TELEGRAM_BOT_TOKEN,
      chatId: value.TELEGRAM_CHAT_ID,
      apiUrl: value.TELEGRAM_API_URL.replace(/\/+$/, ''),
    }),
  );

function pick(source: Source, keys: readonly string[]): Source {
  const picked: Source = {};
  for (const key of keys) {
    const value = source[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  return picked;
}

function setting<T>(
  name: string,
  schema: { safeParse: (input: unknown) => z.ZodSafeParseResult<T> },
  source: Source,
  keys: readonly string[],
  extra: readonly string[] = [],
): Setting<T> {
  const present = pick(source, keys);
  if (Object.keys(present).length === 0) return undefined;
  const parsed = schema.safeParse({ ...present, ...pick(source, extra) });
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems = parsed.error.issues.map((issue) => `${String(issue.path[0] ?? name)}: ${issue.message}`);
  return { ok: false, error: `${name} notifications are misconfigured (${problems.join('; ')})` };
}

/**
 * The notification settings of this environment (process.env unless given; a local .env is already in it, loaded by
 * env() when the database was first opened, which every caller does before sending). Never throws.
 */
export function readNotifySettings(source: Source = process.env): NotifySettings {
  const site = z.url().safeParse(source.URL);
  const timeout = z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .safeParse(source.NOTIFY_TIMEOUT_MS ?? 10_000);
  return {
    email: setting('Email', Email, source, EMAIL_KEYS),
    telegram: setting('Telegram', Telegram, source, TELEGRAM_KEYS, ['TELEGRAM_API_URL']),
    siteUrl: site.success ? site.data.replace(/\/+$/, '') : undefined,
    timeoutMs: timeout.success ? timeout.data : 10_000,
  };
}
