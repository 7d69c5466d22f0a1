// Counts price calls per door and UTC day for the overview. A price call only bumps a counter in this function
// instance's memory; the counts reach the database in one batched upsert at most every few seconds, written after
// the answer has gone (context.waitUntil keeps the instance alive until then). So the hot path never waits on, or
// contends for, a counter row, and nothing is left unwritten when the instance goes idle.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { env } from '../../server/env.ts';

/** At most one write per instance per this many ms (tests set PRICE_CHECK_FLUSH_MS=0 to write at once). */
const flushEveryMs = () => env().PRICE_CHECK_FLUSH_MS;
const pending = new Map<string, number>();
let lastFlushAt = 0;
let scheduled: Promise<void> | undefined;

const keyOf = (day: string, productId: string) => `${day}|${productId}`;

export function countPriceCheck(productId: string, now: Date = new Date()): void {
  const key = keyOf(now.toISOString().slice(0, 10), productId);
  pending.set(key, (pending.get(key) ?? 0) + 1);
}

/**
 * Makes sure the counts get written: at once when this instance has not written for a while (its first call, say),
 * else when the current window ends. Hand the returned promise to context.waitUntil; undefined when one is already on
 * its way.
 */
export function schedulePriceCheckFlush(db: Db): Promise<void> | undefined {
  if (scheduled || pending.size === 0) return undefined;
  scheduled = (async () => {
    // Counts that arrive while a write is on its way go out with the next one, still under this waitUntil.
    do {
      await sleep(Math.max(0, lastFlushAt + flushEveryMs() - Date.now()));
      await flushPriceChecks(db); // a failure ends the loop; the counts wait for the next price call
    } while (pending.size > 0);
  })().finally(() => {
    scheduled = undefined;
  });
  return scheduled;
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
