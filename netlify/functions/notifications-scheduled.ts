// Every minute on Netlify: sends the notifications still due — those whose first try right after the submission
// failed or was cut short, and those waiting out their backoff. Every minute rather than every five: the first retry
// of a failed channel is due one minute later. A run first reads the pending marker in Netlify Blobs
// (src/server/pending-work.ts) and touches the database only when a notification is due, so a shop with no
// submissions lets its database sleep. It claims rows for up to 20 s (Netlify stops a scheduled function at 30 s);
// the rest waits for the next run. Does nothing without a configured channel. Not routed by the local functions
// router: it has no `config.path`.
import type { Config } from '@netlify/functions';
import { configuredChannels } from '../../src/features/notifications/channels.server.ts';
import { deliverDue, nextNotificationDue } from '../../src/features/notifications/outbox.server.ts';
import { getDb } from '../../src/server/db.ts';
import { runIfPending } from '../../src/server/pending-work.ts';

export default async () => {
  let report = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  const run = await runIfPending('notifications', async () => {
    // Without a channel nothing is sent and nothing is looked at; the marker stays until one is configured.
    if (configuredChannels().length === 0) return undefined;
    report = await deliverDue(getDb(), { limit: 50, budgetMs: 20_000 });
    return nextNotificationDue(getDb());
  });
  return Response.json({ ...report, ran: run.ran });
};

export const config: Config = { schedule: '* * * * *' };
