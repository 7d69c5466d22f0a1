// Real concurrency needs the PostgreSQL server (PGlite serves one connection at a time, so nothing runs at once):
// *.pg.test.ts run in the postgres project only.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import quotes from '../../netlify/functions/quotes.ts';
import { getDb } from '../../src/server/db.ts';
import { env } from '../../src/server/env.ts';
import { requestHash } from '../../src/server/idempotency.ts';
import { call, humanGuard, nextIp } from '../helpers.ts';
import { sendAtOnce } from './replays.ts';

const quote = (n: number) => ({
  productSlug: 'classic-oak',
  selections: { heightMm: 2000 + (n % 40) * 10 },
  customer: { name: `Customer ${n}`, phone: '+380671234567' },
  ...humanGuard(),
});

describe('idempotency under concurrency (PostgreSQL server)', () => {
  it('200 quotes, each sent 5 times at once → exactly 200 rows, every replay answered alike', async () => {
    const { elapsed } = await sendAtOnce(
      quotes,
      '/api/quotes',
      Array.from({ length: 200 }, (_, n) => quote(n)),
    );
    const rows = await getDb()
      .selectFrom('quotes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customer_name', 'like', 'Customer %')
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(200);
    console.info(`[idempotency] 1,000 requests (200 keys × 5) in ${Math.round(elapsed)} ms`);
  });

  it('answers 409 with Retry-After while the first request with a key is still in flight', async () => {
    const key = randomUUID();
    const body = quote(999);
    const holder = new pg.Client({ connectionString: env().DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)', [
        'quote',
        key,
        requestHash(body),
      ]);
      const response = await call(quotes, 'POST', '/api/quotes', {
        body,
        ip: nextIp(),
        headers: { 'idempotency-key': key },
      });
      expect(response.status).toBe(409);
      expect(response.headers.get('retry-after')).toBe('1');
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    // The first attempt never finished, so the retry does the work.
    const retry = await call(quotes, 'POST', '/api/quotes', {
      body,
      ip: nextIp(),
      headers: { 'idempotency-key': key },
    });
    expect(retry.status).toBe(201);
  });
});
