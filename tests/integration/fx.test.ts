// The exchange rate in the back office: read, override, history; new prices use a new rate at once while stored
// quotes keep theirs.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import adminFx from '../../netlify/functions/admin-fx.ts';
import adminFxCurrent from '../../netlify/functions/admin-fx-current.ts';
import price from '../../netlify/functions/price.ts';
import quotes from '../../netlify/functions/quotes.ts';
import type { RateHistory, RateView } from '../../src/features/fx/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { call, humanGuard, nextIp, signIn } from '../helpers.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

const post = (body: unknown, headers: Record<string, string> = { cookie }) =>
  call(adminFx, 'POST', '/api/admin/fx', { body, headers });
const current = async () =>
  (await (await call(adminFxCurrent, 'GET', '/', { headers: { cookie } })).json()) as {
    rate: number;
    asOf: string;
  };
const priceOf = async () =>
  (await (
    await call(price, 'POST', '/api/price', { body: { productSlug: 'classic-oak', selections: {} } })
  ).json()) as { rate: number; totalPriceCents: number };
const rateRows = async () =>
  Number(
    (
      await getDb()
        .selectFrom('exchange_rates')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('without a session', () => {
  it.each([
    ['GET /api/admin/fx', adminFx, 'GET'],
    ['POST /api/admin/fx', adminFx, 'POST'],
    ['GET /api/admin/fx/current', adminFxCurrent, 'GET'],
  ] as const)('%s answers 401', async (_name, fn, method) => {
    const before = await rateRows();
    const response = await call(fn, method, '/', { body: method === 'POST' ? { rate: 45 } : undefined });
    expect(response.status).toBe(401);
    expect(await rateRows()).toBe(before);
  });

  it('refuses a cross-site write even with a session', async () => {
    const response = await post({ rate: 45 }, { cookie, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('the exchange rate', () => {
  it('reads the seeded rate with 4 decimals and its date', async () => {
    const rate = await current();
    expect(rate.rate).toBeGreaterThan(0);
    expect(rate.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('an override is used by the next price at once; a stored quote keeps its own rate', async () => {
    const before = await priceOf();
    const quote = await call(quotes, 'POST', '/api/quotes', {
      ip: nextIp(),
      headers: { 'idempotency-key': randomUUID() },
      body: {
        productSlug: 'classic-oak',
        selections: {},
        customer: { name: 'Taras', phone: '+380 50 000 00 00' },
        ...humanGuard(),
      },
    });
    expect(quote.status).toBe(201);
    const { id } = (await quote.json()) as { id: string };

    const saved = await post({ rate: 43.2109, asOfDate: '2026-11-20' });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ rate: 43.2109, asOf: '2026-11-20', source: 'MANUAL' });
    expect(await current()).toMatchObject({ rate: 43.2109, asOf: '2026-11-20' });

    const after = await priceOf();
    expect(after.rate).toBe(43.2109);
    expect(after.totalPriceCents).not.toBe(before.totalPriceCents);
    const stored = await getDb()
      .selectFrom('quotes')
      .select('rate_x10000')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.rate_x10000).toBe(Math.round(before.rate * 10_000));
  });

  it('dates an override today when no date is given, and lists it first in the history', async () => {
    const saved = (await (await post({ rate: 41.5 })).json()) as RateView;
    expect(saved.asOf).toBe(new Date().toISOString().slice(0, 10));
    const history = (await (await call(adminFx, 'GET', '/', { headers: { cookie } })).json()) as RateHistory;
    expect(history.current).toEqual(saved);
    expect(history.items[0]).toEqual(saved);
    expect(history.items.length).toBeGreaterThan(1);
    expect(history.items.map((item) => item.rate)).toContain(43.2109);
  });

  it.each([
    [{ rate: 0 }, 'rate'],
    [{ rate: -1 }, 'rate'],
    [{ rate: '41.5' }, 'rate'],
    [{ rate: null }, 'rate'],
    [{}, 'rate'],
    [{ rate: 1e308 }, 'rate'],
    [{ rate: 41.12345 }, 'rate'],
    [{ rate: 0.00001 }, 'rate'],
    [{ rate: 41.5, asOfDate: '2026-02-30' }, 'asOfDate'],
    [{ rate: 41.5, asOfDate: '20.11.2026' }, 'asOfDate'],
  ])('refuses %j with a message on %s and stores nothing', async (body, field) => {
    const before = await rateRows();
    const response = await post(body);
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual([field]);
    expect(await rateRows()).toBe(before);
  });

  it('says "Enter a valid positive rate" for a rate that is not one', async () => {
    const { errors } = (await (await post({ rate: -5 })).json()) as { errors: Record<string, string[]> };
    expect(errors.rate).toEqual(['Enter a valid positive rate']);
  });

  it('refuses a form-encoded body', async () => {
    const response = await call(adminFx, 'POST', '/', {
      body: 'rate=41',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(403); // a form post is refused by the CSRF check before anything else
  });
});
