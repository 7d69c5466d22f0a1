// A quote whose stored snapshot does not read (written by hand, an old bug, a bad restore): its details answer 500
// and the log names the row (table, id, column), while the list, which reads no snapshot, and every healthy quote
// still answer. The snapshot is checked as it leaves the database (src/features/inbox/data.server.ts's stored()).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import adminQuotes from '../../netlify/functions/admin-quotes.ts';
import adminQuotesItem from '../../netlify/functions/admin-quotes-item.ts';
import type { Page, QuoteDetails, QuoteSummary } from '../../src/features/inbox/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { call, signIn } from '../helpers.ts';
import { expectConsoleError } from '../setup/console.ts';
import { submitQuote } from './pipeline-requests.ts';

let cookie: string;
const tag = randomUUID().slice(0, 8);
let healthy: string;

const details = (id: string) =>
  call(adminQuotesItem, 'GET', `/api/admin/quotes/${id}`, { headers: { cookie }, params: { id } });
const list = (query: string) => call(adminQuotes, 'GET', `/api/admin/quotes?${query}`, { headers: { cookie } });

/** What the last console.error call logged, its error's message included (handle() logs the path and the error). */
function lastLogged(): string {
  const calls = vi.mocked(console.error).mock.calls;
  return (calls.at(-1) ?? []).map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
}

beforeAll(async () => {
  ({ cookie } = await signIn());
  healthy = await submitQuote(`Healthy ${tag}`);
});

describe('a quote whose stored snapshot is broken', () => {
  it('answers 500 naming the quote in the log; the list and a healthy quote still answer', async () => {
    const id = await submitQuote(`Broken breakdown ${tag}`);
    // Still a jsonb list (the table's CHECK), but not of breakdown lines.
    await sql`update quotes set breakdown = ${JSON.stringify([{ groupId: 'g' }])}::jsonb where id = ${id}`.execute(
      getDb(),
    );

    expectConsoleError();
    const broken = await details(id);
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ error: expect.any(String) });
    expect(lastLogged()).toContain(`quotes ${id} breakdown is not a snapshot this code can read`);

    const page = await list(`q=${tag}`);
    expect(page.status).toBe(200);
    const { items } = (await page.json()) as Page<QuoteSummary>;
    expect(items.map((item) => item.id).sort()).toEqual([healthy, id].sort());

    const fine = await details(healthy);
    expect(fine.status).toBe(200);
    expect(((await fine.json()) as QuoteDetails).breakdown.length).toBeGreaterThan(0);
  });

  it('answers 500 naming the line when one of its doors is broken', async () => {
    const id = await submitQuote(`Broken door ${tag}`);
    await sql`update quote_doors set resolved_selections = '[42]'::jsonb where quote_id = ${id}`.execute(getDb());

    expectConsoleError();
    expect((await details(id)).status).toBe(500);
    expect(lastLogged()).toContain(`quote_doors ${id} #1 resolved_selections is not a snapshot this code can read`);
  });

  it('breaks the CSV export off where it meets the row, naming it; an export without it is whole', async () => {
    const name = `Broken selections ${randomUUID().slice(0, 8)}`;
    const id = await submitQuote(name);
    await sql`update quotes set resolved_selections = '[{}]'::jsonb where id = ${id}`.execute(getDb());

    expectConsoleError();
    const csv = await list(`q=${encodeURIComponent(name)}&format=csv`);
    expect(csv.status).toBe(200);
    await expect(csv.text()).rejects.toThrow();
    expect(lastLogged()).toContain(`quotes ${id} resolved_selections is not a snapshot this code can read`);

    const whole = await list(`q=Healthy ${tag}&format=csv`);
    expect((await whole.text()).trim().split('\r\n')).toHaveLength(2);
  });
});
