// A project's quote request (docs/decisions/024): doors from both configurators priced again by the server
// and stored as one request — one quotes row, a quote_doors row per door, one notification — in one transaction.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import adminQuotes from '../../netlify/functions/admin-quotes.ts';
import adminQuotesItem from '../../netlify/functions/admin-quotes-item.ts';
import projectQuotes from '../../netlify/functions/project-quotes.ts';
import type { QuoteDetails } from '../../src/features/inbox/schema.ts';
import { MAX_REQUEST_CENTS } from '../../src/features/quotes/lines.ts';
import type { ProjectPriceChanged } from '../../src/features/quotes/project.server.ts';
import type { QuoteCreated } from '../../src/features/quotes/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { limits } from '../../src/server/rate-limit.ts';
import { call, nextIp, signIn } from '../helpers.ts';
import { fiveDoors, project, projectTotal, unitPrice } from './project-requests.ts';

const post = (body: unknown, key = randomUUID()) =>
  call(projectQuotes, 'POST', '/api/project-quotes', { body, ip: nextIp(), headers: { 'idempotency-key': key } });

const countRows = async (name: string) => {
  const quotes = await getDb()
    .selectFrom('quotes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(quotes.n);
};

let cookie: string;
let total: number;
beforeAll(async () => {
  ({ cookie } = await signIn());
  total = await projectTotal(fiveDoors);
});

describe('POST /api/project-quotes', () => {
  it('counts refused requests too: past the limit a stale total is 429 before any pricing', async () => {
    const ip = nextIp();
    const stale = () =>
      call(projectQuotes, 'POST', '/api/project-quotes', {
        body: project('Stale total', 1),
        ip,
        headers: { 'idempotency-key': randomUUID() },
      });
    const statuses: number[] = [];
    for (let n = 0; n <= limits.quote.max; n++) statuses.push((await stale()).status);
    expect(statuses).toEqual([...Array<number>(limits.quote.max).fill(409), 429]);
    // The address's allowance is spent whatever the first answers were: a right total is refused too.
    const right = await call(projectQuotes, 'POST', '/api/project-quotes', {
      body: project('Right total', total),
      ip,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(right.status).toBe(429);
  });

  it('stores five doors of both configurators as one request, each door priced as its configurator prices it', async () => {
    const name = `Family ${randomUUID().slice(0, 8)}`;
    const response = await post(project(name, total));
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as QuoteCreated;
    expect(created).toMatchObject({
      doorCount: 8,
      totalPriceCents: total,
      productName: '8 doors: Classic Oak, Concealed Basic',
    });
    expect(created.reference).toMatch(/^D-\d+$/);

    const db = getDb();
    const quote = await db.selectFrom('quotes').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(quote).toMatchObject({ door_count: 8, total_price_cents: total, customer_name: name, status: 'NEW' });
    expect(quote.base_price_cents + quote.adjustments_cents).toBe(total);
    const doors = await db
      .selectFrom('quote_doors')
      .selectAll()
      .where('quote_id', '=', created.id)
      .orderBy('position')
      .execute();
    expect(doors.map((d) => [d.position, d.product_slug, d.category_slug, d.room, d.quantity])).toEqual([
      [1, 'classic-oak', 'interior', 'Bedroom 1', 2],
      [2, 'concealed-basic', 'concealed', 'Hall', 1],
      [3, 'classic-oak', 'interior', 'Kids’ room', 3],
      [4, 'concealed-basic', 'concealed', null, 1],
      [5, 'classic-oak', 'interior', 'Кухня', 1],
    ]);
    for (const [i, door] of doors.entries()) {
      const sent = fiveDoors[i];
      if (!sent) throw new Error('no door');
      expect(door.unit_price_cents).toBe(await unitPrice(sent));
      expect(door.unit_price_cents).toBe(door.base_price_cents + door.adjustments_cents);
    }
    expect(doors[0]?.resolved_selections).toContainEqual(
      expect.objectContaining({ controlId: 'handle', selection: 'premium' }),
    );
    // One notification to the shop for the whole project.
    const outbox = await db
      .selectFrom('notification_outbox')
      .selectAll()
      .where('subject_id', '=', created.id)
      .execute();
    expect(outbox.filter((o) => o.kind === 'QUOTE')).toHaveLength(1);

    // The manager reads every door in the request's details.
    const details = (await (
      await call(adminQuotesItem, 'GET', `/api/admin/quotes/${created.id}`, {
        headers: { cookie },
        params: { id: created.id },
      })
    ).json()) as QuoteDetails;
    expect(details.doorCount).toBe(8);
    expect(details.doors.map((d) => [d.productName, d.room, d.quantity])).toEqual([
      ['Classic Oak', 'Bedroom 1', 2],
      ['Concealed Basic', 'Hall', 1],
      ['Classic Oak', 'Kids’ room', 3],
      ['Concealed Basic', null, 1],
      ['Classic Oak', 'Кухня', 1],
    ]);
  });

  it('stores nothing at a total the server does not find, and says each door’s price and the new total', async () => {
    const name = `Stale ${randomUUID().slice(0, 8)}`;
    const response = await post(project(name, total - 100));
    expect(response.status).toBe(409);
    // Beside the message, as for a single door's 409 (docs/product.md#quotes).
    const body = (await response.json()) as { code: string } & ProjectPriceChanged;
    expect(body.code).toBe('PRICE_CHANGED');
    expect(body.totalPriceCents).toBe(total);
    expect(body.doors).toHaveLength(5);
    expect(await countRows(name)).toBe(0);
    // Sent again at the total it was told: stored.
    expect((await post(project(name, body.totalPriceCents))).status).toBe(201);
    expect(await countRows(name)).toBe(1);
  });

  it.each([
    [{ doors: [] }, 'doors'],
    [{ doors: Array.from({ length: 31 }, () => fiveDoors[3]) }, 'doors'],
    [{ doors: [{ ...fiveDoors[0], quantity: 0 }] }, 'doors.0.quantity'],
    [{ doors: [{ ...fiveDoors[0], quantity: 51 }] }, 'doors.0.quantity'],
    [{ doors: [{ ...fiveDoors[0], quantity: 1.5 }] }, 'doors.0.quantity'],
    [{ doors: [{ ...fiveDoors[0], room: 'Hall\nPhone: 000' }] }, 'doors.0.room'],
    [{ doors: [{ ...fiveDoors[0], room: 'x'.repeat(61) }] }, 'doors.0.room'],
    [{ doors: [fiveDoors[0], { ...fiveDoors[1], productSlug: 'no-such-door' }] }, 'doors.1.productSlug'],
    [{ doors: [fiveDoors[0], { ...fiveDoors[1], selections: { frame: 'gold' } }] }, 'doors.1.selections.frame'],
    [{ seenTotalCents: undefined }, 'seenTotalCents'],
  ])('refuses %o with 422 naming %s, storing nothing', async (overrides, field) => {
    const name = `Refused ${randomUUID().slice(0, 8)}`;
    const response = await post({ ...project(name, total), ...overrides });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toContain(field);
    expect(await countRows(name)).toBe(0);
  });

  it('refuses a project beyond what one request holds (20,000,000 UAH), asking for it in parts', async () => {
    const door = { productSlug: 'classic-oak', selections: { heightMm: 2400 }, room: 'Floor 3', quantity: 50 };
    expect((await unitPrice(door)) * 50 * 30).toBeGreaterThan(MAX_REQUEST_CENTS);
    const name = `Tower ${randomUUID().slice(0, 8)}`;
    const response = await post(
      project(
        name,
        1,
        Array.from({ length: 30 }, () => door),
      ),
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.doors).toEqual([
      'Проєкт завеликий для одного запиту: надішліть його частинами',
    ]);
    expect(await countRows(name)).toBe(0);
  });

  it('shows one door with a room or several of it as a project: nothing the visitor typed goes unshown', async () => {
    const door = { productSlug: 'classic-oak', selections: {}, room: 'Bathroom', quantity: 3 };
    const name = `One door ${randomUUID().slice(0, 8)}`;
    const created = (await (await post(project(name, await projectTotal([door]), [door]))).json()) as QuoteCreated;
    expect(created.productName).toBe('3 doors: Classic Oak');
    const details = (await (
      await call(adminQuotesItem, 'GET', `/api/admin/quotes/${created.id}`, {
        headers: { cookie },
        params: { id: created.id },
      })
    ).json()) as QuoteDetails;
    expect(details.doors).toEqual([expect.objectContaining({ room: 'Bathroom', quantity: 3 })]);
    const csv = await (
      await call(adminQuotes, 'GET', `/api/admin/quotes?q=${encodeURIComponent(name)}&format=csv`, {
        headers: { cookie },
      })
    ).text();
    expect(csv).toContain('1. Classic Oak (Bathroom) × 3: ');
  });

  it('replays a retry with the same key and stores one request', async () => {
    const name = `Retry ${randomUUID().slice(0, 8)}`;
    const key = randomUUID();
    const first = await post(project(name, total), key);
    const second = await post(project(name, total), key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.text()).toBe(await first.text());
    expect(await countRows(name)).toBe(1);
  });
});

describe('the CSV export of a project', () => {
  it('puts every door’s configuration in the request’s Configuration cell, a line each', async () => {
    const name = `Export ${randomUUID().slice(0, 8)}`;
    expect((await post(project(name, total))).status).toBe(201);
    const response = await call(adminQuotes, 'GET', `/api/admin/quotes?q=${encodeURIComponent(name)}&format=csv`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('8 doors: Classic Oak, Concealed Basic');
    expect(text).toMatch(/1\. Classic Oak \(Bedroom 1\) × 2: [^\n]*Handle: Premium/);
    expect(text).toContain('4. Concealed Basic × 1: ');
    expect(text).toContain('5. Classic Oak (Кухня) × 1: ');
  });
});

describe('migration 0020: every quote has its lines', () => {
  it('gives a quote stored without lines (code from before) its one door, once', async () => {
    const db = getDb();
    const { id } = await db
      .insertInto('quotes')
      .values({
        product_id: null,
        product_slug: 'classic-oak',
        product_name: 'Classic Oak',
        customer_name: 'Old code',
        customer_phone: '+380671234567',
        customer_email: null,
        notes: null,
        selections: JSON.stringify({ heightMm: 2000 }),
        resolved_selections: JSON.stringify([]),
        breakdown: JSON.stringify([]),
        base_price_cents: 1_000_000,
        adjustments_cents: 5_000,
        total_price_cents: 1_005_000,
        rate_x10000: 412_500,
        pricing_version: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const migration = readFileSync('migrations/0020_quote_doors.sql', 'utf8');
    const backfill = migration.slice(migration.indexOf('INSERT INTO quote_doors'));
    await sql.raw(backfill).execute(db);
    await sql.raw(backfill).execute(db);
    const doors = await db.selectFrom('quote_doors').selectAll().where('quote_id', '=', id).execute();
    expect(doors).toHaveLength(1);
    expect(doors[0]).toMatchObject({ position: 1, quantity: 1, room: null, unit_price_cents: 1_005_000 });
  });
});
