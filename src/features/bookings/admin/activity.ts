// A linked visit's steps as a request's activity shows them (the inbox's pipeline panel), read from what the server
// wrote: "BOOKED MEASUREMENT 2026-12-01T10:00:00+02:00" (rows.server.ts's bookingActivity).
import { $adminLang, adminT } from '../../admin/i18n.ts';
import type { ActivityEntry } from '../../inbox/schema.ts';
import { visitDayText, visitTimeText } from '../format.ts';

const EVENTS = ['BOOKED', 'MOVED', 'CANCELLED', 'DONE'] as const;

export function bookingActivityText(entry: ActivityEntry): string {
  const [written, kind, start] = (entry.note ?? '').split(' ');
  const event = EVENTS.find((e) => e === written) ?? 'BOOKED';
  const when =
    start && !Number.isNaN(Date.parse(start))
      ? `${visitDayText(start, $adminLang.get(), false)}, ${visitTimeText(start)}`
      : '—';
  return adminT(`admin.bookings.activity.${event}`, {
    kind: adminT(kind === 'SHOWROOM' ? 'booking.kind.SHOWROOM' : 'booking.kind.MEASUREMENT'),
    reference: entry.reference ?? '',
    when,
  });
}
