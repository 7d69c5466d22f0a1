// The back office's overview on the real database: requests per week, the most configured doors (from the batched
// price-check counts) and the share of price checks that became quotes.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import adminOverview from '../../netlify/functions/admin-overview.ts';
import contact from '../../netlify/functions/contact.ts';
import price from '../../netlify/functions/price.ts';
import projectQuotes from '../../netlify/functions/project-quotes.ts';
import quotes from '../../netlify/functions/quotes.ts';
import { countPriceCheck, flushPriceChecks } from '../../src/features/overview/price-checks.server.ts';
import type { Overview } from '../../src/features/overview/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { call, humanGuard, nextIp, signIn } from '../helpers.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

const read = async () => {
  const response = await call(adminOverview, 'GET', '/api/admin/overview', { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as Overview;
};

const submitQuote = async (productSlug: string) => {
  const response = await call(quotes, 'POST', '/api/quotes', {
    ip: nextIp(),
    headers: { 'idempotency-key': randomUUID() },
    body: { productSlug, selections: {}, customer: { name: 'Iryna', phone: '+380 67 000 00 00' }, ...humanGuard() },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
};

const submitEnquiry = async (type: 'general' | 'furniture') => {
  const response = await call(contact, 'POST', `/api/contact/${type}`, {
    params: { type },
    ip: nextIp(),
    headers: { 'idempotency-key': randomUUID() },
    body: { name: 'Petro', email: 'petro@example.com', phone: '+380501112233', message: 'Hello', ...humanGuard() },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
};

/** Monday (UTC) of the week `weeksAgo` weeks before this one, YYYY-MM-DD. */
function mondayOf(weeksAgo: number): string {
  const now = new Date();
  const day = (now.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day - 7 * weeksAgo));
  return monday.toISOString().slice(0, 10);
}

describe('GET /api/admin/overview', () => {
  it('answers 401 without a session', async () => {
    expect((await call(adminOverview, 'GET', '/api/admin/overview')).status).toBe(401);
  });

  it('counts requests per week for the last 12 weeks, oldest first, empty weeks as 0', async () => {
    const before = await read();
    expect(before.weekly).toHaveLength(12);
    expect(before.weekly.map((w) => w.weekStart)).toEqual([...Array(12).keys()].reverse().map(mondayOf));

    const old = await submitQuote('classic-oak');
    await submitQuote('classic-oak');
    await submitEnquiry('general');
    const furniture = await submitEnquiry('furniture');
    // Moved three weeks back (Wednesday noon of that week), and one far outside the window.
    const threeWeeksAgo = `${mondayOf(3)}T12:00:00Z`;
    await sql`update quotes set created_at = ${threeWeeksAgo} where id = ${old}`.execute(getDb());
    await sql`update inquiries set created_at = '2020-01-01T00:00:00Z' where id = ${furniture}`.execute(getDb());

    const after = await read();
    const delta = after.weekly.map((week, i) => {
      const was = before.weekly[i];
      return {
        weekStart: week.weekStart,
        quotes: week.quotes - (was?.quotes ?? 0),
        furniture: week.furniture - (was?.furniture ?? 0),
        general: week.general - (was?.general ?? 0),
      };
    });
    expect(delta[11]).toEqual({ weekStart: mondayOf(0), quotes: 1, furniture: 0, general: 1 });
    expect(delta[8]).toEqual({ weekStart: mondayOf(3), quotes: 1, furniture: 0, general: 0 });
    const moved = delta.filter((_, i) => i !== 8 && i !== 11);
    expect(moved.every((w) => w.quotes === 0 && w.furniture === 0 && w.general === 0)).toBe(true);
    expect(after.undelivered.doorQuotes).toBe(before.undelivered.doorQuotes + 2);
  });

  it('ranks the doors by price checks and shows the share that became quotes', async () => {
    const priceIt = async (productSlug: string) => {
      const response = await call(price, 'POST', '/api/price', { body: { productSlug, selections: {} } });
      expect(response.status).toBe(200);
    };
    for (let i = 0; i < 6; i++) await priceIt('concealed-basic');
    for (let i = 0; i < 3; i++) await priceIt('classic-oak');
    await flushPriceChecks(getDb());
    // The first call's own batch went out after its answer (waitUntil): wait until both batches have landed.
    await expect
      .poll(async () => (await read()).topProducts.map((p) => [p.slug, p.priceChecks]))
      .toEqual([
        ['concealed-basic', 6],
        ['classic-oak', 3],
      ]);
    const { conversion, topProducts } = await read();
    const quoted = await getDb()
      .selectFrom('quotes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('created_at', '>=', sql<Date>`(now() at time zone 'UTC')::date - 29`)
      .executeTakeFirstOrThrow();
    expect(conversion).toEqual({
      days: 30,
      priceChecks: 9,
      quotes: Number(quoted.n),
      share: Number(quoted.n) / 9,
    });
    expect(topProducts[0]).toMatchObject({ name: expect.any(String), category: 'concealed', quotes: 0 });
    expect(topProducts[1]).toMatchObject({ category: 'interior', quotes: 2 });

    // A project request counts for every door it holds, once each, not only for its first.
    const doors = [
      { productSlug: 'classic-oak', selections: {}, quantity: 2 },
      { productSlug: 'concealed-basic', selections: {}, quantity: 1 },
      { productSlug: 'classic-oak', selections: { handle: 'premium' }, quantity: 1 },
    ];
    // The total as the server prices it (its 409 says so), without a price check that would move the counts.
    const send = (seenTotalCents: number) =>
      call(projectQuotes, 'POST', '/api/project-quotes', {
        ip: nextIp(),
        headers: { 'idempotency-key': randomUUID() },
        body: { doors, seenTotalCents, customer: { name: 'Olena', phone: '+380 67 000 00 01' }, ...humanGuard() },
      });
    const refused = await send(0);
    expect(refused.status).toBe(409);
    const project = await send(((await refused.json()) as { totalPriceCents: number }).totalPriceCents);
    expect(project.status, await project.clone().text()).toBe(201);
    const after = (await read()).topProducts;
    expect(after.find((p) => p.slug === 'concealed-basic')?.quotes).toBe(1);
    expect(after.find((p) => p.slug === 'classic-oak')?.quotes).toBe(3);
  });

  it('adds later counts to the same day and skips a door deleted before its counts were written', async () => {
    const db = getDb();
    const { id } = await db
      .selectFrom('products')
      .select('id')
      .where('slug', '=', 'classic-oak')
      .executeTakeFirstOrThrow();
    const gone = randomUUID();
    countPriceCheck(id);
    countPriceCheck(id);
    countPriceCheck(gone);
    await flushPriceChecks(db);
    const row = await db
      .selectFrom('price_checks')
      .select(['checks'])
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.checks).toBe(5);
    const orphans = await db.selectFrom('price_checks').select('day').where('product_id', '=', gone).execute();
    expect(orphans).toEqual([]);
  });
});
