// What every bookings module reads and writes: the slot engine's input for a kind and a span of days, the day's cap
// counter, a visit held on a free time (the one way a visit gets its time, new or moved), the request it belongs to,
// and the customer's link. Kysely only here and in the modules beside it; HTTP knows nothing of them.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { Conflict } from '../../server/errors.ts';
import { linkToken, newLinkSalt, tokenHash } from '../../server/link-token.ts';
import type { BookingSettings, Kind, KindRules } from './schema.ts';
import { addDays, MINUTE, shopDayOf, shopIso, shopMoment } from './shop-time.ts';
import { type DaySlots, firstFree, freeSlots, type Interval, isFree, type SlotInput } from './slots.ts';
import type { Slot } from './views.ts';

export const LINK_SCOPE = 'booking-link';
/** On the first day a visitor may book today, nothing starts sooner than this. */
const SAME_DAY_NOTICE_MINUTES = 120;
/** How many free times a refusal offers instead. */
const OFFERED = 6;

export const rulesOf = (settings: BookingSettings, kind: Kind): KindRules =>
  kind === 'SHOWROOM' ? settings.showroom : settings.measurement;

/** The customer's private page with its token: /uk/booking/#… (English without the prefix). */
export const managePath = (token: string, lang: 'en' | 'uk') => `${lang === 'uk' ? '/uk' : ''}/booking/#${token}`;

export function newLink(): { salt: string; token: string; hash: string } {
  const salt = newLinkSalt();
  const token = linkToken(LINK_SCOPE, salt);
  return { salt, token, hash: tokenHash(token) };
}

/** What a visitor may book: from the first day (and its notice) to the last day of the horizon. */
export function visitorWindow(settings: BookingSettings, now: Date): { first: string; last: string; earliest: number } {
  const today = shopDayOf(now.getTime());
  const first = addDays(today, settings.earliestDays);
  const notice = settings.earliestDays === 0 ? now.getTime() + SAME_DAY_NOTICE_MINUTES * MINUTE : 0;
  return {
    first,
    last: addDays(today, settings.horizonDays - 1),
    earliest: Math.max(notice, shopMoment(first, '00:00')),
  };
}

/** The rows the slot engine weighs for `kind` over the days from `from` (a day's margin each side for the buffers). */
export async function slotInput(
  db: Db,
  kind: Kind,
  rules: KindRules,
  from: string,
  days: number,
  options: { earliest: number; except?: string },
): Promise<SlotInput> {
  const start = new Date(shopMoment(addDays(from, -1), '00:00'));
  const end = new Date(shopMoment(addDays(from, days + 1), '00:00'));
  const [busy, blocked, counts] = await Promise.all([
    db
      .selectFrom('bookings')
      .select(['id', 'starts_at', 'busy_until'])
      .where('kind', '=', kind)
      .where('status', '<>', 'CANCELLED')
      .where('starts_at', '<', end)
      .where('busy_until', '>', start)
      .execute(),
    db
      .selectFrom('booking_blocks')
      .select(['starts_at', 'ends_at'])
      .where((eb) => eb.or([eb('kind', '=', kind), eb('kind', 'is', null)]))
      .where('starts_at', '<', end)
      .where('ends_at', '>', start)
      .execute(),
    db
      .selectFrom('booking_days')
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'booked'])
      .where('kind', '=', kind)
      .where(sql<boolean>`day between ${from}::date and ${addDays(from, days - 1)}::date`)
      .execute(),
  ]);
  return {
    rules,
    from,
    days,
    earliest: options.earliest,
    busy: busy
      .filter((row) => row.id !== options.except)
      .map((row) => ({ start: row.starts_at.getTime(), end: row.busy_until.getTime() })),
    blocked: blocked.map((row) => ({ start: row.starts_at.getTime(), end: row.ends_at.getTime() })),
    bookedPerDay: new Map(counts.map((row) => [row.day, row.booked])),
  };
}

export const slotView = (slot: Interval): Slot => ({ start: shopIso(slot.start), end: shopIso(slot.end) });

/** The visitor's free times of `kind` over their window (or from `from` for `days` within it). */
export async function visitorSlots(
  db: Db,
  settings: BookingSettings,
  kind: Kind,
  now: Date,
  span: { from?: string | undefined; days?: number } = {},
): Promise<DaySlots[]> {
  const rules = rulesOf(settings, kind);
  const window = visitorWindow(settings, now);
  const from = span.from && span.from > window.first ? span.from : window.first;
  if (from > window.last) return [];
  const wanted = span.days ?? settings.horizonDays;
  // The earlier of the span's end and the horizon (days as YYYY-MM-DD compare as text).
  const [last = from] = [addDays(from, wanted - 1), window.last].sort();
  const days = Math.round((Date.parse(last) - Date.parse(from)) / 86_400_000) + 1;
  if (!rules.enabled || days < 1) return [];
  return freeSlots(await slotInput(db, kind, rules, from, days, { earliest: window.earliest }));
}

/** 409 SLOT_TAKEN: the time is no longer free (or never was), with the next free times of the visitor's window. */
export async function slotTaken(db: Db, settings: BookingSettings, kind: Kind, now: Date): Promise<Conflict> {
  const next = firstFree(await visitorSlots(db, settings, kind, now), OFFERED).map(slotView);
  return new Conflict('This time has just been taken. Choose another one.', {
    code: 'SLOT_TAKEN',
    details: { next },
  });
}

/** One more visit on the kind's day: false when the day is at its cap (unless the manager overrides it). */
async function countIn(tx: Db, kind: Kind, day: string, cap: number | null): Promise<boolean> {
  const row = await tx
    .insertInto('booking_days')
    .values({ kind, day, booked: 1 })
    .onConflict((oc) => {
      const update = oc.columns(['kind', 'day']).doUpdateSet({ booked: sql<number>`booking_days.booked + 1` });
      return cap === null ? update : update.where('booking_days.booked', '<', cap);
    })
    .returning('booked')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Locks the kind's counters of these days in date order (making a missing one at 0), in the caller's transaction.
 * A move takes two days' counters: one moving Monday → Tuesday while another moves Tuesday → Monday would otherwise
 * each hold one and wait for the other (a deadlock: the database kills one, a 500).
 */
export async function lockDays(tx: Db, kind: Kind, days: string[]): Promise<void> {
  for (const day of [...new Set(days)].sort()) {
    await tx
      .insertInto('booking_days')
      .values({ kind, day, booked: 0 })
      .onConflict((oc) => oc.columns(['kind', 'day']).doUpdateSet({ booked: sql<number>`booking_days.booked` }))
      .execute();
  }
}

export async function countOut(tx: Db, kind: Kind, day: string): Promise<void> {
  await tx
    .updateTable('booking_days')
    .set({ booked: sql<number>`booked - 1` })
    .where('kind', '=', kind)
    .where(sql<boolean>`day = ${day}::date`)
    .where('booked', '>', 0)
    .execute();
}

export interface Hold {
  kind: Kind;
  rules: KindRules;
  start: number;
  /** The visitor's notice; ignored with `override`. */
  earliest: number;
  /** The manager's visit: outside the hours, blocks, notice and cap — never over another visit. */
  override: boolean;
  /** The visit being moved: its own time does not stand in its way. */
  except?: string;
}

/**
 * Holds the day's place and checks the time, in the caller's transaction: the day's counter row is raised first
 * (its lock orders every booking of that kind and day, so the check below reads every visit committed before), then
 * the time must be one of the day's free slots. Returns the visit's times, or undefined when it cannot be had.
 * The exclusion constraint stays the last word for a visit whose buffer crosses midnight.
 */
export async function holdSlot(
  tx: Db,
  hold: Hold,
): Promise<{ day: string; start: Date; end: Date; busyUntil: Date } | undefined> {
  const day = shopDayOf(hold.start);
  const { rules } = hold;
  if (!(await countIn(tx, hold.kind, day, hold.override ? null : rules.maxPerDay))) return undefined;
  const input = await slotInput(tx, hold.kind, rules, day, 1, {
    earliest: hold.override ? 0 : hold.earliest,
    ...(hold.except ? { except: hold.except } : {}),
  });
  const end = hold.start + rules.durationMinutes * MINUTE;
  const busyUntil = end + rules.bufferMinutes * MINUTE;
  // The counter already holds this visit: the cap was its check.
  const free = hold.override
    ? !input.busy.some((b) => b.start < busyUntil && hold.start < b.end)
    : isFree({ ...input, bookedPerDay: new Map() }, day, hold.start);
  if (!free) return undefined;
  return { day, start: new Date(hold.start), end: new Date(end), busyUntil: new Date(busyUntil) };
}

/** Whether a database error is the exclusion constraint refusing an overlapping visit. */
export const isOverlap = (error: unknown) => (error as { code?: unknown } | null)?.code === '23P01';

/** The exclusion constraint's refusal as the visitor reads it (no next times: the transaction is spent). */
export function rethrowOverlap(error: unknown): never {
  if (isOverlap(error)) {
    throw new Conflict('This time has just been taken. Choose another one.', {
      code: 'SLOT_TAKEN',
      details: { next: [] },
    });
  }
  throw error;
}

/** Until when the customer's link may move or cancel a visit starting at `start`; null once past. */
export function changeUntil(cutoffHours: number, start: Date, now: Date): string | null {
  const until = start.getTime() - cutoffHours * 60 * MINUTE;
  return until > now.getTime() ? shopIso(until) : null;
}

/** Who the visit is for and where, as the visitor or the manager typed it. */
export interface VisitDetails {
  name: string;
  phone: string;
  email?: string | undefined;
  address?: string | undefined;
  note?: string | undefined;
  lang: 'en' | 'uk';
}

/** A new visit on the time `holdSlot` gave, with its private link: the one insert of a booking. */
export async function insertVisit(
  tx: Db,
  visit: {
    kind: Kind;
    held: NonNullable<Awaited<ReturnType<typeof holdSlot>>>;
    details: VisitDetails;
    area: string | null;
    request: { kind: 'QUOTE' | 'INQUIRY'; id: string } | null;
    by: string | null;
  },
) {
  const { kind, held, details, request } = visit;
  const link = newLink();
  return tx
    .insertInto('bookings')
    .values({
      kind,
      starts_at: held.start,
      ends_at: held.end,
      busy_until: held.busyUntil,
      shop_day: held.day,
      customer_name: details.name,
      customer_phone: details.phone,
      customer_email: details.email ?? null,
      area: visit.area,
      address: kind === 'MEASUREMENT' ? (details.address ?? null) : null,
      note: details.note ?? null,
      lang: details.lang,
      request_kind: request?.kind ?? null,
      request_id: request?.id ?? null,
      token_salt: link.salt,
      token_hash: link.hash,
      created_by: visit.by,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch(rethrowOverlap);
}
