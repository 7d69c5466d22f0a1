// What the bookings API answers (docs/product.md#bookings): shared by the functions that build the answers and the
// islands that read them. Times are ISO with Kyiv's offset (2026-12-01T10:00:00+02:00).
import type { BookingSettings, KindParam } from './schema.ts';

export interface Slot {
  start: string;
  end: string;
}

/** GET /api/bookings/availability */
export interface AvailabilityView {
  timezone: 'Europe/Kyiv';
  kind: KindParam;
  durationMinutes: number;
  days: { date: string; slots: Slot[] }[];
  /** A measurement's service areas, in both languages. */
  areas: { en: string; uk: string }[];
  /** A measurement's fee (a service of the offer defaults), or null when free. */
  fee: { cents: number; name: { en: string; uk: string } } | null;
}

/** 201 of POST /api/bookings */
export interface BookedView {
  reference: string;
  start: string;
  end: string;
  /** The private page's path with the link's token in its fragment (the site's address in front of it in e-mails). */
  manageUrl: string;
  /** Where the confirmation goes; null when none does (no address, or today's allowance spent: decision 018). */
  emailedTo: string | null;
}

export type BookingStatus = 'BOOKED' | 'CANCELLED' | 'DONE';

/** GET /api/bookings/{token}: the customer's own visit. */
export interface CustomerBookingView {
  reference: string;
  kind: KindParam;
  status: BookingStatus;
  start: string;
  end: string;
  name: string;
  area: string | null;
  address: string | null;
  lang: 'en' | 'uk';
  /** Until when the link may move or cancel it (the shop's cut-off before the visit); null: no more. */
  changeUntil: string | null;
}

/** One visit in the manager's calendar. */
export interface CalendarVisit {
  id: string;
  reference: string;
  kind: KindParam;
  status: BookingStatus;
  start: string;
  end: string;
  /** The end plus the kind's buffer. */
  busyUntil: string;
  name: string;
  phone: string;
  email: string | null;
  area: string | null;
  address: string | null;
  note: string | null;
  lang: 'en' | 'uk';
  /** The request it belongs to: its reference, kind (for its inbox list) and doors. */
  request: { id: string; kind: 'QUOTE' | 'INQUIRY'; reference: string; doors: string[] } | null;
  createdBy: string | null;
  version: number;
}

export interface CalendarBlock {
  id: string;
  kind: KindParam | null;
  start: string;
  end: string;
  note: string | null;
}

/** GET /api/admin/bookings?from&to */
export interface CalendarView {
  timezone: 'Europe/Kyiv';
  visits: CalendarVisit[];
  blocks: CalendarBlock[];
}

/** GET /api/admin/booking-settings: the rules and the version they were read at (0: never saved). */
export interface BookingSettingsView {
  version: number;
  settings: BookingSettings;
}
