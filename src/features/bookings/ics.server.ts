// A visit as a calendar invite (RFC 5545, written by ical-generator): one event whose UID stays the booking's for
// its whole life, its SEQUENCE raised by each move, so a calendar that imported it updates the same entry; a
// cancellation is METHOD:CANCEL with STATUS:CANCELLED. Times in UTC (…Z), which every calendar shows in its own zone:
// a visit at 10:00 in Kyiv is DTSTART:…T080000Z in winter. Only the shop's words: the invite goes to an address
// anyone may type (docs/decisions/018).
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface Invite {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  cancelled: boolean;
  /** DTSTAMP: when the invite was made. */
  stamp: Date;
}

export function inviteIcs(invite: Invite): string {
  const calendar = ical({
    prodId: { company: 'doors', product: 'bookings', language: 'EN' },
    method: invite.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: invite.uid,
    sequence: invite.sequence,
    start: invite.start,
    end: invite.end,
    stamp: invite.stamp,
    summary: invite.summary,
    location: invite.location,
    description: invite.description,
    url: invite.url,
    status: invite.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
