// 1,000 quote submissions while about one in ten meets a fault between the function and PostgreSQL (a connection that
// dies mid-transaction, or a COMMIT whose reply is lost), the client retrying with the same Idempotency-Key until it
// gets an answer: exactly 1,000 rows, none twice. Real concurrency, so on the PostgreSQL server only.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import quotes from '../../netlify/functions/quotes.ts';
import { closeDb, getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { call, humanGuard, nextIp } from '../helpers.ts';
import { type ChaosProxy, startChaosProxy } from '../setup/chaos-proxy.ts';
import { expectConsoleError } from '../setup/console.ts';

const SUBMISSIONS = 1_000;
const AT_ONCE = 20;
let proxy: ChaosProxy;
const saved = { ...process.env };

beforeAll(async () => {
  proxy = await startChaosProxy(process.env.DATABASE_URL as string);
  await closeDb();
  // Through the proxy with node-postgres (the Neon project's bridge has its own fault tests).
  Object.assign(process.env, { DATABASE_URL: proxy.url, DB_DRIVER: 'pg', DB_POOL_MAX: '10' });
  resetEnv();
});

afterAll(async () => {
  await closeDb();
  process.env = saved;
  resetEnv();
  await proxy.close();
});

/** A visitor's browser: the same body and key until the server gives an answer that is not a failure. */
async function submit(n: number): Promise<{ attempts: number; status: number }> {
  const key = randomUUID();
  const ip = nextIp();
  const body = {
    productSlug: n % 2 ? 'classic-oak' : 'concealed-basic',
    selections: {},
    customer: { name: `Fault ${n}`, phone: '+380671234567' },
    notes: `fault-run ${n}`,
    ...humanGuard(),
  };
  for (let attempt = 1; attempt <= 20; attempt++) {
    const response = await call(quotes, 'POST', '/api/quotes', { body, ip, headers: { 'idempotency-key': key } });
    if (response.status === 201) return { attempts: attempt, status: 201 };
    // 503 (database unreachable) and 409 (the first try still holds the key) say: try again shortly.
    expect([409, 500, 503]).toContain(response.status);
    await sleep(20 + Math.random() * 80);
  }
  throw new Error(`submission ${n} never succeeded`);
}

describe('quote submissions under injected database faults (PostgreSQL server)', () => {
  // A correctness test, not a timing one: a busy 2-core machine takes 20–40 s.
  it('1,000 submissions, ~10% of them hit by a fault, retried with their key → exactly 1,000 rows', {
    timeout: 90_000,
  }, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    proxy.setChaos({ drop: 0.006, loseCommitReply: 0.04 });
    const started = performance.now();
    const results: { attempts: number; status: number }[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < SUBMISSIONS) results.push(await submit(next++));
      }),
    );
    proxy.setChaos({});
    const elapsed = performance.now() - started;
    const retried = results.filter((r) => r.attempts > 1).length;
    const faults = proxy.faults.dropped + proxy.faults.commitRepliesLost;
    // A 500 is logged as an unexpected error; none is expected, but say so clearly if one happens.
    expectConsoleError(error.mock.calls.length);
    expect(error.mock.calls.length, 'requests answered 500').toBe(0);

    const rows = await getDb().selectFrom('quotes').select(['notes']).where('notes', 'like', 'fault-run %').execute();
    expect(rows).toHaveLength(SUBMISSIONS);
    expect(new Set(rows.map((r) => r.notes)).size).toBe(SUBMISSIONS);
    // Faults really happened, to roughly one submission in ten (some are absorbed by the function's own retry).
    expect(faults).toBeGreaterThanOrEqual(SUBMISSIONS * 0.05);
    expect(faults).toBeLessThanOrEqual(SUBMISSIONS * 0.2);
    console.info(
      `[faults] ${SUBMISSIONS} submissions in ${Math.round(elapsed)} ms: ${proxy.faults.dropped} connections dropped, ` +
        `${proxy.faults.commitRepliesLost} commit replies lost, ${retried} submissions retried by the client; ` +
        `${rows.length} rows, none twice`,
    );
    warn.mockRestore();
  });
});
