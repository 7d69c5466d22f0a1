// A visit and the request it belongs to: which request a reference names (only the visitor's own, by phone or e-mail),
// and each step of a linked visit in that request's activity.
import type { Db } from '../../server/db.ts';
import { emailKey, phoneKey } from '../inbox/duplicates.ts';
import type { Kind } from './schema.ts';
import { shopIso } from './shop-time.ts';

/**
 * The request a reference names (D-… a door quote, F-/G-… an enquiry), or null. A visitor's booking (`contact` given)
 * is linked only when its phone or e-mail is the request's, as phoneKey/emailKey read them: references count up, so
 * anyone could otherwise hang a visit on a stranger's request. The manager's visit links by the reference alone.
 */
export async function requestByReference(
  db: Db,
  reference: string | undefined,
  contact?: { phone: string; email?: string | undefined },
): Promise<{ kind: 'QUOTE' | 'INQUIRY'; id: string } | null> {
  if (!reference) return null;
  const table = reference.startsWith('D-') ? 'quotes' : 'inquiries';
  const row = await db
    .selectFrom(table)
    .select(['id', 'phone_key', 'email_key'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!row) return null;
  if (contact) {
    const phone = phoneKey(contact.phone);
    const email = emailKey(contact.email);
    const same = (phone !== null && phone === row.phone_key) || (email !== null && email === row.email_key);
    if (!same) return null;
  }
  return { kind: table === 'quotes' ? 'QUOTE' : 'INQUIRY', id: row.id };
}

export type BookingEvent = 'BOOKED' | 'MOVED' | 'CANCELLED' | 'DONE';

/** A linked visit's step in its request's activity: "BOOKED MEASUREMENT 2026-12-01T10:00:00+02:00". */
export async function bookingActivity(
  tx: Db,
  booking: { reference: string; kind: Kind; starts_at: Date; request_kind: string | null; request_id: string | null },
  event: BookingEvent,
  by: string | null,
): Promise<void> {
  if (!booking.request_id || (booking.request_kind !== 'QUOTE' && booking.request_kind !== 'INQUIRY')) return;
  await tx
    .insertInto('request_activity')
    .values({
      request_kind: booking.request_kind,
      request_id: booking.request_id,
      kind: 'BOOKING',
      reference: booking.reference,
      note: `${event} ${booking.kind} ${shopIso(booking.starts_at.getTime())}`,
      admin_email: by,
    })
    .execute();
}
