// The two ways a notification leaves: email over SMTP (nodemailer) and a Telegram bot message. Each is on when any of
// its settings is present (config.server.ts), and each fails by throwing: the outbox decides what happens next.
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { type EmailSettings, type NotifySettings, readNotifySettings, type TelegramSettings } from './config.server.ts';

import type { ChannelName } from './schema.ts';

export type { ChannelName };

export interface Message {
  subject: string;
  text: string;
  /** The customer's address, when they gave one: the manager can answer the email directly. */
  replyTo?: string | undefined;
  /** Whom an e-mail goes to instead of the manager's addresses (a customer's own confirmation). */
  to?: string[] | undefined;
  /** The only channels that may carry it; every configured one when unset. */
  channels?: ChannelName[] | undefined;
  /** Files an e-mail carries (an offer's PDF); e-mail-only messages alone have them. */
  attachments?: { filename: string; content: Uint8Array; contentType: string }[] | undefined;
}

export interface Channel {
  name: ChannelName;
  send: (message: Message) => Promise<void>;
}

/** Telegram's limit for one message's text. */
const TELEGRAM_MAX_CHARS = 4096;

function emailChannel(settings: EmailSettings, timeoutMs: number): Channel {
  let transport: Transporter | undefined;
  return {
    name: 'email',
    send: async (message) => {
      if (!transport) {
        const { createTransport } = await import('nodemailer');
        const timeouts = {
          connectionTimeout: timeoutMs,
          greetingTimeout: timeoutMs,
          socketTimeout: timeoutMs,
          dnsTimeout: timeoutMs,
        };
        const options: SMTPTransport.Options =
          'url' in settings.smtp ? { url: settings.smtp.url, ...timeouts } : { ...settings.smtp, ...timeouts };
        transport = createTransport(options);
      }
      await transport.sendMail({
        from: settings.from,
        to: message.to ?? settings.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.attachments
          ? {
              attachments: message.attachments.map((file) => ({ ...file, content: Buffer.from(file.content) })),
            }
          : {}),
      });
    },
  };
}

function telegramChannel(settings: TelegramSettings, timeoutMs: number): Channel {
  return {
    name: 'telegram',
    send: async (message) => {
      // Plain text (no parse_mode): nothing a visitor typed can be read as markup, so nothing needs escaping.
      const text = `${message.subject}\n\n${message.text}`;
      const response = await fetch(`${settings.apiUrl}/bot${settings.token}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chat_id: settings.chatId,
          text: text.length > TELEGRAM_MAX_CHARS ? `${text.slice(0, TELEGRAM_MAX_CHARS - 1)}…` : text,
          link_preview_options: { is_disabled: true },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      }).catch((error: Error) => {
        // The token is part of the URL: an error naming the URL must not carry it into logs or the outbox.
        throw new Error(error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : error.message);
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`Telegram answered ${response.status}: ${detail.slice(0, 200)}`);
      }
    },
  };
}

/** A channel that is switched on but cannot work until its settings are fixed. */
function misconfigured(name: ChannelName, error: string): Channel {
  return {
    name,
    send: () => Promise.reject(new Error(error)),
  };
}

const loggedConfigErrors = new Set<string>();

/**
 * The channels switched on here (none locally unless set). A misconfigured channel is included, failing with its
 * configuration error, which is logged once per process.
 */
export function configuredChannels(settings: NotifySettings = readNotifySettings()): Channel[] {
  const channels: Channel[] = [];
  const add = <T>(
    name: ChannelName,
    setting: NotifySettings['email'] | NotifySettings['telegram'],
    build: (value: T) => Channel,
  ) => {
    if (!setting) return;
    if (setting.ok) {
      channels.push(build(setting.value as T));
      return;
    }
    if (!loggedConfigErrors.has(setting.error)) {
      loggedConfigErrors.add(setting.error);
      console.error(`[notifications] ${setting.error}`);
    }
    channels.push(misconfigured(name, setting.error));
  };
  add<EmailSettings>('email', settings.email, (value) => emailChannel(value, settings.timeoutMs));
  add<TelegramSettings>('telegram', settings.telegram, (value) => telegramChannel(value, settings.timeoutMs));
  return channels;
}
