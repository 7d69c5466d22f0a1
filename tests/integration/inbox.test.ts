// The inbox on the real database: lists (newest first, paging, sorting, search, filter, CSV), one submission from its
// frozen snapshot, and the manager's marks; the sidebar badges follow the delivered flags.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import adminInquiries from '../../netlify/functions/admin-inquiries.ts';
import adminInquiriesItem from '../../netlify/functions/admin-inquiries-item.ts';
import adminQuotes from '../../netlify/functions/admin-quotes.ts';
import adminQuotesItem from '../../netlify/functions/admin-quotes-item.ts';
import adminStats from '../../netlify/functions/admin-stats.ts';
import contact from '../../netlify/functions/contact.ts';
import quotes from '../../netlify/functions/quotes.ts';
import type { InquirySummary, Page, QuoteDetails, QuoteSummary } from '../../src/features/inbox/schema.ts';
import type { AdminStats } from '../../src/features/overview/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { call, humanGuard, nextIp, signIn } from '../helpers.ts';

let cookie: string;
const tag = randomUUID().slice(0, 6);
const ids: Record<string, string> = {};

async function submitQuote(name: string, productSlug: string, selections: Record<string, unknown> = {}) {
  const response = await call(quotes, 'POST', '/api/quotes', {
    ip: nextIp(),
    headers: { 'idempotency-key': randomUUID() },
    body: {
      productSlug,
      selections,
      customer: {
        name,
        email: `${name.replace(/\W/g, '').toLowerCase().slice(0, 20)}@example.com`,
        phone: '+380 67 123 45 67',
      },
      notes: `notes of ${name}`,
      ...humanGuard(),
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function submitEnquiry(type: 'general' | 'furniture', name: string) {
  const response = await call(contact, 'POST', `/api/contact/${type}`, {
    params: { type },
    ip: nextIp(),
    headers: { 'idempotency-key': randomUUID() },
    body: { name, email: 'e@example.com', phone: '+380501112233', message: `message from ${name}`, ...humanGuard() },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const get = async <T>(fn: Parameters<typeof call>[0], path: string, params: Record<string, string> = {}) => {
  const response = await call(fn, 'GET', path, { headers: { cookie }, params });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
};
const patch = (fn: Parameters<typeof call>[0], id: string, body: unknown) =>
  call(fn, 'PATCH', `/x/${id}`, { headers: { cookie }, params: { id }, body });
const stats = () => get<AdminStats>(adminStats, '/api/admin/stats');

beforeAll(async () => {
  ({ cookie } = await signIn());
  // Oldest first, so the newest is the formula-looking one.
  ids.oak = await submitQuote(`Oksana ${tag}`, 'classic-oak');
  ids.big = await submitQuote(`Bohdan ${tag}`, 'concealed-basic', { heightMm: 2400, magneticLock: true });
  ids.formula = await submitQuote(`=HYPERLINK("http://evil") ${tag}`, 'classic-oak');
  ids.general = await submitEnquiry('general', `Galyna ${tag}`);
  ids.furniture = await submitEnquiry('furniture', `Fedir ${tag}`);
});

describe('without a session', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['GET /api/admin/quotes', adminQuotes, 'GET', {}],
    ['GET /api/admin/quotes/:id', adminQuotesItem, 'GET', { id }],
    ['PATCH /api/admin/quotes/:id', adminQuotesItem, 'PATCH', { id }],
    ['GET /api/admin/inquiries', adminInquiries, 'GET', {}],
    ['GET /api/admin/inquiries/:id', adminInquiriesItem, 'GET', { id }],
    ['PATCH /api/admin/inquiries/:id', adminInquiriesItem, 'PATCH', { id }],
  ] as const)('%s answers 401', async (_name, fn, method, params) => {
    const response = await call(fn, method, '/?type=GENERAL', {
      params,
      body: method === 'PATCH' ? { delivered: true } : undefined,
    });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/admin/quotes', () => {
  it('lists newest first with the total count, one page at a time', async () => {
    const first = await get<Page<QuoteSummary>>(adminQuotes, `/api/admin/quotes?q=${tag}&pageSize=2`);
    expect(first.total).toBe(3);
    expect(first.items.map((q) => q.id)).toEqual([ids.formula, ids.big]);
    const second = await get<Page<QuoteSummary>>(adminQuotes, `/api/admin/quotes?q=${tag}&pageSize=2&page=2`);
    expect(second.items.map((q) => q.id)).toEqual([ids.oak]);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(first.items[1]).toMatchObject({
      reference: expect.stringMatching(/^D-\d{5,}$/),
      productSlug: 'concealed-basic',
      customerName: `Bohdan ${tag}`,
      customerEmail: `bohdan${tag}@example.com`.toLowerCase(),
      customerPhone: '+380 67 123 45 67',
      currency: 'UAH',
      delivered: false,
      adminNotes: null,
    });
  });

  it('sorts by a whitelisted column and searches case-insensitively, wildcards taken literally', async () => {
    const byTotal = await get<Page<QuoteSummary>>(adminQuotes, `/api/admin/quotes?q=${tag}&sort=total&dir=asc`);
    const totals = byTotal.items.map((q) => q.totalPriceCents);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(byTotal.items.at(-1)?.id).toBe(ids.big);
    const found = await get<Page<QuoteSummary>>(adminQuotes, `/api/admin/quotes?q=${`oksana ${tag}`.toUpperCase()}`);
    expect(found.items.map((q) => q.id)).toEqual([ids.oak]);
    // The reference a customer reads out on the phone finds their quote.
    const [oak] = found.items;
    const byReference = await get<Page<QuoteSummary>>(adminQuotes, `/api/admin/quotes?q=${oak?.reference}`);
    expect(byReference.items.map((q) => q.id)).toEqual([ids.oak]);
    const wildcard = await get<Page<QuoteSummary>>(adminQuotes, `/api/admin/quotes?q=${tag}%25_`);
    expect(wildcard.total).toBe(0);
  });

  it('refuses an unknown sort column, a page below 1 or a page size over 100 with 422', async () => {
    for (const query of ['sort=customer_phone;drop', 'page=0', 'pageSize=101', 'dir=sideways', 'delivered=maybe']) {
      const response = await call(adminQuotes, 'GET', `/api/admin/quotes?${query}`, { headers: { cookie } });
      expect(response.status, query).toBe(422);
      expect(Object.keys(((await response.json()) as { errors: object }).errors)).toHaveLength(1);
    }
  });

  it('exports the filtered list as CSV, with formulas defused', async () => {
    const response = await call(adminQuotes, 'GET', `/api/admin/quotes?q=${tag}&format=csv`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="door-quotes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Created,Product,Customer,Email,Phone,Base (UAH),Adjustments (UAH),Total (UAH),Customer notes,Configuration,Status,Lost reason,Follow up on,Delivered,Admin notes',
    );
    expect(lines[1]).toMatch(/^D-\d{5,},/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") ${tag}"`);
    expect(lines[3]).toContain(`Oksana ${tag}`);
    expect(lines[3]).toContain("'+380 67 123 45 67");
  });
});

describe('GET /api/admin/quotes/:id', () => {
  it('shows the frozen snapshot, unchanged by later price changes', async () => {
    const before = await get<QuoteDetails>(adminQuotesItem, '/x', { id: ids.big as string });
    expect(before.basePriceCents + before.adjustmentsCents).toBe(before.totalPriceCents);
    expect(before.selections.find((s) => s.controlId === 'heightMm')).toMatchObject({
      groupLabel: expect.any(String),
      controlLabel: expect.any(String),
      displayValue: '2400 mm',
    });
    expect(before.breakdown.length).toBeGreaterThan(0);
    expect(before.notes).toBe(`notes of Bohdan ${tag}`);
    await getDb().updateTable('products').set({ base_price_cents: 1 }).where('slug', '=', 'concealed-basic').execute();
    await getDb().insertInto('exchange_rates').values({ rate_x10000: 990_000, as_of: '2026-11-22' }).execute();
    const after = await get<QuoteDetails>(adminQuotesItem, '/x', { id: ids.big as string });
    expect(after).toEqual(before);
  });

  it('answers 404 for an unknown quote and 422 for a malformed id', async () => {
    const unknown = await call(adminQuotesItem, 'GET', '/x', { headers: { cookie }, params: { id: randomUUID() } });
    expect(unknown.status).toBe(404);
    const malformed = await call(adminQuotesItem, 'GET', '/x', { headers: { cookie }, params: { id: "1' or 1=1" } });
    expect(malformed.status).toBe(422);
  });
});

describe('PATCH /api/admin/quotes/:id', () => {
  it('marks a quote delivered, and the Door Quotes badge drops by one', async () => {
    const before = await stats();
    const response = await patch(adminQuotesItem, ids.oak as string, { delivered: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: ids.oak, delivered: true });
    expect((await stats()).undelivered.doorQuotes).toBe(before.undelivered.doorQuotes - 1);
    const undelivered = await get<Page<QuoteSummary>>(adminQuotes, `/api/admin/quotes?q=${tag}&delivered=false`);
    expect(undelivered.items.map((q) => q.id)).not.toContain(ids.oak);
  });

  it('keeps notes, trims them, and clears them when blank', async () => {
    const saved = await patch(adminQuotesItem, ids.big as string, { adminNotes: '  Call after 18:00  ' });
    expect(((await saved.json()) as QuoteSummary).adminNotes).toBe('Call after 18:00');
    const details = await get<QuoteDetails>(adminQuotesItem, '/x', { id: ids.big as string });
    expect(details.adminNotes).toBe('Call after 18:00');
    const cleared = await patch(adminQuotesItem, ids.big as string, { adminNotes: '   ' });
    expect(((await cleared.json()) as QuoteSummary).adminNotes).toBeNull();
  });

  it.each([
    [{}, '_'],
    [{ delivered: 'yes' }, 'delivered'],
    [{ adminNotes: 'x'.repeat(5001) }, 'adminNotes'],
    [{ adminNotes: 'a\u0000b' }, 'adminNotes'],
    [{ delivered: true, totalPriceCents: 1 }, '_'],
  ])('refuses %j with 422 and changes nothing', async (body, field) => {
    const before = await get<QuoteDetails>(adminQuotesItem, '/x', { id: ids.formula as string });
    const response = await patch(adminQuotesItem, ids.formula as string, body);
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toContain(field);
    expect(await get<QuoteDetails>(adminQuotesItem, '/x', { id: ids.formula as string })).toEqual(before);
  });

  it('answers 404 for an unknown quote', async () => {
    expect((await patch(adminQuotesItem, randomUUID(), { delivered: true })).status).toBe(404);
  });
});

describe('enquiries', () => {
  it('lists one kind at a time and needs the kind', async () => {
    const furniture = await get<Page<InquirySummary>>(adminInquiries, `/api/admin/inquiries?type=FURNITURE&q=${tag}`);
    expect(furniture.items.map((i) => i.id)).toEqual([ids.furniture]);
    expect(furniture.items[0]).toMatchObject({ type: 'FURNITURE', name: `Fedir ${tag}`, phone: '+380501112233' });
    const general = await get<Page<InquirySummary>>(adminInquiries, `/api/admin/inquiries?type=GENERAL&q=${tag}`);
    expect(general.items.map((i) => i.id)).toEqual([ids.general]);
    for (const query of ['', 'type=OTHER']) {
      const response = await call(adminInquiries, 'GET', `/api/admin/inquiries?${query}`, { headers: { cookie } });
      expect(response.status).toBe(422);
    }
  });

  it('marks one delivered (its badge drops), keeps notes, exports CSV', async () => {
    const before = await stats();
    const response = await patch(adminInquiriesItem, ids.general as string, { delivered: true, adminNotes: 'Replied' });
    expect(await response.json()).toMatchObject({ delivered: true, adminNotes: 'Replied' });
    const after = await stats();
    expect(after.undelivered.general).toBe(before.undelivered.general - 1);
    expect(after.undelivered.furniture).toBe(before.undelivered.furniture);
    const one = await get<InquirySummary>(adminInquiriesItem, '/x', { id: ids.general as string });
    expect(one).toMatchObject({ message: `message from Galyna ${tag}`, adminNotes: 'Replied', delivered: true });
    const csv = await call(adminInquiries, 'GET', `/api/admin/inquiries?type=GENERAL&q=${tag}&format=csv`, {
      headers: { cookie },
    });
    expect(csv.headers.get('content-disposition')).toMatch(/general-enquiries-/);
    const text = await csv.text();
    expect(text).toContain(
      'Reference,Created,Name,Email,Phone,Message,Status,Lost reason,Follow up on,Delivered,Admin notes',
    );
    expect(text).toContain(`Galyna ${tag}`);
    // SPEC's Delivered tick is the status Contacted.
    expect(text).toContain('CONTACTED,,,yes,Replied');
  });
});
