// "Is anything pending?" answered without the database, so a shop with no traffic lets its database sleep (Neon
// suspends a compute after a few idle minutes; the scheduled functions run every minute). One marker per queue in
// Netlify Blobs: `{ setAt, dueAt, checkedAt }`. Work that needs a scheduled run sets it with the transaction that
// queues the work; a scheduled run reads it and touches the database only when work is due.
//
// Why it never loses work:
// - A writer sets the marker before its transaction commits (inside it, or just before it starts). A failed set is
//   logged and never fails the write: a lead or an edit matters more than a prompt retry. The run that missed it is
//   the sweep: an idle marker not looked behind for SWEEP_MS makes the run look at the database anyway.
// - A run clears the marker only when the database said nothing is left and the marker is SETTLED: set more than
//   SETTLE_MS before the run read it, so every writer that set it has committed (or rolled back) before the run looked.
// - The clearing write is conditional on the ETag the run read: a writer that set the marker meanwhile wins.
// - Blobs out of reach when a run reads the marker: the run drains as if work were due (the database decides).
import { pendingStore } from './blobs.ts';

export type WorkQueue = 'notifications' | 'publishing' | 'pictures' | 'bookings';

interface Marker {
  /** When a writer last set it (ms since the epoch). */
  setAt: number;
  /** When a run should next look at the database; null: nothing is pending. */
  dueAt: number | null;
  /** When a run last looked at the database (ms since the epoch); absent in markers a writer set. */
  checkedAt?: number;
}

/**
 * How long after a writer's set its transaction has surely ended: the set and the transaction run in one invocation,
 * and a function lives at most 60 s on Netlify (its connection, and so any open transaction, ends with it). Twice
 * that, for the clocks of separate instances.
 */
export const SETTLE_MS = 2 * 60_000;

/**
 * How long an idle queue goes without a look at the database: the safety net for a marker whose set failed. Four
 * short wake-ups a day keep a Neon compute suspended almost all the time.
 */
export const SWEEP_MS = 6 * 60 * 60_000;

/** Notes that `queue` has work for its scheduled run: call it before the transaction that queues the work commits. */
export async function markPending(queue: WorkQueue, now = Date.now()): Promise<void> {
  const marker: Marker = { setAt: now, dueAt: now };
  try {
    await pendingStore().setJSON(queue, marker);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[pending] could not mark ${queue} pending (the next sweep finds the work): ${reason}`);
  }
}

/**
 * What the database says after a drain: when the next piece of work falls due (now or later), null when nothing is
 * left, undefined when the drain did not look (the marker is then left as it is).
 */
export type NextDue = Date | null | undefined;

export interface PendingRun {
  /** Whether the drain ran (and so whether the database was touched). */
  ran: boolean;
  /** The marker's next due time after the run; null when nothing is pending. */
  dueAt: number | null;
}

/**
 * Runs `drain` only when the marker says work is due, then records what the database said. A missing marker (a new
 * store, or work queued before markers existed) counts as work set now: the run looks, and clears it once settled.
 */
export async function runIfPending(
  queue: WorkQueue,
  drain: () => Promise<NextDue>,
  now = Date.now(),
): Promise<PendingRun> {
  const store = pendingStore();
  const read = async () => (await store.get(queue, { type: 'json' })) as Marker | null;
  let peek: Marker | null;
  try {
    peek = await read();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[pending] could not read the ${queue} marker; looking at the database: ${reason}`);
    await drain();
    return { ran: true, dueAt: now };
  }
  // An idle or not-yet-due marker: one read, and the database is left alone — unless the sweep is due.
  const swept = peek !== null && now - (peek.checkedAt ?? peek.setAt) < SWEEP_MS;
  if (peek && swept && (peek.dueAt === null || peek.dueAt > now)) return { ran: false, dueAt: peek.dueAt };
  // Work is due. The ETag from the listing, then the data: read in that order, the data is that version or a newer
  // one, and a newer one makes the conditional write below fail, as it must. (A listing, because the local
  // BlobsServer sends no ETag with a read.)
  const etag = (await store.list({ prefix: queue })).blobs.find((blob) => blob.key === queue)?.etag;
  const found = etag === undefined ? null : await read();
  const marker: Marker = found ?? { setAt: now, dueAt: now };
  const next = await drain();
  if (next === undefined && found) return { ran: true, dueAt: marker.dueAt };
  // Not settled yet: a writer may still be committing work the drain could not see, so look again next run.
  const settled = now - marker.setAt >= SETTLE_MS;
  const dueAt = settled && next !== undefined ? (next === null ? null : next.getTime()) : now;
  const written: Marker = { setAt: marker.setAt, dueAt, checkedAt: now };
  const conditions = etag === undefined ? { onlyIfNew: true } : { onlyIfMatch: etag };
  const { modified } = await store.setJSON(queue, written, conditions);
  // Not modified: a writer set the marker after we read it; its work is due now, and the marker says so.
  return { ran: true, dueAt: modified ? dueAt : now };
}
