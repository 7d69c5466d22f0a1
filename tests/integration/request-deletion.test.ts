// A request deleted on the customer's demand (docs/product.md#pipeline): the request, its activity, its
// notifications and the answer a retry would replay are gone — no table mentions the customer's name, e-mail or the
// request's id afterwards — and only a record of the deletion stays, with no personal data. Admin only, CSRF-checked.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import adminInquiriesItem from '../../netlify/functions/admin-inquiries-item.ts';
import adminQuotes from '../../netlify/functions/admin-quotes.ts';
import adminQuotesItem from '../../netlify/functions/admin-quotes-item.ts';
import type { InquiryDetails, QuoteDetails } from '../../src/features/inbox/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { call, signIn } from '../helpers.ts';
import { submitEnquiry, submitQuote } from './pipeline-requests.ts';

let cookie: string;
let email: string;
const tag = randomUUID().slice(0, 8);

const patchQuote = (id: string, body: unknown) =>
  call(adminQuotesItem, 'PATCH', `/api/admin/quotes/${id}`, { headers: { cookie }, params: { id }, body });
const quote = async (id: string) => {
  const response = await call(adminQuotesItem, 'GET', `/api/admin/quotes/${id}`, {
    headers: { cookie },
    params: { id },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as QuoteDetails;
};
const remove = (fn: Parameters<typeof call>[0], kind: string, id: string, headers: Record<string, string> = {}) =>
  call(fn, 'DELETE', `/api/admin/${kind}/${id}`, {
    headers: { cookie, 'x-requested-with': 'fetch', ...headers },
    params: { id },
  });

beforeAll(async () => {
  ({ cookie, email } = await signIn());
});

describe("deletion on the customer's demand", () => {
  /** Every table of the migrated database (its own list, so a table added later is searched too). */
  async function tables() {
    const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(getDb());
    return rows.map((row) => row.name);
  }

  /** Every row of every table, as text, that mentions `text`. */
  async function mentions(text: string) {
    const found: string[] = [];
    for (const table of await tables()) {
      const { rows } = await sql<{
        n: string;
      }>`select count(*) as n from ${sql.table(table)} t where t::text ilike ${`%${text}%`}`.execute(getDb());
      if (Number(rows[0]?.n)) found.push(table);
    }
    return found;
  }

  it('deletes a quote, its activity and its notifications, leaving only a record with no personal data', async () => {
    const name = `Forget ${tag}`;
    const id = await submitQuote(name);
    const { customerEmail } = await quote(id);
    await patchQuote(id, { status: 'CONTACTED', adminNotes: `Rang ${name}` });
    const { reference } = await quote(id);
    expect(await mentions(name)).toEqual(expect.arrayContaining(['quotes', 'request_activity', 'notification_outbox']));

    expect(await mentions(customerEmail ?? '')).toContain('quotes');

    // The id as a person might paste it, in capitals: the same request.
    expect((await remove(adminQuotesItem, 'quotes', id.toUpperCase())).status).toBe(200);
    expect(await mentions(name)).toEqual([]);
    expect(await mentions(customerEmail ?? '')).toEqual([]);
    expect(await mentions(id)).toEqual([]);
    expect((await call(adminQuotesItem, 'GET', `/x/${id}`, { headers: { cookie }, params: { id } })).status).toBe(404);
    const csv = await call(adminQuotes, 'GET', `/api/admin/quotes?q=${tag}&format=csv`, { headers: { cookie } });
    expect(await csv.text()).not.toContain(name);
    const record = await getDb()
      .selectFrom('request_deletions')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ request_kind: 'QUOTE', deleted_by: email });
    // Again: nothing left to delete.
    expect((await remove(adminQuotesItem, 'quotes', id)).status).toBe(404);
  });

  it('deletes an enquiry the same way; refuses without a session or without the CSRF header', async () => {
    const name = `Forget enquiry ${tag}`;
    const id = await submitEnquiry(name);
    const anonymous = await call(adminInquiriesItem, 'DELETE', `/x/${id}`, {
      headers: { 'x-requested-with': 'fetch' },
      params: { id },
    });
    expect(anonymous.status).toBe(401);
    const forged = await call(adminInquiriesItem, 'DELETE', `/x/${id}`, { headers: { cookie }, params: { id } });
    expect(forged.status).toBe(403);
    expect(await mentions(name)).toContain('inquiries');

    expect((await remove(adminInquiriesItem, 'inquiries', id)).status).toBe(200);
    expect(await mentions(name)).toEqual([]);
    expect(await mentions(id)).toEqual([]);
    const response = await call(adminInquiriesItem, 'GET', `/x/${id}`, { headers: { cookie }, params: { id } });
    expect(response.status).toBe(404);
    const detail = (await response.json()) as Partial<InquiryDetails>;
    expect(detail.activity).toBeUndefined();
  });
});
