// Likely duplicates in the inbox (docs/product.md#duplicates): the same phone (however written) or e-mail
// within 24 hours of an earlier request of the same kind marks the later one, with the earlier named; the manager
// merges it into the earlier (it leaves the open list, stays reachable by its reference, both keep the history) or
// says it is not a duplicate (remembered). The database's keys agree with src/features/inbox/duplicates.ts.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import adminInquiries from '../../netlify/functions/admin-inquiries.ts';
import adminInquiriesDuplicate from '../../netlify/functions/admin-inquiries-duplicate.ts';
import adminInquiriesItem from '../../netlify/functions/admin-inquiries-item.ts';
import adminOverview from '../../netlify/functions/admin-overview.ts';
import adminQuotes from '../../netlify/functions/admin-quotes.ts';
import adminQuotesDuplicate from '../../netlify/functions/admin-quotes-duplicate.ts';
import adminQuotesItem from '../../netlify/functions/admin-quotes-item.ts';
import adminStats from '../../netlify/functions/admin-stats.ts';
import contact from '../../netlify/functions/contact.ts';
import quotes from '../../netlify/functions/quotes.ts';
import { emailKey, phoneKey } from '../../src/features/inbox/duplicates.ts';
import type {
  InquiryDetails,
  InquirySummary,
  Page,
  QuoteDetails,
  QuoteSummary,
} from '../../src/features/inbox/schema.ts';
import type { AdminStats, Overview } from '../../src/features/overview/schema.ts';
import { shopToday } from '../../src/lib/shop-day.ts';
import { getDb } from '../../src/server/db.ts';
import { call, humanGuard, nextIp, signIn } from '../helpers.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

/** A phone no other test file's request has: the last nine digits are this run's own. */
let phones = 0;
const newPhone = () => `+380 ${String(Math.floor(Math.random() * 9e6) + 1e6)}${String(++phones).padStart(2, '0')}`;

async function quote(name: string, phone: string, email?: string) {
  const response = await call(quotes, 'POST', '/api/quotes', {
    ip: nextIp(),
    headers: { 'idempotency-key': randomUUID() },
    body: { productSlug: 'classic-oak', selections: {}, customer: { name, phone, email }, ...humanGuard() },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

async function enquiry(type: 'general' | 'furniture', name: string, contacts: { phone?: string; email?: string }) {
  const response = await call(contact, 'POST', `/api/contact/${type}`, {
    params: { type },
    ip: nextIp(),
    headers: { 'idempotency-key': randomUUID() },
    body: { name, message: 'A wardrobe', phone: '', email: '', ...contacts, ...humanGuard() },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

const getJson = async <T>(fn: Parameters<typeof call>[0], path: string, params: Record<string, string> = {}) => {
  const response = await call(fn, 'GET', path, { headers: { cookie }, params });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
};
const quoteList = (q = '') => getJson<Page<QuoteSummary>>(adminQuotes, `/api/admin/quotes?pageSize=100&q=${q}`);
const quoteOf = (id: string) => getJson<QuoteDetails>(adminQuotesItem, `/api/admin/quotes/${id}`, { id });
const inquiryOf = (id: string) => getJson<InquiryDetails>(adminInquiriesItem, `/api/admin/inquiries/${id}`, { id });
const answer = (fn: Parameters<typeof call>[0], id: string, body: unknown, headers: Record<string, string> = {}) =>
  call(fn, 'POST', `/x/${id}/duplicate`, { headers: { cookie, ...headers }, params: { id }, body });
const age = (table: 'quotes' | 'inquiries', id: string, by: string) =>
  sql`update ${sql.table(table)} set created_at = created_at - ${by}::interval where id = ${id}`.execute(getDb());

describe('the mark', () => {
  it('marks the same project sent twice from one phone 25 s apart, naming the earlier, and only the later', async () => {
    const phone = newPhone();
    const first = await quote('Olena Twice', phone);
    // The same number as the visitor typed it the second time: spaces and the country code left out.
    const second = await quote('Olena Twice', `0${phoneKey(phone)}`);
    await age('quotes', first.id, '25 seconds');
    const list = await quoteList('Olena Twice');
    const byId = Object.fromEntries(list.items.map((q) => [q.id, q]));
    expect(byId[second.id]?.duplicateOf).toEqual({ id: first.id, reference: first.reference });
    expect(byId[first.id]?.duplicateOf).toBeNull();
    expect((await quoteOf(second.id)).duplicateOf).toEqual({ id: first.id, reference: first.reference });
  });

  it('marks the same e-mail in other capitals, and nothing past 24 hours or with other contacts', async () => {
    const email = `mark-${randomUUID().slice(0, 8)}@example.com`;
    const first = await quote('Mark Mail', newPhone(), email);
    await sql`update quotes set customer_email = upper(customer_email) where id = ${first.id}`.execute(getDb());
    const second = await quote('Mark Mail', newPhone(), email);
    const stranger = await quote('Mark Stranger', newPhone(), `other-${email}`);
    expect((await quoteOf(second.id)).duplicateOf?.id).toBe(first.id);
    expect((await quoteOf(stranger.id)).duplicateOf).toBeNull();
    await age('quotes', first.id, '24 hours 1 second');
    expect((await quoteOf(second.id)).duplicateOf).toBeNull();
  });

  it('compares enquiries with enquiries of their kind only', async () => {
    const phone = newPhone();
    const furniture = await enquiry('furniture', 'Kind One', { phone });
    const general = await enquiry('general', 'Kind Two', { phone, email: 'kind@example.com' });
    const again = await enquiry('furniture', 'Kind Three', { phone: phone.replace(/ /g, '') });
    expect((await inquiryOf(general.id)).duplicateOf).toBeNull();
    expect((await inquiryOf(again.id)).duplicateOf).toEqual({ id: furniture.id, reference: furniture.reference });
    const list = await getJson<Page<InquirySummary>>(
      adminInquiries,
      `/api/admin/inquiries?type=FURNITURE&q=${again.reference}`,
    );
    expect(list.items.map((i) => i.duplicateOf?.reference)).toEqual([furniture.reference]);
  });

  it('keys phones and e-mails in the database as duplicates.ts does', async () => {
    const cases = [
      ['+380 (67) 123-45-67', 'Olena@Example.COM'],
      ['0671234567', ' x@y.ua '],
      ['12-34', ''],
      ['+48 512 345 678', 'A@B.C'],
    ] as const;
    for (const [phone, email] of cases) {
      const row = await getDb()
        .insertInto('inquiries')
        .values({ type: 'GENERAL', name: 'Keys', phone, email })
        .returning(['phone_key', 'email_key'])
        .executeTakeFirstOrThrow();
      expect(row, `${phone} ${email}`).toEqual({ phone_key: phoneKey(phone), email_key: emailKey(email) });
    }
  });
});

describe('the manager’s answer', () => {
  it('"not a duplicate" takes the mark away for good and says so in the history', async () => {
    const phone = newPhone();
    const first = await quote('Dismiss Me', phone);
    const second = await quote('Dismiss Me', phone);
    const response = await answer(adminQuotesDuplicate, second.id, { action: 'dismiss' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as QuoteSummary).duplicateOf).toBeNull();
    const details = await quoteOf(second.id);
    expect(details.duplicateOf).toBeNull();
    expect(details.activity.at(-1)).toMatchObject({ kind: 'NOT_DUPLICATE', reference: first.reference });
    // A third from the same phone is still marked: the answer was about the second alone.
    const third = await quote('Dismiss Me', phone);
    expect((await quoteOf(third.id)).duplicateOf?.id).toBe(first.id);
  });

  it('merge folds the later into the earlier: off the open list, found by its reference, history on both', async () => {
    const phone = newPhone();
    const name = `Merge ${randomUUID().slice(0, 6)}`;
    const first = await quote(name, phone);
    const second = await quote(name, phone);
    const newBefore = (await getJson<AdminStats>(adminStats, '/api/admin/stats')).undelivered.doorQuotes;
    // Both due for a follow-up today: the overview lists both, and counts both in this week's requests.
    for (const id of [first.id, second.id]) {
      const patched = await call(adminQuotesItem, 'PATCH', `/x/${id}`, {
        headers: { cookie },
        params: { id },
        body: { followUpOn: shopToday() },
      });
      expect(patched.status).toBe(200);
    }
    const overview = () => getJson<Overview>(adminOverview, '/api/admin/overview');
    const due = async () => (await overview()).followUps.due.map((f) => f.id);
    expect(await due()).toEqual(expect.arrayContaining([first.id, second.id]));
    const weekBefore = (await overview()).weekly.at(-1)?.quotes ?? 0;

    const response = await answer(adminQuotesDuplicate, second.id, { action: 'merge', into: first.id });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as QuoteSummary).mergedInto).toEqual({ id: first.id, reference: first.reference });

    // Off the open list and out of the sidebar's count of new requests.
    expect((await quoteList()).items.map((q) => q.id)).not.toContain(second.id);
    expect((await quoteList(encodeURIComponent(name))).items.map((q) => q.id)).toContain(first.id);
    expect((await getJson<AdminStats>(adminStats, '/api/admin/stats')).undelivered.doorQuotes).toBe(newBefore - 1);
    // One lead, not two, in the overview: not due again, not counted again.
    expect(await due()).toContain(first.id);
    expect(await due()).not.toContain(second.id);
    expect((await overview()).weekly.at(-1)?.quotes).toBe(weekBefore - 1);
    // Its reference still finds it, marked as merged, and its details (notes, pictures, history) are all there.
    const found = await quoteList(second.reference);
    expect(found.items.map((q) => [q.id, q.mergedInto?.reference])).toEqual([[second.id, first.reference]]);
    const later = await quoteOf(second.id);
    expect(later.activity.at(-1)).toMatchObject({ kind: 'MERGED_INTO', reference: first.reference });
    const earlier = await quoteOf(first.id);
    expect(earlier.mergedFrom).toEqual([{ id: second.id, reference: second.reference }]);
    expect(earlier.activity.at(-1)).toMatchObject({ kind: 'MERGED_FROM', reference: second.reference });

    // Again (a double click): the same answer, no second entry.
    const again = await answer(adminQuotesDuplicate, second.id, { action: 'merge', into: first.id });
    expect(again.status).toBe(200);
    expect((await quoteOf(second.id)).activity.filter((a) => a.kind === 'MERGED_INTO')).toHaveLength(1);
  });

  it('refuses what is not a likely duplicate, a merged request, bad bodies, and callers without a session', async () => {
    const phone = newPhone();
    const first = await quote('Refuse', phone);
    const second = await quote('Refuse', phone);
    const other = await quote('Refuse Other', newPhone());
    // Not the same contacts; the earlier into the later; itself.
    for (const [id, into] of [
      [other.id, first.id],
      [first.id, second.id],
      [first.id, first.id],
    ] as const) {
      expect((await answer(adminQuotesDuplicate, id, { action: 'merge', into })).status).toBe(409);
    }
    expect((await answer(adminQuotesDuplicate, second.id, { action: 'merge', into: randomUUID() })).status).toBe(404);
    expect((await answer(adminQuotesDuplicate, randomUUID(), { action: 'dismiss' })).status).toBe(404);
    for (const body of [{}, { action: 'merge' }, { action: 'merge', into: 'x' }, { action: 'forget' }]) {
      expect((await answer(adminQuotesDuplicate, second.id, body)).status, JSON.stringify(body)).toBe(422);
    }
    // A request of another kind is not one of these.
    const furniture = await enquiry('furniture', 'Refuse', { phone });
    expect((await answer(adminQuotesDuplicate, furniture.id, { action: 'dismiss' })).status).toBe(404);
    const anonymous = await call(adminQuotesDuplicate, 'POST', '/x', {
      params: { id: second.id },
      body: { action: 'dismiss' },
    });
    expect(anonymous.status).toBe(401);
    const forged = await call(adminQuotesDuplicate, 'POST', '/x', {
      headers: { cookie, 'content-type': 'text/plain' },
      params: { id: second.id },
      body: JSON.stringify({ action: 'dismiss' }),
    });
    expect(forged.status).toBe(403);

    expect((await answer(adminQuotesDuplicate, second.id, { action: 'merge', into: first.id })).status).toBe(200);
    expect((await answer(adminQuotesDuplicate, second.id, { action: 'dismiss' })).status).toBe(409);
  });

  it('merges enquiries the same way, and never leaves a request merged into a merged one when merges cross', async () => {
    const phone = newPhone();
    const a = await enquiry('furniture', 'Cross A', { phone });
    const b = await enquiry('furniture', 'Cross B', { phone });
    const c = await enquiry('furniture', 'Cross C', { phone });
    const [first, second] = await Promise.all([
      answer(adminInquiriesDuplicate, b.id, { action: 'merge', into: a.id }),
      answer(adminInquiriesDuplicate, c.id, { action: 'merge', into: b.id }),
    ]);
    expect(first.status, await first.clone().text()).toBe(200);
    // The second either went first (then c follows b into a) or found b merged already.
    expect([200, 409]).toContain(second.status);
    const rows = await getDb()
      .selectFrom('inquiries')
      .select(['id', 'merged_into'])
      .where('id', 'in', [a.id, b.id, c.id])
      .execute();
    const into = Object.fromEntries(rows.map((r) => [r.id, r.merged_into]));
    expect(into[a.id]).toBeNull();
    expect(into[b.id]).toBe(a.id);
    expect([null, a.id]).toContain(into[c.id]);
    if (into[c.id] === null) expect((await inquiryOf(c.id)).duplicateOf?.id).toBe(a.id);
  });
});
