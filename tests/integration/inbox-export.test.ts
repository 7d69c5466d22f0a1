// The inbox's CSV export streams (docs/decisions/024): a long list is read CSV_BATCH rows at a time as the client takes
// it, every row once and in the list's order; requests that arrive while it streams are left out.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import adminInquiries from '../../netlify/functions/admin-inquiries.ts';
import adminQuotes from '../../netlify/functions/admin-quotes.ts';
import contact from '../../netlify/functions/contact.ts';
import quotes from '../../netlify/functions/quotes.ts';
import { fillInbox } from '../../scripts/lib/fill-inbox.ts';
import { CSV_BATCH } from '../../src/features/inbox/data.server.ts';
import { getDb } from '../../src/server/db.ts';
import { call, humanGuard, nextIp, signIn } from '../helpers.ts';

const tag = randomUUID().slice(0, 8);
const QUOTES = CSV_BATCH * 2 + 500;
let cookie: string;

beforeAll(async () => {
  ({ cookie } = await signIn());
  await fillInbox(getDb(), { quotes: QUOTES, enquiries: 300, tag });
});

describe('the CSV export', () => {
  it('streams every row of a long list once, in its order, a batch at a time', async () => {
    const response = await call(adminQuotes, 'GET', `/api/admin/quotes?q=${tag}&format=csv&sort=createdAt&dir=desc`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let pieces = 0;
    for (;;) {
      const piece = await reader?.read();
      if (!piece || piece.done) break;
      pieces++;
      text += decoder.decode(piece.value, { stream: true });
      // A quote that arrives once the export has begun is not in it (the pages it reads do not shift).
      if (pieces === 2) {
        // As a submission stores them: at once, stamped with the moment (fillInbox back-dates, so it is moved on).
        await getDb()
          .transaction()
          .execute(async (tx) => {
            await fillInbox(tx, { quotes: 3, enquiries: 0, tag: `${tag}-late` });
            await sql`update quotes set created_at = now() where customer_name like ${`Customer ${tag}-late %`}`.execute(
              tx,
            );
          });
      }
    }
    // The header, then one piece per batch.
    expect(pieces).toBe(1 + Math.ceil(QUOTES / CSV_BATCH));
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Created,Product,Customer,/);
    expect(lines).toHaveLength(QUOTES + 1);
    const numbers = lines.slice(1).map((line) => Number(new RegExp(`Customer ${tag} (\\d+),`).exec(line)?.[1]));
    // Newest first: Customer 1 is the newest of the filled ones.
    expect(numbers).toEqual(Array.from({ length: QUOTES }, (_, i) => i + 1));
    expect(text).not.toContain(`${tag}-late`);
    // Each door's configuration and its status are in the row.
    expect(lines[1]).toContain('Door block: Inside opening; Handle: Premium handle');
    expect(lines[1]).toMatch(/,(NEW|CONTACTED|MEASURED|QUOTED|WON|LOST),/);
  });

  it('filters by status in the export as in the list', async () => {
    const response = await call(
      adminInquiries,
      'GET',
      `/api/admin/inquiries?type=FURNITURE&q=${tag}&status=WON&format=csv`,
      { headers: { cookie } },
    );
    const lines = (await response.text()).trim().split('\r\n').slice(1);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(line).toContain(',WON,');
  });
});

describe('the CSV export against formula injection (decision 018)', () => {
  const attack = "Hello\n=cmd|' /C calc'!A0\n=1+1";
  /** The export as a spreadsheet program or Python's csv module reads it: a real CSV parser. */
  const read = async (response: Response): Promise<string[][]> => parse(await response.text(), { bom: true });
  const formulaLike = (cell: string) => cell.split(/\r\n|\r|\n/).some((line) => /^[=+\-@\t\r]/.test(line));

  it('keeps an enquiry message and a quote note with line breaks in one cell each, no line of them a formula', async () => {
    const who = `Attacker ${randomUUID().slice(0, 8)}`;
    const body = { name: who, email: 'a@example.com', phone: '', message: attack, ...humanGuard() };
    const enquiry = await call(contact, 'POST', '/api/contact/general', {
      body,
      params: { type: 'general' },
      ip: nextIp(),
    });
    expect(enquiry.status).toBe(201);
    const quote = await call(quotes, 'POST', '/api/quotes', {
      body: {
        productSlug: 'classic-oak',
        selections: {},
        customer: { name: who, phone: '+380671234567' },
        notes: attack,
        ...humanGuard(),
      },
      ip: nextIp(),
    });
    expect(quote.status).toBe(201);

    for (const url of [
      `/api/admin/inquiries?type=GENERAL&q=${encodeURIComponent(who)}&format=csv`,
      `/api/admin/quotes?q=${encodeURIComponent(who)}&format=csv`,
    ]) {
      const fn = url.includes('inquiries') ? adminInquiries : adminQuotes;
      const records = await read(await call(fn, 'GET', url, { headers: { cookie } }));
      // The header and one record: the message's lines did not become records of their own.
      expect(records, url).toHaveLength(2);
      const cells = records.flat();
      expect(cells.some((cell) => cell.includes("'=cmd|' /C calc'!A0"))).toBe(true);
      for (const cell of cells) expect(formulaLike(cell), `${url}: ${JSON.stringify(cell)}`).toBe(false);
    }
  });
});
