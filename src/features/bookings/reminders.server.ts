// Tomorrow's visits get their reminder e-mail (docs/product.md#bookings), queued by the hourly scheduled run from 10:00
// in Kyiv on the day before: one UPDATE claims the visits not reminded yet (reminder_queued_at IS NULL in its WHERE,
// so a second run at the same moment waits on the rows' locks, sees them taken and claims none) and their e-mails
// are queued in the same transaction. A visit booked within the last 12 hours was confirmed just now: no reminder.
// A move clears the mark, so the new day is reminded again; each reminder counts against the address's daily
// allowance (decision 018).
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { countHit, limits } from '../../server/rate-limit.ts';
import { mailboxKey } from '../notifications/confirmation-limits.server.ts';
import { queueBookingMails } from './notify.server.ts';
import { getBookingSettings } from './settings.server.ts';
import { addDays, MINUTE, shopDayOf, shopIso, shopMoment } from './shop-time.ts';

/** From this time in Kyiv on the day before. */
export const REMINDER_TIME = '10:00';
const FRESH_HOURS = 12;

/** Queues the reminders due at `now`; returns when the next falls due (null: none waiting). */
export async function queueReminders(db: Db, now = new Date()): Promise<{ queued: number; nextDue: Date | null }> {
  const today = shopDayOf(now.getTime());
  const tomorrow = addDays(today, 1);
  const due = now.getTime() >= shopMoment(today, REMINDER_TIME);
  const queued = due
    ? await db.transaction().execute(async (tx) => {
        const { settings } = await getBookingSettings(tx);
        const rows = await tx
          .updateTable('bookings')
          .set({ reminder_queued_at: now })
          .where('status', '=', 'BOOKED')
          .where('reminder_queued_at', 'is', null)
          .where('customer_email', 'is not', null)
          .where(sql<boolean>`shop_day = ${tomorrow}::date`)
          .where('created_at', '<', new Date(now.getTime() - FRESH_HOURS * 60 * MINUTE))
          .returningAll()
          .execute();
        let sent = 0;
        for (const row of rows) {
          // Within the address's allowance like every mail of a visit (decision 018): moving a visit about cannot
          // turn its reminder into a way to mail a stranger again and again.
          if (!row.customer_email || !(await countHit(tx, limits.confirmationTo, mailboxKey(row.customer_email)))) {
            continue;
          }
          const until = row.starts_at.getTime() - settings.cutoffHours * 60 * MINUTE;
          await queueBookingMails(tx, row, 'REMINDER', {
            customer: true,
            shop: false,
            changeUntil: until > now.getTime() ? shopIso(until) : null,
          });
          sent++;
        }
        return sent;
      })
    : 0;
  const next = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.min('starts_at').as('first'))
    .where('status', '=', 'BOOKED')
    .where('reminder_queued_at', 'is', null)
    .where('customer_email', 'is not', null)
    .where('starts_at', '>', now)
    .where(sql<boolean>`shop_day > ${due ? tomorrow : today}::date`)
    .executeTakeFirst();
  const nextDue = next?.first
    ? new Date(shopMoment(addDays(shopDayOf(new Date(next.first).getTime()), -1), REMINDER_TIME))
    : null;
  return { queued, nextDue };
}
