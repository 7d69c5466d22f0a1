// Bookings (docs/product.md#bookings): what the shop sets, what a visitor sends and what the manager changes. Shared
// by the islands and the functions: no server imports here.
import * as z from 'zod';
import { Email, Name, optional, Phone } from '../../lib/contact-fields.ts';
import { FormGuard } from '../../lib/form-guard.ts';
import { languages } from '../../lib/languages.ts';
import { both, multiLine, singleLine } from '../../lib/text.ts';

/** The two kinds of visit; the API's paths and queries name them in small letters. */
export const KINDS = ['SHOWROOM', 'MEASUREMENT'] as const;
export type Kind = (typeof KINDS)[number];
export const KindParam = z.enum(['showroom', 'measurement'], 'Choose showroom or measurement');
export type KindParam = z.infer<typeof KindParam>;
export const kindOf = (param: KindParam): Kind => (param === 'showroom' ? 'SHOWROOM' : 'MEASUREMENT');
export const paramOf = (kind: Kind): KindParam => (kind === 'SHOWROOM' ? 'showroom' : 'measurement');

/** Free times start on this grid from each opening (10:00, 10:30 …); durations and buffers are whole quarters. */
export const SLOT_STEP_MINUTES = 30;

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM, 00:00 to 23:59');
/** Hours of one day a kind is offered, in Kyiv's time. */
export const Window = z
  .object({ from: Time, to: Time })
  .refine((w) => w.from < w.to, { message: 'The end comes after the start', path: ['to'] });
export type Window = z.infer<typeof Window>;

const quarters = (min: number, max: number) =>
  z
    .number('Enter minutes')
    .int('Whole minutes')
    .min(min, `At least ${min}`)
    .max(max, `At most ${max}`)
    .refine((n) => n % 15 === 0, 'In steps of 15 minutes');

/** One kind's rules: how long, the gap after, the week's hours (Monday first) and the most visits a day. */
export const KindRules = z.object({
  enabled: z.boolean(),
  durationMinutes: quarters(15, 480),
  bufferMinutes: quarters(0, 240),
  weekly: z
    .array(z.array(Window).max(3, 'At most 3 periods a day'))
    .length(7, 'Seven days, Monday first')
    .superRefine((week, ctx) => {
      week.forEach((day, index) => {
        const sorted = [...day].sort((a, b) => a.from.localeCompare(b.from));
        if (sorted.some((period, i) => i > 0 && period.from < (sorted[i - 1]?.to ?? ''))) {
          ctx.addIssue({ code: 'custom', message: 'Two periods of the day overlap', path: [index] });
        }
      });
    }),
  maxPerDay: z.number('Enter a number').int('A whole number').min(1, 'At least 1').max(50, 'At most 50'),
});
export type KindRules = z.infer<typeof KindRules>;

/** Settings → Bookings. */
export const BookingSettings = z
  .object({
    showroom: KindRules,
    measurement: KindRules.extend({
      /** Where the measurer goes: cities or districts, in both languages; a measurement elsewhere is refused. */
      areas: z.array(both(singleLine(80, 'Enter the place'))).max(40, 'At most 40 places'),
      /** The measurement's fee: a service of the offer defaults' list (its price shown when booking); blank: free. */
      feeServiceId: singleLine(40),
    }),
    /** The first day a visitor may book: 0 today (from two hours on), 1 tomorrow … */
    earliestDays: z.number('Enter days').int('Whole days').min(0, 'At least 0').max(30, 'At most 30'),
    /** How many days ahead a visitor may book. */
    horizonDays: z.number('Enter days').int('Whole days').min(1, 'At least 1').max(90, 'At most 90'),
    /** Until how many hours before the visit the customer may move or cancel it through their link. */
    cutoffHours: z.number('Enter hours').int('Whole hours').min(0, 'At least 0').max(72, 'At most 72'),
  })
  .refine((s) => s.earliestDays < s.horizonDays, {
    message: 'Days ahead must reach past the first day',
    path: ['horizonDays'],
  });
export type BookingSettings = z.infer<typeof BookingSettings>;

/** PUT /api/admin/booking-settings: the settings and the version they were read at (0: never saved). */
export const SaveBookingSettings = z.object({ version: z.int32().min(0), settings: BookingSettings });
export type SaveBookingSettings = z.infer<typeof SaveBookingSettings>;

/** Days and times within this century: anything else is no day a visit could be on (422, never a date overflow). */
const sane = (iso: string) => iso >= '2000' && iso < '2100';
const Day = z.iso.date('Use the format YYYY-MM-DD').refine(sane, 'Use the format YYYY-MM-DD');
/** A start as the availability answer gives it: an ISO time with its offset. */
const Start = z.iso
  .datetime({ offset: true, message: 'Choose a time' })
  // Never throws: zod runs this after a failed format check too ('' is not a time).
  .refine((iso) => {
    const moment = Date.parse(iso);
    return Number.isFinite(moment) && moment >= Date.UTC(2000, 0, 1) && moment < Date.UTC(2100, 0, 1);
  }, 'Choose a time');

/** GET /api/bookings/availability?kind&from&days */
export const AvailabilityQuery = z.object({
  kind: KindParam,
  from: Day.optional(),
  days: z.coerce.number('Enter days').int('Whole days').min(1, 'At least 1').max(90, 'At most 90').default(30),
});

/** A request's reference as the customer reads it: D-10001 (a door quote), F-… and G-… (enquiries). */
export const RequestRef = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[DFG]-\d{5,9}$/, 'Not a request reference');

const bookingFields = z.object({
  kind: KindParam,
  start: Start,
  name: Name,
  phone: Phone,
  email: optional(Email),
  /** A measurement's service area, as the availability answer lists it (in the page's language). */
  area: optional(singleLine(80)),
  address: optional(singleLine(200)),
  note: optional(multiLine(1000)),
  requestRef: optional(RequestRef),
  lang: z.enum(languages),
});
const measurementPlace = (
  input: { kind: KindParam; area?: string | undefined; address?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (input.kind !== 'measurement') return;
  if (!input.area) ctx.addIssue({ code: 'custom', message: 'Choose the town or district', path: ['area'] });
  if (!input.address) ctx.addIssue({ code: 'custom', message: 'Enter the address', path: ['address'] });
};

/** What the booking form checks before sending: the visitor's choices and details. */
export const BookingDetails = bookingFields.superRefine(measurementPlace);

/** POST /api/bookings: a visitor books a free time. */
export const CreateBooking = bookingFields.extend(FormGuard.shape).superRefine(measurementPlace);
export type CreateBooking = z.infer<typeof CreateBooking>;

/** POST /api/bookings/{token}/reschedule */
export const Reschedule = z.object({ start: Start });

/** The link's token in the API's path: 43 base64url characters (anything else is no booking: 404). */
export const BOOKING_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const BookingToken = z.object({ token: z.string().regex(BOOKING_TOKEN) });

/** GET /api/admin/bookings?from&to: the calendar's days (at most 62). */
export const CalendarQuery = z
  .object({ from: Day, to: Day })
  .refine((q) => q.from <= q.to, { message: 'The end comes after the start', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 62, {
    message: 'At most 62 days',
    path: ['to'],
  });

/** POST /api/admin/bookings: a visit for a customer who phoned; `override` books outside the visitors' rules. */
export const AdminCreateBooking = bookingFields.extend({
  /** Outside the week's hours, a blocked time, the notice or the day's cap (never over another visit). */
  override: z.boolean().default(false),
  /** E-mail the customer their confirmation (when they gave an address). */
  tellCustomer: z.boolean().default(true),
});
export type AdminCreateBooking = z.infer<typeof AdminCreateBooking>;

/** PATCH /api/admin/bookings/{id}: move, cancel or mark done, at the version the manager saw. */
export const AdminChangeBooking = z
  .object({
    version: z.int32().min(1),
    start: Start.optional(),
    status: z.enum(['CANCELLED', 'DONE']).optional(),
    override: z.boolean().default(false),
    tellCustomer: z.boolean().default(true),
  })
  .refine((c) => (c.start === undefined) !== (c.status === undefined), {
    message: 'Move the visit, or cancel it, or mark it done',
    path: ['status'],
  });
export type AdminChangeBooking = z.infer<typeof AdminChangeBooking>;

/** POST /api/admin/booking-blocks: time off for one kind or both. */
export const CreateBlock = z
  .object({
    kind: KindParam.nullable().default(null),
    start: Start,
    end: Start,
    note: optional(singleLine(200)),
  })
  .refine((b) => Date.parse(b.end) > Date.parse(b.start), { message: 'The end comes after the start', path: ['end'] })
  .refine((b) => Date.parse(b.end) - Date.parse(b.start) <= 92 * 86_400_000, {
    message: 'At most three months at once',
    path: ['end'],
  });
export type CreateBlock = z.infer<typeof CreateBlock>;
