// Delivers the notification outbox: rows written with each quote and enquiry in the submission's own transaction.
// A run claims one due row at a time (FOR UPDATE SKIP LOCKED in a single UPDATE … RETURNING that bumps attempts and
// leases the row, so the post-submission run and the scheduled one never send the same row twice, and no lock is held
// while sending), sends it on every configured channel it has not reached yet, then records the outcome: SENT when
// every channel has it, else PENDING with exponential backoff and jitter, FAILED after MAX_ATTEMPTS. A failing
// channel never touches the submission itself. Decision record: docs/decisions/011-notifications.md.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { markPending } from '../../server/pending-work.ts';
import { type Channel, configuredChannels } from './channels.server.ts';
import { readNotifySettings } from './config.server.ts';
import { recordAttempt } from './health.server.ts';
import { messageFor, type OutboxKind } from './messages.server.ts';

export const MAX_ATTEMPTS = 10;
/**
 * How long a claimed row belongs to its run before another run may take it (a run that died mid-send). It must
 * outlast one row's worst case: every channel timing out on each network step (≈ 4 × 10 s for SMTP, 10 s Telegram).
 */
export const LEASE_SECONDS = 120;
/** Still unsent after this long: not worth a message any more (e.g. channels configured long after). */
const EXPIRE_DAYS = 7;
/** A run stops claiming after this long (Netlify ends a scheduled function at 30 s); the rest waits for the next. */
const DEFAULT_BUDGET_MS = 20_000;

/** 1 min, 2, 4 … capped at 6 h, each with up to 20% jitter so the retries of many rows spread out. */
export function backoffSeconds(attempts: number, random = Math.random()): number {
  const base = Math.min(60 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60);
  return Math.round(base * (1 + 0.2 * random));
}

interface Claimed {
  id: string;
  kind: OutboxKind;
  subject_id: string;
  attempts: number;
  sent_channels: string[];
  payload: unknown;
}

/**
 * Queues the notification about a new submission in the submission's own transaction, and marks the queue pending for
 * the scheduled run (src/server/pending-work.ts) before that transaction commits.
 */
export async function queueNotification(
  tx: Db,
  kind: OutboxKind,
  subjectId: string,
  payload: Record<string, unknown>,
): Promise<void> {
  await tx
    .insertInto('notification_outbox')
    .values({ kind, subject_id: subjectId, payload: JSON.stringify(payload) })
    .execute();
  await markPending('notifications');
}

/**
 * When the next unsent notification falls due (a retry waiting out its backoff, or one due now), or null when none is
 * left: what the scheduled run tells the pending marker after it sent what was due.
 */
export async function nextNotificationDue(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('notification_outbox')
    .select((eb) => eb.fn.min('next_attempt_at').as('due'))
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return row?.due ? new Date(row.due) : null;
}

/** Rows left unsent for EXPIRE_DAYS become FAILED instead of flooding the manager once a channel is configured. */
async function expireOld(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('notification_outbox')
    .set({ status: 'FAILED', last_error: `Not sent within ${EXPIRE_DAYS} days` })
    .where('status', '=', 'PENDING')
    .where('created_at', '<', new Date(now.getTime() - EXPIRE_DAYS * 86_400_000))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Takes the most overdue row (or, `newest`, the most recently due: what the submission just made queued): one
 * statement, so the row lock lasts only as long as the UPDATE itself.
 */
async function claimOne(db: Db, now: Date, newest = false): Promise<Claimed | undefined> {
  const { rows } = await sql<Claimed>`
    update notification_outbox
    set attempts = attempts + 1, next_attempt_at = ${now}::timestamptz + make_interval(secs => ${LEASE_SECONDS})
    where id = (
      select id from notification_outbox
      where status = 'PENDING' and next_attempt_at <= ${now}::timestamptz
      order by ${newest ? sql`next_attempt_at desc, id desc` : sql`next_attempt_at, id`}
      limit 1
      for update skip locked
    )
    returning id, kind, subject_id, attempts, sent_channels, payload
  `.execute(db);
  return rows[0];
}

type Outcome = 'sent' | 'retrying' | 'failed';

async function deliverRow(
  db: Db,
  row: Claimed,
  channels: Channel[],
  siteUrl: string | undefined,
  now: Date,
): Promise<Outcome> {
  const message = await messageFor(db, row.kind, row.subject_id, siteUrl, row.payload);
  const sent = new Set(row.sent_channels);
  const errors: string[] = [];
  // A message for some channels only (a customer's e-mail) waits for one of them like any other for its channels.
  const only = message?.channels;
  const targets = only ? channels.filter((channel) => only.includes(channel.name)) : channels;
  if (!message) errors.push('The submission no longer exists');
  else if (targets.length === 0) errors.push(`No ${only?.join(' or ')} channel is configured`);
  else {
    for (const channel of targets) {
      if (sent.has(channel.name)) continue;
      let failure: string | undefined;
      try {
        await channel.send(message);
        sent.add(channel.name);
      } catch (error) {
        failure = (error as Error).message;
        errors.push(`${channel.name}: ${failure}`.slice(0, 500));
      }
      // The channel's health (what the back office shows): after the attempt, outside it.
      await recordAttempt(db, channel.name, failure);
    }
  }
  const done = message !== undefined && targets.length > 0 && targets.every((channel) => sent.has(channel.name));
  const outcome: Outcome = done ? 'sent' : !message || row.attempts >= MAX_ATTEMPTS ? 'failed' : 'retrying';
  const retryAt = new Date(now.getTime() + backoffSeconds(row.attempts) * 1000);
  await db
    .updateTable('notification_outbox')
    .set({
      sent_channels: JSON.stringify([...sent]),
      status: outcome === 'sent' ? 'SENT' : outcome === 'failed' ? 'FAILED' : 'PENDING',
      last_error: errors.length ? errors.join('; ') : null,
      sent_at: outcome === 'sent' ? now : null,
      next_attempt_at: outcome === 'retrying' ? retryAt : now,
    })
    .where('id', '=', row.id)
    .execute();
  const what = `${row.kind} ${row.subject_id}`;
  if (outcome === 'failed') {
    console.error(`[notifications] gave up on ${what} after ${row.attempts} attempt(s): ${errors.join('; ')}`);
  } else if (outcome === 'retrying') {
    console.warn(
      `[notifications] ${what}, attempt ${row.attempts}: ${errors.join('; ')}; retry at ${retryAt.toISOString()}`,
    );
  }
  return outcome;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
}

export interface DeliveryOptions {
  /** Most rows this run takes. */
  limit?: number;
  /** The clock (tests move it forward to reach a retry); the real time when unset. */
  now?: Date;
  /** Stop claiming new rows after this many ms (rows already claimed are finished). */
  budgetMs?: number;
  /** The channels to use; the configured ones when unset. */
  channels?: Channel[];
  /** Newest due rows first (a submission's own); the scheduled run takes the most overdue first. */
  newestFirst?: boolean;
}

/**
 * What a new submission queued, sent right after the visitor's answer: a few rows, within a few seconds, the newest
 * first — the visitor's own confirmation never waits behind a backlog, which the scheduled run clears oldest first.
 */
export const deliverSoon = (db: Db): Promise<DeliveryReport> =>
  deliverDue(db, { limit: 5, budgetMs: 5_000, newestFirst: true });

/**
 * Sends what is due. A channel's failure never throws (it is recorded on the row); a database error does. With no
 * channel configured it does nothing at all: rows stay PENDING with their attempts untouched, and go out once a
 * channel is configured (unless older than EXPIRE_DAYS by then).
 */
export async function deliverDue(db: Db, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const settings = readNotifySettings();
  const channels = options.channels ?? configuredChannels(settings);
  const report: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  if (channels.length === 0) return report;
  const clock = () => options.now ?? new Date();
  const limit = options.limit ?? 20;
  const deadline = performance.now() + (options.budgetMs ?? DEFAULT_BUDGET_MS);
  const expired = await expireOld(db, clock());
  if (expired) console.warn(`[notifications] ${expired} notification(s) older than ${EXPIRE_DAYS} days not sent`);
  while (report.claimed < limit && performance.now() < deadline) {
    const now = clock();
    const row = await claimOne(db, now, options.newestFirst ?? false);
    if (!row) break;
    report.claimed++;
    report[await deliverRow(db, row, channels, settings.siteUrl, now)]++;
  }
  return report;
}
