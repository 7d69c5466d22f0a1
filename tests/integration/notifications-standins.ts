// Real network stand-ins for the notification channels: an SMTP sink (smtp-server) that keeps every message it
// accepts, and a node:http server playing Telegram's Bot API that records each sendMessage and can answer 200, 500,
// or not at all. Used by tests/integration/notifications*.test.ts.
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  from: string;
  to: string[];
  /** The whole message as received: headers and body. */
  raw: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  mails: Mail[];
  close: () => Promise<void>;
}

/** Mail text is quoted-printable: soft line breaks (=\r\n) and =XX bytes of UTF-8 undone. */
export const unfold = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A MIME part's headers (folded lines joined) and its body, decoded from base64 or quoted-printable. */
function decodePart(part: string): { head: string; body: Buffer } {
  const [rawHead = '', ...rest] = part.split('\r\n\r\n');
  const head = rawHead.replace(/\r\n[ \t]+/g, ' ');
  const body = rest.join('\r\n\r\n');
  return {
    head,
    body: /^Content-Transfer-Encoding: base64$/im.test(head)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : Buffer.from(unfold(body), 'utf8'),
  };
}

/** A multipart message's parts (a mail with attachments); a single-part message is its one part. */
function mimeParts(raw: string): { head: string; body: Buffer }[] {
  const top = decodePart(raw);
  const boundary = /^Content-Type: multipart\/[a-z]+;.*boundary="?([^";]+)"?/im.exec(top.head)?.[1];
  if (!boundary) return [top];
  const [, ...parts] = raw.split(`--${boundary}`);
  return parts.filter((part) => !part.startsWith('--')).map((part) => decodePart(part.replace(/^\r\n/, '')));
}

/** A received mail's subject and its text, decoded (base64 or quoted-printable, as nodemailer chose). */
export function readMail(raw: string): { subject: string; text: string } {
  const [head = ''] = raw.split('\r\n\r\n');
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  // Encoded words (RFC 2047): base64 (B) or, for mostly-ASCII subjects, quoted-printable with _ for a space (Q).
  const subject = (/^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '').replace(
    /=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi,
    (_, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(word, 'base64').toString('utf8') : unfold(word.replace(/_/g, ' ')),
  );
  const parts = mimeParts(raw);
  const text = parts.find(
    (part) => !/^Content-Type: /im.test(part.head) || /^Content-Type: text\/plain/im.test(part.head),
  );
  return { subject, text: (text?.body.toString('utf8') ?? '').replace(/\r\n/g, '\n') };
}

/** A received mail's attachments: each file's name, type and bytes. */
export function mailAttachments(raw: string): { filename: string; type: string; bytes: Uint8Array }[] {
  return mimeParts(raw)
    .filter((part) => /^Content-Disposition: attachment/im.test(part.head))
    .map((part) => ({
      filename: /filename="?([^";\r\n]+)"?/i.exec(part.head)?.[1] ?? '',
      type: /^Content-Type: ([^;\r\n]+)/im.exec(part.head)?.[1] ?? '',
      bytes: new Uint8Array(part.body),
    }));
}

/** An SMTP server keeping what it accepts, on `port` (0: any free one). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        mails.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface TelegramCall {
  path: string;
  body: { chat_id: string; text: string; [key: string]: unknown };
}

export interface TelegramStandIn {
  url: string;
  /** Messages it accepted (answered 200). */
  messages: TelegramCall[];
  /** Every request it received, whatever it answered. */
  received: TelegramCall[];
  /** 'ok' → 200; 'fail' → 500; 'hang' → no answer until released. */
  mode: 'ok' | 'fail' | 'hang';
  /** Extra wait before each answer, to make concurrent senders overlap. */
  delayMs: number;
  /** Closes the connections of the requests left hanging. */
  release: () => void;
  close: () => Promise<void>;
}

export async function startTelegramStandIn(): Promise<TelegramStandIn> {
  const hanging = new Set<ServerResponse>();
  const state: TelegramStandIn = {
    url: '',
    messages: [],
    received: [],
    mode: 'ok',
    delayMs: 0,
    release: () => {
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
    close: async () => {
      state.release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const call: TelegramCall = { path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
      state.received.push(call);
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (state.mode === 'hang') {
        hanging.add(res);
        return;
      }
      if (state.mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"ok":false,"error_code":500,"description":"Internal Server Error"}');
        return;
      }
      state.messages.push(call);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true,"result":{"message_id":1}}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

/** The environment that switches both channels on against the stand-ins. */
export function channelEnv(smtp: SmtpSink, telegram: TelegramStandIn): Record<string, string> {
  return {
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL_FROM: 'site@doors.example',
    NOTIFY_EMAIL_TO: 'manager@doors.example, owner@doors.example',
    TELEGRAM_BOT_TOKEN: '123456:TEST-token',
    TELEGRAM_CHAT_ID: '-100200300',
    TELEGRAM_API_URL: telegram.url,
    URL: 'https://doors.example',
  };
}
