// Counts price calls per door and UTC day for the overview. A price call only bumps a counter in this function
// instance's memory; the counts reach the database in one batched upsert at most every few seconds, written after
// the answer has gone. The write is the only thing handed to context.waitUntil, and Netlify holds the invocation open
// until every waitUntil promise settles, so nothing here ever waits for a window to pass: a call that comes before the
// window ends leaves its count in memory for a later call to write (docs/decisions/016, 020).
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { env } from '../../server/env.ts';

/** At most one write per instance per this many ms (tests set PRICE_CHECK_FLUSH_MS=0 to write at once). */
const flushEveryMs = () => env().PRICE_CHECK_FLUSH_MS;
const pending = new Map<string, number>();
let lastFlushAt = Number.NEGATIVE_INFINITY;
let writing: Promise<void> | undefined;

const keyOf = (day: string, productId: string) => `${day}|${productId}`;

export function countPriceCheck(productId: string, now: Date = new Date()): void {
  const key = keyOf(now.toISOString().slice(0, 10), productId);
  pending.set(key, (pending.get(key) ?? 0) + 1);
}

/**
 * Writes the counts held in memory when this instance has not written for PRICE_CHECK_FLUSH_MS (its first call
 * always does); otherwise leaves them for a later call. Hand the returned promise (the write alone, a few ms) to
 * context.waitUntil; undefined when there is nothing to write yet. What an instance counted since its last write is
 * lost if it is never called again after the window ends (Lambda gives no notice before it stops an instance): at most
 * a few seconds of counts per instance, a statistic, never a submission.
 */
export function schedulePriceCheckFlush(db: Db, now = Date.now()): Promise<void> | undefined {
  if (writing || pending.size === 0 || now - lastFlushAt < flushEveryMs()) return undefined;
  writing = flushPriceChecks(db)
    // A failed write keeps its counts for the next call; the instance must not fail because of a statistic.
    .catch((error: unknown) => console.warn('[price-checks] write failed, kept for the next one:', error))
    .finally(() => {
      writing = undefined;
    });
  return writing;
}

/** Adds the counts held in memory to the database; on failure they stay for the next flush. */
export async function flushPriceChecks(db: Db): Promise<void> {
  if (pending.size === 0) return;
  const batch = [...pending];
  pending.clear();
  lastFlushAt = Date.now();
  const rows = batch.map(([key, checks]) => {
    const [day, productId] = key.split('|');
    return sql`(${day}::date, ${productId}::uuid, ${checks}::integer)`;
  });
  try {
    // Joined with products: a door deleted since it was counted is skipped instead of failing the whole batch.
    await sql`
      insert into price_checks (day, product_id, checks)
      select v.day, v.product_id, v.checks
      from (values ${sql.join(rows)}) as v (day, product_id, checks)
      join products p on p.id = v.product_id
      on conflict (day, product_id) do update set checks = price_checks.checks + excluded.checks
    `.execute(db);
  } catch (error) {
    for (const [key, checks] of batch) pending.set(key, (pending.get(key) ?? 0) + checks);
    throw error;
  }
}
