// Counts price calls per door and UTC day for the overview. A price call only bumps a counter in this function
// instance's memory; the counts reach the database in one batched upsert at most every few seconds, after the answer
// has gone (context.waitUntil). So the hot path never waits on, or contends for, a counter row. An instance that is
// shut down loses at most its last few seconds of counts: acceptable for a statistic.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';

const FLUSH_EVERY_MS = 5_000;
const pending = new Map<string, number>();
let lastFlushAt = 0;

const keyOf = (day: string, productId: string) => `${day}|${productId}`;

export function countPriceCheck(productId: string, now: Date = new Date()): void {
  const key = keyOf(now.toISOString().slice(0, 10), productId);
  pending.set(key, (pending.get(key) ?? 0) + 1);
}

/** Whether this instance should write its counts now (always on its first call: short-lived instances count too). */
export function flushDue(now: number = Date.now()): boolean {
  return pending.size > 0 && now - lastFlushAt >= FLUSH_EVERY_MS;
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
