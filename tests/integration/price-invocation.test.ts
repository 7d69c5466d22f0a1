// A price call's invocation ends with its answer: Netlify's function bootstrap holds every invocation open until all
// of its context.waitUntil promises settle, so anything the price function hands there is billed time and keeps the
// instance from its next call (docs/decisions/019). Production's 5 s batching window is on here, not the tests' 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import price from '../../netlify/functions/price.ts';
import { flushPriceChecks } from '../../src/features/overview/price-checks.server.ts';
import { createContext } from '../../src/local/functions-router.ts';
import { getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';

const saved = process.env.PRICE_CHECK_FLUSH_MS;
beforeAll(() => {
  process.env.PRICE_CHECK_FLUSH_MS = '5000';
  resetEnv();
});
afterAll(() => {
  process.env.PRICE_CHECK_FLUSH_MS = saved;
  resetEnv();
});

/** One invocation as the bootstrap runs it: the answer, then every waitUntil promise; how long the tail lasted. */
async function invoke(productSlug: string): Promise<{ status: number; tailMs: number; waits: number }> {
  const req = new Request('http://localhost:4321/api/price', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productSlug, selections: {} }),
  });
  const waits: Promise<unknown>[] = [];
  const context = createContext(req);
  context.waitUntil = (promise) => void waits.push(Promise.resolve(promise));
  const response = await price(req, context);
  await response.text();
  const answered = performance.now();
  await Promise.all(waits);
  return { status: response.status, tailMs: performance.now() - answered, waits: waits.length };
}

const checksOf = async (slug: string) => {
  const row = await getDb()
    .selectFrom('price_checks as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select((eb) => eb.fn.sum<number>('c.checks').as('checks'))
    .where('p.slug', '=', slug)
    .executeTakeFirst();
  return Number(row?.checks ?? 0);
};

describe('a price invocation', () => {
  it('settles its waitUntil work within a few ms of the answer, the first call and the ones inside the window', async () => {
    const first = await invoke('classic-oak');
    expect(first.status).toBe(200);
    // The instance's first call writes its count at once: the write is the whole tail.
    expect(first.waits).toBe(1);
    expect(first.tailMs).toBeLessThan(250);
    for (let i = 0; i < 3; i++) {
      const next = await invoke('classic-oak');
      expect(next.status).toBe(200);
      // Inside the 5 s window nothing is handed to waitUntil: the count waits in memory for a later call.
      expect(next.tailMs).toBeLessThan(50);
    }
    expect(await checksOf('classic-oak')).toBe(1);
    // Nothing was lost, only deferred: the next write (here forced) carries the three.
    await flushPriceChecks(getDb());
    expect(await checksOf('classic-oak')).toBe(4);
  });
});
