import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import categorySchema from '../../netlify/functions/category-schema.ts';
import quotes from '../../netlify/functions/quotes.ts';
import type { Configurator } from '../../src/features/pricing/schema.ts';
import type { PriceChangedBody } from '../../src/features/quotes/price-changed.ts';
import type { QuoteCreated } from '../../src/features/quotes/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { limits } from '../../src/server/rate-limit.ts';
import { call, formToken, humanGuard, nextIp } from '../helpers.ts';

const quote = (overrides: Record<string, unknown> = {}) => ({
  productSlug: 'concealed-basic',
  selections: { heightMm: 2200, frame: 'aluminium', magneticLock: true },
  customer: { name: 'Olena Kovalenko', email: 'Olena@Example.com', phone: '+380 67 123 45 67' },
  notes: 'Two doors for the hallway',
  ...humanGuard(),
  ...overrides,
});

const post = (body: unknown, init: { key?: string; ip?: string } = {}) =>
  call(quotes, 'POST', '/api/quotes', {
    body,
    ip: init.ip ?? nextIp(),
    headers: init.key ? { 'idempotency-key': init.key } : {},
  });

const countQuotes = async () =>
  Number(
    (
      await getDb()
        .selectFrom('quotes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const configurator = async () =>
  (await (await call(categorySchema, 'GET', '/', { params: { slug: 'concealed' } })).json()) as Configurator;

/** A back-office rate change: every price a configurator opened before it shows is now stale. */
const changeRate = (rateX10000: number) =>
  getDb().insertInto('exchange_rates').values({ rate_x10000: rateX10000, as_of: '2026-11-22' }).execute();

describe('POST /api/quotes', () => {
  it('prices on the server and stores a frozen snapshot', async () => {
    const response = await post({ ...quote(), totalPriceCents: 1, basePriceCents: 1 });
    expect(response.status).toBe(201);
    const body = (await response.json()) as QuoteCreated;
    // concealed-basic 690 USD → 28,463 UAH. STANDARD markup 25%: height bump 4,125; aluminium above 2100 4,641;
    // flush with plaster above 2100 3,352; 4 hinges (raised from 3 by the height) 3,094; magnetic lock 1,805.
    expect(body).toMatchObject({
      productSlug: 'concealed-basic',
      basePriceCents: 2_846_300,
      adjustmentsCents: (4_125 + 4_641 + 3_352 + 3_094 + 1_805) * 100,
      currency: 'UAH',
      rate: 41.25,
      pricingVersion: 1,
    });
    expect(body.totalPriceCents).toBe(body.basePriceCents + body.adjustmentsCents);

    const row = await getDb().selectFrom('quotes').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      product_name: 'Concealed Basic',
      customer_name: 'Olena Kovalenko',
      customer_email: 'olena@example.com',
      customer_phone: '+380 67 123 45 67',
      notes: 'Two doors for the hallway',
      total_price_cents: body.totalPriceCents,
      rate_x10000: 412_500,
      delivered: false,
    });
    expect(row.selections).toMatchObject({ heightMm: 2200, hinges: '4', frame: 'aluminium', magneticLock: true });
    expect(row.resolved_selections).toContainEqual({
      groupId: 'construction',
      groupLabel: 'Door leaf',
      controlId: 'frame',
      controlLabel: 'Frame',
      selection: 'aluminium',
      displayValue: 'Aluminium frame',
    });
    expect(row.breakdown).toContainEqual(expect.objectContaining({ controlId: 'hinges', displayValue: '4 hinges' }));
    const outbox = await getDb()
      .selectFrom('notification_outbox')
      .selectAll()
      .where('subject_id', '=', body.id)
      .execute();
    expect(outbox).toHaveLength(1);
  });

  it('keeps a stored quote unchanged when prices and the rate change later', async () => {
    const { id, totalPriceCents } = (await (await post(quote())).json()) as QuoteCreated;
    const db = getDb();
    await db.insertInto('exchange_rates').values({ rate_x10000: 500_000, as_of: '2026-11-21' }).execute();
    await db.updateTable('products').set({ base_price_cents: 1 }).where('slug', '=', 'concealed-basic').execute();
    const row = await db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.total_price_cents).toBe(totalPriceCents);
    expect(row.rate_x10000).toBe(412_500);
    const fresh = (await (await post(quote())).json()) as QuoteCreated;
    expect(fresh.rate).toBe(50);
    expect(fresh.totalPriceCents).not.toBe(totalPriceCents);
  });

  it.each([
    [{ customer: { name: '', phone: '+380671234567' } }, 'customer.name'],
    [{ customer: { name: 'Olena' } }, 'customer.phone'],
    [{ customer: { name: 'Olena', phone: 'call me' } }, 'customer.phone'],
    [{ customer: { name: 'Olena', phone: '+380671234567', email: 'not-an-email' } }, 'customer.email'],
    [{ customer: undefined }, 'customer'],
    [{ notes: 'x'.repeat(2001) }, 'notes'],
    [{ formToken: 42 }, 'formToken'],
    [{ selections: { frame: 'gold' } }, 'frame'],
  ])('refuses %o with 422 naming %s, storing nothing', async (overrides, field) => {
    const before = await countQuotes();
    const response = await post(quote(overrides));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toContain(field);
    expect(await countQuotes()).toBe(before);
  });

  it('accepts a blank email as no email', async () => {
    const response = await post(quote({ customer: { name: 'Ivan', phone: '0671234567', email: '  ' } }));
    expect(response.status).toBe(201);
  });

  it('answers 404 for an unknown door', async () => {
    expect((await post(quote({ productSlug: 'nope' }))).status).toBe(404);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer to a retry and stores one quote', async () => {
    const key = randomUUID();
    const body = quote({ customer: { name: `Retry ${key}`, phone: '+380671234567' } });
    const first = await post(body, { key });
    const second = await post(body, { key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    const rows = await getDb().selectFrom('idempotency_keys').select('key').where('key', '=', key).execute();
    expect(rows).toHaveLength(1);
    expect(
      await getDb().selectFrom('quotes').select('id').where('customer_name', '=', body.customer.name).execute(),
    ).toHaveLength(1);
  });

  it('refuses the same key with another body', async () => {
    const key = randomUUID();
    expect((await post(quote(), { key })).status).toBe(201);
    const other = await post(quote({ notes: 'Something else' }), { key });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      errors: { 'Idempotency-Key': ['This key was already used for a different request'] },
    });
  });

  it('refuses a key that is not a UUID', async () => {
    const response = await post(quote(), { key: 'once' });
    expect(response.status).toBe(400);
  });

  it('stores no answer for a refused attempt, so its retry is processed again', async () => {
    const key = randomUUID();
    expect((await post(quote({ productSlug: 'nope' }), { key })).status).toBe(404);
    expect((await post(quote({ productSlug: 'nope' }), { key })).status).toBe(404);
  });
});

describe('bot and abuse protection', () => {
  it('refuses a filled honeypot and stores nothing', async () => {
    const before = await countQuotes();
    const response = await post(quote({ website: 'http://spam.example' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: expect.stringContaining('automated') });
    expect(await countQuotes()).toBe(before);
  });

  it('refuses a form sent faster than a person can fill it', async () => {
    const response = await post(quote({ formToken: formToken(Date.now() - 300) }));
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(['formToken']);
  });

  it('limits submissions per IP with 429 and Retry-After, not counting replays', async () => {
    const ip = nextIp();
    const key = randomUUID();
    const first = quote({ notes: 'first' });
    expect((await post(first, { ip, key })).status).toBe(201);
    for (let i = 1; i < limits.quote.max; i++) expect((await post(quote({ notes: `n${i}` }), { ip })).status).toBe(201);
    expect((await post(first, { ip, key })).status).toBe(201); // a replay is not a new submission
    const limited = await post(quote({ notes: 'one too many' }), { ip });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limits.quote.windowSeconds);
    expect(await limited.json()).toEqual({ error: expect.any(String) });
    expect((await post(quote({ notes: 'another address' }), { ip: nextIp() })).status).toBe(201);
  });

  it('counts one IPv6 /64 as one client: the 11th quote from 11 of its addresses is refused', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= limits.quote.max + 2; n++) {
      statuses.push((await post(quote({ notes: `from ${n}` }), { ip: `2001:db8:5ee:1:${n.toString(16)}::7` })).status);
    }
    expect(statuses).toEqual([...Array<number>(limits.quote.max).fill(201), 429, 429]);
    expect((await post(quote(), { ip: '2001:db8:5ee:2::7' })).status).toBe(201); // the next /64 is another client
  });

  it('counts IPv4-mapped visitors each as their own IPv4 address, not all as one', async () => {
    for (let n = 0; n < limits.quote.max; n++) {
      expect((await post(quote({ notes: `mapped ${n}` }), { ip: '::ffff:198.51.100.9' })).status).toBe(201);
    }
    expect((await post(quote(), { ip: '198.51.100.9' })).status).toBe(429); // the same client, written plainly
    expect((await post(quote(), { ip: '::ffff:203.0.113.7' })).status).toBe(201);
  });

  it('gives every quote its own short reference', async () => {
    const first = (await (await post(quote())).json()) as QuoteCreated;
    const second = (await (await post(quote())).json()) as QuoteCreated;
    expect(first.reference).toMatch(/^D-\d{5,}$/);
    expect(second.reference).toMatch(/^D-\d{5,}$/);
    expect(second.reference).not.toBe(first.reference);
    const row = await getDb().selectFrom('quotes').select('reference').where('id', '=', first.id).executeTakeFirst();
    expect(row?.reference).toBe(first.reference);
  });
});

describe('POST /api/quotes after a back-office save (docs/product.md#quotes)', () => {
  it('stores at once when the total the customer saw still holds, though the checksum is stale', async () => {
    const before = await configurator();
    const seen = (await (await post(quote())).json()) as QuoteCreated;
    // A save that changes the checksum but not this door's price: the pricing published again as a new version.
    await getDb()
      .updateTable('pricing_documents')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('category_id', '=', before.category.id)
      .execute();
    const after = await configurator();
    expect(after.checksum).not.toBe(before.checksum);
    const response = await post(quote({ checksum: before.checksum, seenTotalCents: seen.totalPriceCents }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as QuoteCreated).totalPriceCents).toBe(seen.totalPriceCents);
  });

  it('answers 409 PRICE_CHANGED with the new price in the page language, stores nothing, then stores the confirmed total', async () => {
    const { checksum } = await configurator();
    const seen = (await (await post(quote())).json()) as QuoteCreated;
    await changeRate(450_000);
    const key = randomUUID();
    const sent = quote({ checksum, seenTotalCents: seen.totalPriceCents, lang: 'uk' });
    const before = await countQuotes();

    const refused = await post(sent, { key });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as PriceChangedBody;
    expect(body.code).toBe('PRICE_CHANGED');
    expect(body.price.totalPriceCents).not.toBe(seen.totalPriceCents);
    expect(body.price.rate).toBe(45);
    expect(body.price.breakdown).toContainEqual(
      expect.objectContaining({ controlId: 'hinges', displayValue: '4 петлі' }),
    );
    expect(body.error).toContain('Поки сторінка була відкрита');
    expect(await countQuotes()).toBe(before);

    // One click: the same filling (same key) sent again with the total it was just shown.
    const confirmed = await post({ ...sent, seenTotalCents: body.price.totalPriceCents }, { key });
    expect(confirmed.status).toBe(201);
    const created = (await confirmed.json()) as QuoteCreated;
    expect(created.totalPriceCents).toBe(body.price.totalPriceCents);
    const row = await getDb().selectFrom('quotes').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.total_price_cents).toBe(body.price.totalPriceCents);
    expect(row.rate_x10000).toBe(450_000);
    // The snapshot stays in English for the back office, whatever the page's language.
    expect(row.breakdown).toContainEqual(expect.objectContaining({ controlId: 'hinges', displayValue: '4 hinges' }));

    // Idempotency holds: the confirmed request sent again replays its answer and stores nothing more.
    const replay = await post({ ...sent, seenTotalCents: body.price.totalPriceCents }, { key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(((await replay.json()) as QuoteCreated).id).toBe(created.id);
    expect(await countQuotes()).toBe(before + 1);
  });

  it('without the total seen, stores at once with a current checksum and asks again with a stale one', async () => {
    const { checksum } = await configurator();
    expect((await post(quote({ checksum }))).status).toBe(201);
    await changeRate(460_000);
    const stale = await post(quote({ checksum }));
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as PriceChangedBody).code).toBe('PRICE_CHANGED');
  });
});

describe('POST /api/quotes messages in the page language', () => {
  it.each([
    ['uk', { customer: { name: '', phone: '+380671234567' } }, 'customer.name', 'Вкажіть ваше ім’я'],
    ['uk', { customer: { name: 'Olena', phone: 'call me' } }, 'customer.phone', 'Вкажіть правильний номер телефону'],
    ['uk', { notes: 'x'.repeat(2001) }, 'notes', 'Не більше 2000 символів'],
    ['en', { notes: 'x'.repeat(2001) }, 'notes', 'At most 2000 characters'],
    ['uk', { selections: { frame: 'gold' } }, 'frame', 'Невідомий варіант'],
  ])('in %s: %o → %s says %s', async (lang, overrides, field, message) => {
    const response = await post(quote({ lang, ...overrides }));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
  });

  it('says a too-quick filling and an unknown door in Ukrainian', async () => {
    const quick = await post(quote({ lang: 'uk', formToken: formToken(Date.now()) }));
    expect(quick.status).toBe(422);
    expect(((await quick.json()) as { errors: Record<string, string[]> }).errors.formToken).toEqual([
      'Надто швидко! Перевірте форму й надішліть її ще раз.',
    ]);
    const gone = await post(quote({ lang: 'uk', productSlug: 'nope' }));
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { errors: Record<string, string[]> }).errors.productSlug).toEqual([
      'Таких дверей немає',
    ]);
  });

  it('says the rate limit in Ukrainian', async () => {
    const ip = nextIp();
    for (let i = 0; i < limits.quote.max; i++) await post(quote({ lang: 'uk' }), { ip });
    const limited = await post(quote({ lang: 'uk' }), { ip });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: string }).error).toBe(
      'Забагато запитів з вашого з’єднання. Спробуйте пізніше.',
    );
  });
});
