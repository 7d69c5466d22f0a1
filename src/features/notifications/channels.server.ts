// The two ways a notification leaves: email over SMTP (nodemailer) and a Telegram bot message. Each is on when its
// settings are present (src/server/env.ts), and each fails by throwing: the outbox decides what happens next.
import { env } from '../../server/env.ts';

export type ChannelName = 'email' | 'telegram';

export interface Message {
  subject: string;
  text: string;
}

export interface Channel {
  name: ChannelName;
  send: (message: Message) => Promise<void>;
}

const TIMEOUT_MS = 10_000;

function emailChannel(): Channel | undefined {
  const { SMTP_URL, NOTIFY_EMAIL_FROM, NOTIFY_EMAIL_TO } = env();
  if (!SMTP_URL || !NOTIFY_EMAIL_FROM || !NOTIFY_EMAIL_TO) return undefined;
  let transport: import('nodemailer').Transporter | undefined;
  return {
    name: 'email',
    send: async (message) => {
      if (!transport) {
        const { createTransport } = await import('nodemailer');
        transport = createTransport({
          url: SMTP_URL,
          connectionTimeout: TIMEOUT_MS,
          greetingTimeout: TIMEOUT_MS,
          socketTimeout: TIMEOUT_MS,
        });
      }
      await transport.sendMail({
        from: NOTIFY_EMAIL_FROM,
        to: NOTIFY_EMAIL_TO.split(',').map((address) => address.trim()),
        subject: message.subject,
        text: message.text,
      });
    },
  };
}

function telegramChannel(): Channel | undefined {
  const { TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID, TELEGRAM_API_URL } = env();
  if (!TELEGRAM_BOT_TOKEN || !TELEGRAM_CHAT_ID) return undefined;
  return {
    name: 'telegram',
    send: async (message) => {
      // Plain text (no parse_mode): nothing a visitor typed can be read as markup.
      const response = await fetch(`${TELEGRAM_API_URL.replace(/\/$/, '')}/bot${TELEGRAM_BOT_TOKEN}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chat_id: TELEGRAM_CHAT_ID,
          text: `${message.subject}\n\n${message.text}`.slice(0, 4096),
          disable_web_page_preview: true,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`Telegram answered ${response.status}: ${detail.slice(0, 200)}`);
      }
    },
  };
}

/** The channels configured here (none locally unless set). */
export function configuredChannels(): Channel[] {
  return [emailChannel(), telegramChannel()].filter((channel): channel is Channel => channel !== undefined);
}
