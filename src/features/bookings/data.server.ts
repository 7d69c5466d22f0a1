// The visitor's side of bookings (docs/product.md#bookings): the free times, a booking, and the customer's own visit
// behind their link — read, moved or cancelled until the shop's cut-off. Each runs in the caller's transaction (the
// public-form path for a new booking); the e-mails are queued in it.

import type { Db } from '../../server/db.ts';
import { Conflict, Invalid, NotFound } from '../../server/errors.ts';
import { linkOf, tokenHash } from '../../server/link-token.ts';
import { confirmationRefusal } from '../notifications/confirmation-limits.server.ts';
import { getOfferSettings } from '../offers/settings.server.ts';
import { queueBookingMails } from './notify.server.ts';
import { bookingActivity, requestByReference } from './request-link.server.ts';
import {
  changeUntil,
  countOut,
  holdSlot,
  insertVisit,
  LINK_SCOPE,
  lockDays,
  managePath,
  rethrowOverlap,
  rulesOf,
  slotTaken,
  slotView,
  visitorSlots,
  visitorWindow,
} from './rows.server.ts';
import { type BookingSettings, type CreateBooking, type KindParam, kindOf, paramOf } from './schema.ts';
import { getBookingSettings } from './settings.server.ts';
import { shopDayOf, shopIso } from './shop-time.ts';
import type { AvailabilityView, BookedView, CustomerBookingView } from './views.ts';

/** GET /api/bookings/availability: the kind's free days and times within the visitor's window. */
export async function availability(
  db: Db,
  query: { kind: KindParam; from?: string | undefined; days: number },
  now = new Date(),
): Promise<AvailabilityView> {
  const { settings } = await getBookingSettings(db);
  const kind = kindOf(query.kind);
  const rules = rulesOf(settings, kind);
  const days = await visitorSlots(db, settings, kind, now, { from: query.from, days: query.days });
  let fee: AvailabilityView['fee'] = null;
  if (kind === 'MEASUREMENT' && settings.measurement.feeServiceId) {
    const { settings: offers } = await getOfferSettings(db);
    const service = offers.services.find((s) => s.id === settings.measurement.feeServiceId);
    if (service && service.priceCents > 0) fee = { cents: service.priceCents, name: service.name };
  }
  return {
    timezone: 'Europe/Kyiv',
    kind: query.kind,
    durationMinutes: rules.durationMinutes,
    days: days.map((day) => ({ date: day.date, slots: day.slots.map(slotView) })),
    areas: kind === 'MEASUREMENT' ? settings.measurement.areas : [],
    fee,
  };
}

/** A measurement's area as the shop lists it (matched in either language), or a 422 at the field. */
export function knownArea(settings: BookingSettings, area: string | undefined): string {
  const wanted = area?.trim().toLocaleLowerCase('uk');
  const found = settings.measurement.areas.find((a) =>
    [a.en, a.uk].some((name) => name.toLocaleLowerCase('uk') === wanted),
  );
  if (!found) throw new Invalid({ area: ['We do not measure there yet: call us and we will see what we can do'] });
  return wanted === found.en.toLocaleLowerCase('uk') ? found.en : found.uk;
}

/**
 * Whether the customer's e-mail may go to the address they typed: counted like a quote's confirmation (decision 018:
 * a mailbox gets at most 3 a day, a client has at most 5 sent a day), so booking and moving visits never makes the
 * shop's mail server a way to mail strangers. Past either, the visit is booked or changed all the same, unmailed.
 */
async function mayMail(tx: Db, email: string | null, sender: string): Promise<boolean> {
  if (!email) return false;
  const refused = await confirmationRefusal(tx, email, sender);
  if (refused) console.warn(`[bookings] a visit's e-mail not sent: the ${refused}'s allowance for today is spent`);
  return refused === null;
}

/**
 * POST /api/bookings in the caller's transaction: the visit on a free time, or 409 SLOT_TAKEN with the next ones.
 * `sender` is the client's key (its e-mails are counted under it).
 */
export async function createBooking(
  tx: Db,
  input: CreateBooking,
  sender: string,
  now = new Date(),
): Promise<BookedView> {
  const { settings } = await getBookingSettings(tx);
  const kind = kindOf(input.kind);
  const rules = rulesOf(settings, kind);
  if (!rules.enabled) throw new Invalid({ kind: ['This visit cannot be booked online at the moment: call us'] });
  const area = kind === 'MEASUREMENT' ? knownArea(settings, input.area) : null;
  const window = visitorWindow(settings, now);
  const start = Date.parse(input.start);
  const held =
    shopIso(start).slice(0, 10) <= window.last
      ? await holdSlot(tx, { kind, rules, start, earliest: window.earliest, override: false })
      : undefined;
  if (!held) throw await slotTaken(tx, settings, kind, now);
  const request = await requestByReference(tx, input.requestRef, input);
  const row = await insertVisit(tx, { kind, held, details: input, area, request, by: null });
  await bookingActivity(tx, row, 'BOOKED', null);
  const mailed = await mayMail(tx, row.customer_email, sender);
  await queueBookingMails(tx, row, 'BOOKED', {
    customer: mailed,
    shop: true,
    changeUntil: changeUntil(settings.cutoffHours, row.starts_at, now),
  });
  return {
    reference: row.reference,
    ...slotView({ start: row.starts_at.getTime(), end: row.ends_at.getTime() }),
    manageUrl: managePath(linkOf(LINK_SCOPE, row) ?? '', input.lang),
    emailedTo: mailed ? row.customer_email : null,
  };
}

/** The customer's visit behind their link (FOR UPDATE when it is about to change), or 404. */
async function byToken(db: Db, token: string, forUpdate = false) {
  let query = db.selectFrom('bookings').selectAll().where('token_hash', '=', tokenHash(token));
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || linkOf(LINK_SCOPE, row) !== token) throw notFound();
  return row;
}

const notFound = () => new NotFound('This booking link is not valid. Call us and we will find your visit.');

type Row = Awaited<ReturnType<typeof byToken>>;

function customerView(row: Row, settings: BookingSettings, now: Date): CustomerBookingView {
  return {
    reference: row.reference,
    kind: paramOf(row.kind),
    status: row.status,
    ...slotView({ start: row.starts_at.getTime(), end: row.ends_at.getTime() }),
    name: row.customer_name,
    area: row.area,
    address: row.address,
    lang: row.lang,
    changeUntil: row.status === 'BOOKED' ? changeUntil(settings.cutoffHours, row.starts_at, now) : null,
  };
}

/** GET /api/bookings/{token} */
export async function customerBooking(db: Db, token: string, now = new Date()): Promise<CustomerBookingView> {
  const [row, { settings }] = await Promise.all([byToken(db, token), getBookingSettings(db)]);
  return customerView(row, settings, now);
}

/** The visit may still be changed through the link: booked, and before the cut-off; else 409. */
function changeable(row: Row, settings: BookingSettings, now: Date): void {
  if (row.status !== 'BOOKED') {
    throw new Conflict('This visit has been cancelled or has taken place already.', { code: 'BOOKING_CLOSED' });
  }
  if (!changeUntil(settings.cutoffHours, row.starts_at, now)) {
    throw new Conflict(`It is too late to change this visit online: please call us.`, { code: 'TOO_LATE' });
  }
}

/** POST /api/bookings/{token}/reschedule in the caller's transaction: the visit moved to another free time. */
export async function rescheduleBooking(
  tx: Db,
  token: string,
  start: string,
  sender: string,
  now = new Date(),
): Promise<CustomerBookingView> {
  const { settings } = await getBookingSettings(tx);
  const row = await byToken(tx, token, true);
  changeable(row, settings, now);
  if (!rulesOf(settings, row.kind).enabled) {
    throw new Invalid({ kind: ['This visit cannot be booked online at the moment: call us'] });
  }
  const moved = await moveVisit(tx, row, settings, Date.parse(start), { override: false, now });
  await bookingActivity(tx, moved, 'MOVED', null);
  await queueBookingMails(tx, moved, 'MOVED', {
    customer: await mayMail(tx, moved.customer_email, sender),
    shop: true,
    changeUntil: changeUntil(settings.cutoffHours, moved.starts_at, now),
  });
  return customerView(moved, settings, now);
}

/**
 * Moves a visit in the caller's transaction (the customer's link or the manager): out of its day's count, onto the
 * new time if free (its own old time aside), the invite's sequence raised and the reminder due again.
 */
export async function moveVisit(
  tx: Db,
  row: Row,
  settings: BookingSettings,
  start: number,
  options: { override: boolean; now: Date },
): Promise<Row> {
  const rules = rulesOf(settings, row.kind);
  const window = visitorWindow(settings, options.now);
  const from = shopIso(row.starts_at.getTime()).slice(0, 10);
  await lockDays(tx, row.kind, [from, shopDayOf(start)]);
  await countOut(tx, row.kind, from);
  const inWindow = options.override || shopIso(start).slice(0, 10) <= window.last;
  const held = inWindow
    ? await holdSlot(tx, {
        kind: row.kind,
        rules,
        start,
        earliest: window.earliest,
        override: options.override,
        except: row.id,
      })
    : undefined;
  if (!held) throw await slotTaken(tx, settings, row.kind, options.now);
  return tx
    .updateTable('bookings')
    .set((eb) => ({
      starts_at: held.start,
      ends_at: held.end,
      busy_until: held.busyUntil,
      shop_day: held.day,
      sequence: eb('sequence', '+', 1),
      version: eb('version', '+', 1),
      reminder_queued_at: null,
      updated_at: options.now,
    }))
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch(rethrowOverlap);
}

/** POST /api/bookings/{token}/cancel in the caller's transaction. */
export async function cancelBooking(
  tx: Db,
  token: string,
  sender: string,
  now = new Date(),
): Promise<CustomerBookingView> {
  const { settings } = await getBookingSettings(tx);
  const row = await byToken(tx, token, true);
  changeable(row, settings, now);
  const cancelled = await cancelVisit(tx, row, now);
  await bookingActivity(tx, cancelled, 'CANCELLED', null);
  await queueBookingMails(tx, cancelled, 'CANCELLED', {
    customer: await mayMail(tx, cancelled.customer_email, sender),
    shop: true,
    changeUntil: null,
  });
  return customerView(cancelled, settings, now);
}

/** Cancels a visit in the caller's transaction: its time free again, its day's count down, the invite's sequence up. */
export async function cancelVisit(tx: Db, row: Row, now: Date): Promise<Row> {
  await countOut(tx, row.kind, shopIso(row.starts_at.getTime()).slice(0, 10));
  return tx
    .updateTable('bookings')
    .set((eb) => ({
      status: 'CANCELLED' as const,
      sequence: eb('sequence', '+', 1),
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type BookingRow = Row;
