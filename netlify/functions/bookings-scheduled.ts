// Every hour on Netlify: queues the reminder e-mails of tomorrow's visits (src/features/bookings/reminders.server.ts);
// the notifications' run sends them. Reads the pending marker first (src/server/pending-work.ts), so a shop with no
// visits ahead lets its database sleep. Not routed locally (no path).
import type { Config } from '@netlify/functions';
import { queueReminders } from '../../src/features/bookings/reminders.server.ts';
import { getDb } from '../../src/server/db.ts';
import { runIfPending } from '../../src/server/pending-work.ts';

export default async () => {
  const run = await runIfPending('bookings', async () => (await queueReminders(getDb())).nextDue);
  return Response.json({ ran: run.ran });
};

export const config: Config = { schedule: '@hourly' };
