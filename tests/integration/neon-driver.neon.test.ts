// Production's driver under production's failures, against the PostgreSQL server through a bridge this file controls:
// a socket lost between two invocations, a compute waking up (a refused or slow first connection), a silent socket,
// and an idle socket's error that must not crash the function.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import categories from '../../netlify/functions/categories.ts';
import price from '../../netlify/functions/price.ts';
import products from '../../netlify/functions/products.ts';
import quotes from '../../netlify/functions/quotes.ts';
import { closeDb, dbTarget, getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { call, humanGuard, nextIp } from '../helpers.ts';
import { type Bridge, startBridge } from '../setup/neon-bridge.ts';

let bridge: Bridge;
const saved = { ...process.env };

/** A fresh pool on the next query, as in a new function instance. */
async function newInstance(settings: Record<string, string> = {}) {
  await closeDb();
  Object.assign(process.env, settings);
  resetEnv();
}

beforeAll(async () => {
  bridge = await startBridge();
  await newInstance({ DB_DRIVER: 'neon', NEON_WS_PROXY: bridge.proxy });
});

afterAll(async () => {
  await closeDb();
  process.env = saved;
  resetEnv();
  await bridge.close();
});

beforeEach(() => {
  bridge.refuseNext(0);
  bridge.delayNext(0);
  bridge.blackhole(false);
});

const getCategories = () => call(categories, 'GET', '/api/categories');

describe('the Neon driver through the bridge', () => {
  it('is what serves the queries here', async () => {
    expect(dbTarget().driver).toBe('neon');
    const before = bridge.accepted;
    await newInstance();
    expect((await getCategories()).status).toBe(200);
    expect(bridge.accepted).toBeGreaterThan(before);
  });

  it('a socket dropped between two invocations does not fail the next request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await getCategories()).status).toBe(200);
    bridge.dropConnections();
    // At once, before the pool has even heard of it, and again once it has.
    expect((await getCategories()).status).toBe(200);
    bridge.dropConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await getCategories()).status).toBe(200);
    warn.mockRestore();
  });

  it("an idle socket's error is logged and cannot crash the function", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await getCategories()).status).toBe(200);
    bridge.dropConnections();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('[db] connection lost')));
    // Still alive, and still answering.
    expect((await getCategories()).status).toBe(200);
    warn.mockRestore();
  });

  it('a compute that refuses the first connection (waking up): a read is tried again and answers', async () => {
    await newInstance();
    bridge.refuseNext(1);
    const response = await getCategories();
    expect(response.status).toBe(200);
    expect(bridge.refused).toBeGreaterThan(0);
  });

  it('a slow first connection (a cold start of 800 ms) is waited for', async () => {
    await newInstance();
    bridge.delayNext(800);
    const started = performance.now();
    const response = await call(price, 'POST', '/api/price', { body: { productSlug: 'classic-oak' } });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(800);
  });

  it('the price call, a POST that only reads, is tried again too', async () => {
    await newInstance();
    bridge.refuseNext(2);
    const response = await call(price, 'POST', '/api/price', { body: { productSlug: 'classic-oak' } });
    expect(response.status).toBe(200);
  });

  it('a quote under its Idempotency-Key is tried again by the server, and stored once', async () => {
    await newInstance();
    bridge.refuseNext(1);
    const name = `Neon ${randomUUID().slice(0, 8)}`;
    const response = await call(quotes, 'POST', '/api/quotes', {
      ip: nextIp(),
      headers: { 'idempotency-key': randomUUID() },
      body: { productSlug: 'classic-oak', selections: {}, customer: { name, phone: '+380671234567' }, ...humanGuard() },
    });
    expect(response.status).toBe(201);
    expect(bridge.refused).toBeGreaterThan(0);
    const rows = await getDb().selectFrom('quotes').select('id').where('customer_name', '=', name).execute();
    expect(rows).toHaveLength(1);
  });

  it('a write without an Idempotency-Key is not repeated: 503 with Retry-After, nothing stored', async () => {
    const { signIn } = await import('../helpers.ts');
    const { cookie } = await signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await newInstance();
    bridge.refuseNext(1);
    const slug = `fault-${randomUUID().slice(0, 8)}`;
    const response = await call(products, 'POST', '/api/products', {
      headers: { cookie },
      body: { categorySlug: 'concealed', name: 'Fault door', slug, price: 100, doorType: 'STANDARD' },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(((await response.json()) as { error: string }).error).toMatch(/briefly unavailable/);
    const stored = await getDb().selectFrom('products').select('id').where('slug', '=', slug).execute();
    expect(stored).toEqual([]);
    warn.mockRestore();
  });

  it('a socket that goes silent times out and answers 503, not a hang', async () => {
    await newInstance({ DB_CONNECT_TIMEOUT_MS: '300' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    bridge.blackhole(true);
    const started = performance.now();
    const response = await getCategories();
    expect(response.status).toBe(503);
    // Three attempts of 300 ms each and their backoff, far from the 10 s default or a hang.
    expect(performance.now() - started).toBeLessThan(3_000);
    bridge.blackhole(false);
    await newInstance({ DB_CONNECT_TIMEOUT_MS: '10000' });
    expect((await getCategories()).status).toBe(200);
    warn.mockRestore();
  });
});
