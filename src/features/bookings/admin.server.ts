// The manager's side of bookings (docs/product.md#bookings): the calendar's visits and blocked time, a visit added for
// a customer who phoned, a visit moved, cancelled or marked done (a measurement done moves its request to Measured),
// and time blocked. Each change runs in the caller's transaction with its e-mails queued in it.
import type { Db } from '../../server/db.ts';
import { Conflict, Invalid, NotFound } from '../../server/errors.ts';
import { moveRequest } from '../offers/request.server.ts';
import { type BookingRow, cancelVisit, knownArea, moveVisit } from './data.server.ts';
import { queueBookingMails } from './notify.server.ts';
import { bookingActivity, requestByReference } from './request-link.server.ts';
import { changeUntil, holdSlot, insertVisit, rulesOf, slotTaken, visitorWindow } from './rows.server.ts';
import { type AdminChangeBooking, type AdminCreateBooking, type CreateBlock, kindOf, paramOf } from './schema.ts';
import { getBookingSettings } from './settings.server.ts';
import { addDays, shopIso, shopMoment } from './shop-time.ts';
import type { CalendarBlock, CalendarView, CalendarVisit } from './views.ts';

/** GET /api/admin/bookings?from&to: every visit starting on those days (Kyiv), cancelled ones too, and the blocks. */
export async function calendar(db: Db, from: string, to: string): Promise<CalendarView> {
  const start = new Date(shopMoment(from, '00:00'));
  const end = new Date(shopMoment(addDays(to, 1), '00:00'));
  const [rows, blocks] = await Promise.all([
    db
      .selectFrom('bookings')
      .selectAll('bookings')
      .where('starts_at', '>=', start)
      .where('starts_at', '<', end)
      .orderBy('starts_at')
      .execute(),
    db
      .selectFrom('booking_blocks')
      .selectAll()
      .where('starts_at', '<', end)
      .where('ends_at', '>', start)
      .orderBy('starts_at')
      .execute(),
  ]);
  const requests = await linkedRequests(db, rows);
  return {
    timezone: 'Europe/Kyiv',
    visits: rows.map((row) => visitView(row, requests.get(row.request_id ?? '') ?? null)),
    blocks: blocks.map(blockView),
  };
}

type LinkedRequest = NonNullable<CalendarVisit['request']>;

/** The requests the visits belong to, with their doors ("Classic Oak × 2"), by id. */
async function linkedRequests(db: Db, rows: BookingRow[]): Promise<Map<string, LinkedRequest>> {
  const quoteIds = rows.filter((r) => r.request_kind === 'QUOTE' && r.request_id).map((r) => r.request_id as string);
  const inquiryIds = rows
    .filter((r) => r.request_kind === 'INQUIRY' && r.request_id)
    .map((r) => r.request_id as string);
  const found = new Map<string, LinkedRequest>();
  if (quoteIds.length) {
    const [quotes, doors] = await Promise.all([
      db.selectFrom('quotes').select(['id', 'reference', 'product_name']).where('id', 'in', quoteIds).execute(),
      db
        .selectFrom('quote_doors')
        .select(['quote_id', 'product_name', 'quantity', 'room'])
        .where('quote_id', 'in', quoteIds)
        .orderBy('quote_id')
        .orderBy('position')
        .execute(),
    ]);
    for (const quote of quotes) {
      const own = doors.filter((door) => door.quote_id === quote.id);
      found.set(quote.id, {
        id: quote.id,
        kind: 'QUOTE',
        reference: quote.reference,
        doors: own.length
          ? own.map((door) => `${door.product_name} × ${door.quantity}${door.room ? ` (${door.room})` : ''}`)
          : [quote.product_name],
      });
    }
  }
  if (inquiryIds.length) {
    const inquiries = await db
      .selectFrom('inquiries')
      .select(['id', 'reference'])
      .where('id', 'in', inquiryIds)
      .execute();
    for (const inquiry of inquiries) {
      found.set(inquiry.id, { id: inquiry.id, kind: 'INQUIRY', reference: inquiry.reference, doors: [] });
    }
  }
  return found;
}

const iso = (date: Date) => shopIso(date.getTime());

function visitView(row: BookingRow, request: LinkedRequest | null): CalendarVisit {
  return {
    id: row.id,
    reference: row.reference,
    kind: paramOf(row.kind),
    status: row.status,
    start: iso(row.starts_at),
    end: iso(row.ends_at),
    busyUntil: iso(row.busy_until),
    name: row.customer_name,
    phone: row.customer_phone,
    email: row.customer_email,
    area: row.area,
    address: row.address,
    note: row.note,
    lang: row.lang,
    request,
    createdBy: row.created_by,
    version: row.version,
  };
}

const blockView = (row: {
  id: string;
  kind: 'SHOWROOM' | 'MEASUREMENT' | null;
  starts_at: Date;
  ends_at: Date;
  note: string | null;
}): CalendarBlock => ({
  id: row.id,
  kind: row.kind ? paramOf(row.kind) : null,
  start: iso(row.starts_at),
  end: iso(row.ends_at),
  note: row.note,
});

async function oneVisit(db: Db, row: BookingRow): Promise<CalendarVisit> {
  const requests = await linkedRequests(db, [row]);
  return visitView(row, requests.get(row.request_id ?? '') ?? null);
}

/** POST /api/admin/bookings in the caller's transaction: a visit for a customer who phoned. */
export async function adminCreateBooking(
  tx: Db,
  input: AdminCreateBooking,
  by: string,
  now = new Date(),
): Promise<CalendarVisit> {
  const { settings } = await getBookingSettings(tx);
  const kind = kindOf(input.kind);
  const rules = rulesOf(settings, kind);
  let area: string | null = null;
  if (kind === 'MEASUREMENT') {
    if (!input.address) throw new Invalid({ address: ['Enter the address'] });
    area = input.override ? (input.area ?? null) : knownArea(settings, input.area);
  }
  const window = visitorWindow(settings, now);
  const start = Date.parse(input.start);
  const held = await holdSlot(tx, { kind, rules, start, earliest: window.earliest, override: input.override });
  if (!held) throw await slotTaken(tx, settings, kind, now);
  const request = await requestByReference(tx, input.requestRef);
  if (input.requestRef && !request) throw new Invalid({ requestRef: ['No request has this reference'] });
  const row = await insertVisit(tx, { kind, held, details: input, area, request, by });
  await bookingActivity(tx, row, 'BOOKED', by);
  await queueBookingMails(tx, row, 'BOOKED', {
    customer: input.tellCustomer,
    shop: false,
    changeUntil: changeUntil(settings.cutoffHours, row.starts_at, now),
  });
  return oneVisit(tx, row);
}

/**
 * PATCH /api/admin/bookings/{id} in the caller's transaction, at the version the manager saw (409 BOOKING_CHANGED
 * otherwise): move the visit, cancel it, or mark it done. A measurement done moves its request to Measured when it
 * was New or Contacted.
 */
export async function changeBooking(
  tx: Db,
  id: string,
  input: AdminChangeBooking,
  by: string,
  now = new Date(),
): Promise<CalendarVisit> {
  const row = await tx.selectFrom('bookings').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new NotFound('No such visit');
  if (row.version !== input.version) {
    throw new Conflict('This visit was changed by someone else since you opened it. Reload to see it.', {
      code: 'BOOKING_CHANGED',
    });
  }
  if (row.status !== 'BOOKED') {
    throw new Conflict('This visit has been cancelled or has taken place already.', { code: 'BOOKING_CLOSED' });
  }
  const { settings } = await getBookingSettings(tx);
  if (input.start) {
    const moved = await moveVisit(tx, row, settings, Date.parse(input.start), { override: input.override, now });
    await bookingActivity(tx, moved, 'MOVED', by);
    await queueBookingMails(tx, moved, 'MOVED', {
      customer: input.tellCustomer,
      shop: false,
      changeUntil: changeUntil(settings.cutoffHours, moved.starts_at, now),
    });
    return oneVisit(tx, moved);
  }
  if (input.status === 'CANCELLED') {
    const cancelled = await cancelVisit(tx, row, now);
    await bookingActivity(tx, cancelled, 'CANCELLED', by);
    await queueBookingMails(tx, cancelled, 'CANCELLED', {
      customer: input.tellCustomer,
      shop: false,
      changeUntil: null,
    });
    return oneVisit(tx, cancelled);
  }
  const done = await tx
    .updateTable('bookings')
    .set((eb) => ({ status: 'DONE' as const, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await bookingActivity(tx, done, 'DONE', by);
  // The linked request moves on to Measured when it was New or Contacted.
  if (done.kind === 'MEASUREMENT' && done.request_id && done.request_kind) {
    await moveRequest(tx, { kind: done.request_kind, id: done.request_id }, 'MEASURED', by, ['NEW', 'CONTACTED']);
  }
  return oneVisit(tx, done);
}

/** POST /api/admin/booking-blocks */
export async function createBlock(db: Db, input: CreateBlock, by: string): Promise<CalendarBlock> {
  const row = await db
    .insertInto('booking_blocks')
    .values({
      kind: input.kind ? kindOf(input.kind) : null,
      starts_at: new Date(input.start),
      ends_at: new Date(input.end),
      note: input.note ?? null,
      created_by: by,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return blockView(row);
}

/** DELETE /api/admin/booking-blocks/{id} */
export async function deleteBlock(db: Db, id: string): Promise<void> {
  const deleted = await db.deleteFrom('booking_blocks').where('id', '=', id).executeTakeFirst();
  if (!deleted.numDeletedRows) throw new NotFound('No such blocked time');
}
