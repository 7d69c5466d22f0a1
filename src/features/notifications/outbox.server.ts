// Delivers the notification outbox: rows written with each quote and enquiry in the submission's own transaction.
// A run claims due rows (FOR UPDATE SKIP LOCKED, with a lease, so the post-submission run and the scheduled one never
// send the same row twice), sends each on every configured channel it has not reached yet, and records the outcome
// outside the claim: SENT when every channel has it, else PENDING with exponential backoff and jitter, FAILED after
// MAX_ATTEMPTS. The message is built from the submission row at send time. A failing channel never touches the
// submission itself.
import { sql } from 'kysely';
import { formatMoney } from '../../lib/money.ts';
import type { Db } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import { type Channel, type ChannelName, configuredChannels, type Message } from './channels.server.ts';

export const MAX_ATTEMPTS = 10;
/** How long a claimed row is left to its run before another may take it (a run that died). */
const LEASE_SECONDS = 120;
/** Older than this and still unsent: not worth a message any more (e.g. channels configured long after). */
const EXPIRE_DAYS = 7;

/** 1 min, 2, 4 … capped at 6 h, each with up to 20% jitter so retries of many rows spread out. */
export function backoffSeconds(attempts: number, random = Math.random()): number {
  const base = Math.min(60 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60);
  return Math.round(base * (1 + 0.2 * random));
}

interface Claimed {
  id: string;
  kind: 'QUOTE' | 'INQUIRY';
  subject_id: string;
  attempts: number;
  sent_channels: string[];
}

async function claim(db: Db, limit: number, now: Date): Promise<Claimed[]> {
  await db
    .updateTable('notification_outbox')
    .set({ status: 'FAILED', last_error: 'Too old to notify' })
    .where('status', '=', 'PENDING')
    .where('created_at', '<', new Date(now.getTime() - EXPIRE_DAYS * 86_400_000))
    .execute();
  const { rows } = await sql<Claimed>`
    update notification_outbox
    set attempts = attempts + 1, next_attempt_at = ${now}::timestamptz + ${`${LEASE_SECONDS} seconds`}::interval
    where id in (
      select id from notification_outbox
      where status = 'PENDING' and next_attempt_at <= ${now}::timestamptz
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, kind, subject_id, attempts, sent_channels
  `.execute(db);
  return rows;
}

const siteLink = (path: string) => {
  const { URL: site } = env();
  return site ? `\n\n${site.replace(/\/$/, '')}${path}` : '';
};

/** What the manager reads: built from the submission as stored, in English (the back office's language). */
async function messageFor(db: Db, row: Claimed): Promise<Message | undefined> {
  if (row.kind === 'QUOTE') {
    const quote = await db
      .selectFrom('quotes')
      .select(['product_name', 'customer_name', 'customer_email', 'customer_phone', 'total_price_cents', 'notes'])
      .where('id', '=', row.subject_id)
      .executeTakeFirst();
    if (!quote) return undefined;
    const lines = [
      `Door: ${quote.product_name}`,
      `Total: ${formatMoney(quote.total_price_cents, 'en')}`,
      `Customer: ${quote.customer_name}`,
      `Phone: ${quote.customer_phone}`,
      quote.customer_email && `Email: ${quote.customer_email}`,
      quote.notes && `Notes: ${quote.notes}`,
    ];
    return {
      subject: `New door quote: ${quote.product_name} for ${quote.customer_name}`,
      text: lines.filter(Boolean).join('\n') + siteLink('/admin/quotes'),
    };
  }
  const inquiry = await db
    .selectFrom('inquiries')
    .select(['type', 'name', 'email', 'phone', 'message'])
    .where('id', '=', row.subject_id)
    .executeTakeFirst();
  if (!inquiry) return undefined;
  const furniture = inquiry.type === 'FURNITURE';
  const lines = [
    `Name: ${inquiry.name}`,
    inquiry.phone && `Phone: ${inquiry.phone}`,
    inquiry.email && `Email: ${inquiry.email}`,
    inquiry.message && `Message: ${inquiry.message}`,
  ];
  return {
    subject: `New ${furniture ? 'furniture request' : 'enquiry'} from ${inquiry.name}`,
    text: lines.filter(Boolean).join('\n') + siteLink(furniture ? '/admin/furniture-quotes' : '/admin/general-quotes'),
  };
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends what is due. Never throws for a channel's failure (it is recorded on the row); with no channel configured it
 * does nothing at all, and the rows wait (up to EXPIRE_DAYS) for a configuration.
 */
export async function deliverDue(
  db: Db,
  options: { limit?: number; now?: Date; channels?: Channel[] } = {},
): Promise<DeliveryReport> {
  const channels = options.channels ?? configuredChannels();
  const report: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  if (channels.length === 0) return report;
  const now = options.now ?? new Date();
  const rows = await claim(db, options.limit ?? 20, now);
  report.claimed = rows.length;
  for (const row of rows) {
    const message = await messageFor(db, row);
    const sent = new Set<string>(row.sent_channels);
    const errors: string[] = [];
    if (!message) errors.push('The submission no longer exists');
    else {
      for (const channel of channels) {
        if (sent.has(channel.name)) continue;
        try {
          await channel.send(message);
          sent.add(channel.name);
        } catch (error) {
          errors.push(`${channel.name}: ${(error as Error).message}`.slice(0, 500));
        }
      }
    }
    const done = message !== undefined && channels.every((c) => sent.has(c.name as ChannelName));
    const failed = !done && (row.attempts >= MAX_ATTEMPTS || !message);
    await db
      .updateTable('notification_outbox')
      .set({
        sent_channels: JSON.stringify([...sent]),
        status: done ? 'SENT' : failed ? 'FAILED' : 'PENDING',
        last_error: errors.length ? errors.join('; ') : null,
        sent_at: done ? now : null,
        next_attempt_at: new Date(now.getTime() + backoffSeconds(row.attempts) * 1000),
      })
      .where('id', '=', row.id)
      .execute();
    if (done) report.sent++;
    else if (failed) report.failed++;
    else report.retrying++;
  }
  return report;
}
