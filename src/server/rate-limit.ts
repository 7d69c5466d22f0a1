// Per-client limits for the public forms, counted in Postgres per fixed window (functions keep no memory).
import { sql } from 'kysely';
import type { Db } from './db.ts';
import { HttpError } from './http.ts';

export interface Limit {
  bucket: string;
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export const limits = {
  quote: { bucket: 'quote', max: 10, windowSeconds: 600 },
  generalEnquiry: { bucket: 'contact-general', max: 5, windowSeconds: 600 },
  furnitureEnquiry: { bucket: 'contact-furniture', max: 5, windowSeconds: 600 },
  /** Visitors' pictures: six for each of a few requests, and a few tries again after a refused file. */
  picture: { bucket: 'visitor-picture', max: 30, windowSeconds: 3600 },
  /** Creating the first admin: as many tries per address as a sign-in allows (5 per 15 minutes), wrong codes too. */
  adminSetup: { bucket: 'admin-setup', max: 5, windowSeconds: 900 },
  /** A customer's confirmation e-mail: a mailbox gets 3 a day, a client has 5 sent a day (never a relay). */
  confirmationTo: { bucket: 'confirmation-to', max: 3, windowSeconds: 86_400 },
  confirmationFrom: { bucket: 'confirmation-from', max: 5, windowSeconds: 86_400 },
  /** A customer's offer link: opened and downloaded freely by a person, not tried by the thousand. */
  offerView: { bucket: 'offer-view', max: 120, windowSeconds: 600 },
  /** Accepting or asking for changes: a person does it a few times at most. */
  offerReply: { bucket: 'offer-reply', max: 10, windowSeconds: 600 },
  /** Booking a visit: a person books one, maybe tries two or three times when a time was just taken. */
  booking: { bucket: 'booking', max: 10, windowSeconds: 600 },
  /** And a day's: a person books a visit or two, not every free time of a month (the caps would let one client). */
  bookingDaily: { bucket: 'booking-day', max: 8, windowSeconds: 86_400 },
  /** A booking's link: opened freely by a person, not tried by the thousand; moved or cancelled a few times. */
  bookingView: { bucket: 'booking-view', max: 120, windowSeconds: 600 },
  bookingChange: { bucket: 'booking-change', max: 10, windowSeconds: 600 },
} satisfies Record<string, Limit>;

/**
 * Counts one request of `subject` (a client IP); 429 with Retry-After once the window's allowance is spent. The public
 * forms and the first-admin setup count here; sign-in has its own lockout (src/features/auth/lockout.ts).
 */
export async function hitLimit(db: Db, limit: Limit, subject: string, now = Date.now()): Promise<void> {
  if (!(await countHit(db, limit, subject, now))) {
    const windowMs = limit.windowSeconds * 1000;
    const retryAfter = Math.max(1, Math.ceil((windowMs - (now % windowMs)) / 1000));
    throw new HttpError(
      429,
      { error: 'Too many submissions from your connection. Please try again later.' },
      { 'retry-after': String(retryAfter) },
    );
  }
}

/**
 * Counts one use of `subject`'s allowance (one upsert returning the new count, so two at once never both see room)
 * and says whether it is still within it: for work that is skipped rather than refused past the limit.
 */
export async function countHit(db: Db, limit: Limit, subject: string, now = Date.now()): Promise<boolean> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const { hits } = await db
    .insertInto('rate_limits')
    .values({ bucket: limit.bucket, subject, window_start: windowStart })
    .onConflict((oc) =>
      oc.columns(['bucket', 'subject', 'window_start']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (hits === 1 && Math.random() < 0.02) {
    await db.deleteFrom('rate_limits').where('window_start', '<', sql<Date>`now() - interval '1 day'`).execute();
  }
  return hits <= limit.max;
}
