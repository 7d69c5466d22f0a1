// A visit's e-mails, queued in the transaction that changed it (docs/decisions/011): the customer's (when they gave an
// address) with the calendar invite, and the shop's notice. The words are written when sent
// (notifications/booking-messages.server.ts); the link is the row's own, written again from its salt.
import type { Db } from '../../server/db.ts';
import { linkOf } from '../../server/link-token.ts';
import { markPending } from '../../server/pending-work.ts';
import type { BookingMailPayload } from '../notifications/booking-messages.server.ts';
import { queueNotification } from '../notifications/outbox.server.ts';
import { LINK_SCOPE, managePath } from './rows.server.ts';
import { shopIso } from './shop-time.ts';

interface MailRow {
  id: string;
  reference: string;
  kind: 'SHOWROOM' | 'MEASUREMENT';
  starts_at: Date;
  ends_at: Date;
  customer_email: string | null;
  lang: 'en' | 'uk';
  sequence: number;
  token_salt: string;
  token_hash: string;
}

export async function queueBookingMails(
  tx: Db,
  row: MailRow,
  mail: BookingMailPayload['mail'],
  options: { customer: boolean; shop: boolean; changeUntil: string | null },
): Promise<void> {
  const token = linkOf(LINK_SCOPE, row);
  if (options.customer && row.customer_email && token) {
    const payload: BookingMailPayload = {
      to: row.customer_email,
      lang: row.lang,
      mail,
      bookingId: row.id,
      reference: row.reference,
      kind: row.kind,
      start: shopIso(row.starts_at.getTime()),
      end: shopIso(row.ends_at.getTime()),
      sequence: row.sequence,
      changeUntil: options.changeUntil,
      path: managePath(token, row.lang),
    };
    await queueNotification(tx, 'BOOKING_MAIL', row.id, { ...payload });
    // The visit's reminder is due the day before: the hourly run looks again.
    if (mail === 'BOOKED' || mail === 'MOVED') await markPending('bookings');
  }
  if (options.shop && mail !== 'REMINDER') await queueNotification(tx, 'BOOKING', row.id, { event: mail });
}
