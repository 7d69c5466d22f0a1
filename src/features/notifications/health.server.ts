// Notification health (docs/product.md#notification-health): each channel's last success and last failure, recorded
// by every delivery attempt (outbox.server.ts) and by the back office's test message; read together with what the
// environment switches on, so the back office can say that new leads reach no one.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { type Channel, configuredChannels } from './channels.server.ts';
import { readNotifySettings } from './config.server.ts';
import type { ChannelHealth, ChannelName, NotificationHealth, TestResult } from './schema.ts';

const CHANNELS: ChannelName[] = ['email', 'telegram'];
const FAILED_DAYS = 30;

/** E-mail addresses in a reason ("550 <jane@example.com> rejected"): a customer's stays out of the health record. */
const ADDRESS = /[^\s<>"'()@,;:]+@[^\s<>"'()@,;:]+/g;

/**
 * Records one attempt of a channel: its success, or its failure with the reason (short, addresses left out). Best
 * effort: a failure here is logged, never thrown — it must not undo a send that happened (the outbox would repeat it).
 */
export async function recordAttempt(db: Db, channel: ChannelName, error?: string): Promise<void> {
  const now = new Date();
  const values = error
    ? { last_error_at: now, last_error: error.replace(ADDRESS, '[address]').slice(0, 500) }
    : { last_success_at: now };
  try {
    await db
      .insertInto('notification_health')
      .values({ channel, ...values })
      .onConflict((oc) => oc.column('channel').doUpdateSet(values))
      .execute();
  } catch (failure) {
    console.error(`[notifications] could not record the ${channel} channel's health: ${(failure as Error).message}`);
  }
}

export async function notificationHealth(db: Db): Promise<NotificationHealth> {
  const settings = readNotifySettings();
  const [rows, counts] = await Promise.all([
    db.selectFrom('notification_health').selectAll().execute(),
    db
      .selectFrom('notification_outbox')
      .select([
        sql<string>`count(*) filter (where status = 'PENDING')`.as('pending'),
        sql<string>`count(*) filter (where status = 'FAILED' and created_at > now() - make_interval(days => ${FAILED_DAYS}))`.as(
          'failed',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  const channels = CHANNELS.map((name): ChannelHealth => {
    const setting = settings[name];
    const row = rows.find((r) => r.channel === name);
    return {
      name,
      configured: setting !== undefined,
      configError: setting && !setting.ok ? setting.error : null,
      lastSuccessAt: iso(row?.last_success_at ?? null),
      lastErrorAt: iso(row?.last_error_at ?? null),
      lastError: row?.last_error ?? null,
    };
  });
  return { channels, pending: Number(counts.pending), failed: Number(counts.failed) };
}

/** Sends a test message on every configured channel now (not through the outbox), recording each outcome. */
export async function sendTestMessage(
  db: Db,
  by: string,
  channels: Channel[] = configuredChannels(),
): Promise<TestResult[]> {
  const at = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const message = {
    subject: 'Test message from the back office',
    text: `${by} sent this test at ${at} UTC. New quotes and enquiries reach you here.`,
  };
  return Promise.all(
    channels.map(async (channel): Promise<TestResult> => {
      try {
        await channel.send(message);
        await recordAttempt(db, channel.name);
        return { channel: channel.name, ok: true, error: null };
      } catch (error) {
        const reason = (error as Error).message;
        await recordAttempt(db, channel.name, reason);
        return { channel: channel.name, ok: false, error: reason.slice(0, 500) };
      }
    }),
  );
}
