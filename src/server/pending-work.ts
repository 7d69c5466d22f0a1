// "Is anything pending?" answered without the database, so a shop with no traffic lets its database sleep (Neon
// suspends a compute after a few idle minutes; the scheduled functions run every minute). One marker per queue in
// Netlify Blobs: `{ setAt, dueAt }`. Work that needs a scheduled run sets it with the transaction that queues the
// work; a scheduled run reads it and touches the database only when work is due.
//
// Why it never loses work:
// - A writer sets the marker before its transaction commits (inside it, or just before it starts), and a failed set
//   fails the write: no committed work is ever left without a marker. (A marker for work that rolled back only costs
//   one run's queries.)
// - A run clears the marker only when the database said nothing is left and the marker is SETTLED: set more than
//   SETTLE_MS before the run read it, so every writer that set it has committed (or rolled back) before the run looked.
// - The clearing write is conditional on the ETag the run read: a writer that set the marker meanwhile wins.
import { pendingStore } from './blobs.ts';

export type WorkQueue = 'notifications' | 'publishing';

interface Marker {
  /** When a writer last set it (ms since the epoch). */
  setAt: number;
  /** When a run should next look at the database; null: nothing is pending. */
  dueAt: number | null;
}

/**
 * How long after a writer's set its transaction has surely ended: the set and the transaction run in one invocation,
 * and a function lives at most 60 s on Netlify (its connection, and so any open transaction, ends with it). Twice
 * that, for the clocks of separate instances.
 */
export const SETTLE_MS = 2 * 60_000;

/** Notes that `queue` has work for its scheduled run: call it before the transaction that queues the work commits. */
export async function markPending(queue: WorkQueue, now = Date.now()): Promise<void> {
  const marker: Marker = { setAt: now, dueAt: now };
  await pendingStore().setJSON(queue, marker);
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
  // An idle or not-yet-due marker: one read, and the database is left alone.
  const peek = await read();
  if (peek && (peek.dueAt === null || peek.dueAt > now)) return { ran: false, dueAt: peek.dueAt };
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
  const written: Marker = { setAt: marker.setAt, dueAt };
  const conditions = etag === undefined ? { onlyIfNew: true } : { onlyIfMatch: etag };
  const { modified } = await store.setJSON(queue, written, conditions);
  // Not modified: a writer set the marker after we read it; its work is due now, and the marker says so.
  return { ran: true, dueAt: modified ? dueAt : now };
}
