// The manager's pipeline on the real database (docs/product.md#pipeline): migration 0016 carries SPEC's
// delivered tick onto the statuses; a request moves New → Contacted → … → Won or Lost (with its reason), each change
// kept as a dated entry signed by its admin; the inbox filters and sorts by status; follow-ups due show on the
// overview. (Deletion on the customer's demand: request-deletion.test.ts.)
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import adminInquiriesItem from '../../netlify/functions/admin-inquiries-item.ts';
import adminOverview from '../../netlify/functions/admin-overview.ts';
import adminQuotes from '../../netlify/functions/admin-quotes.ts';
import adminQuotesItem from '../../netlify/functions/admin-quotes-item.ts';
import adminStats from '../../netlify/functions/admin-stats.ts';
import type { Page, QuoteDetails, QuoteSummary } from '../../src/features/inbox/schema.ts';
import type { AdminStats, Overview } from '../../src/features/overview/schema.ts';
import { shopToday } from '../../src/lib/shop-day.ts';
import { getDb } from '../../src/server/db.ts';
import { migrationsDir } from '../../src/server/migrate.ts';
import { call, signIn } from '../helpers.ts';
import { submitEnquiry, submitQuote } from './pipeline-requests.ts';

let cookie: string;
let email: string;
const tag = randomUUID().slice(0, 8);

const get = async <T>(fn: Parameters<typeof call>[0], path: string, params: Record<string, string> = {}) => {
  const response = await call(fn, 'GET', path, { headers: { cookie }, params });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
};
const patchQuote = (id: string, body: unknown) =>
  call(adminQuotesItem, 'PATCH', `/api/admin/quotes/${id}`, { headers: { cookie }, params: { id }, body });
const quote = (id: string) => get<QuoteDetails>(adminQuotesItem, `/api/admin/quotes/${id}`, { id });
const stats = () => get<AdminStats>(adminStats, '/api/admin/stats');
beforeAll(async () => {
  ({ cookie, email } = await signIn());
});

describe('migration 0016', () => {
  it('carries the delivered tick onto the statuses: delivered → Contacted, the rest New', async () => {
    const db = getDb();
    const [ticked, open] = [await submitQuote(`Ticked ${tag}`), await submitQuote(`Open ${tag}`)];
    const enquiry = await submitEnquiry(`Ticked enquiry ${tag}`);
    // The database as it was before the migration, with a row ticked by the code of then.
    await sql
      .raw(`
        DROP TABLE request_activity; DROP TABLE request_deletions;
        DROP FUNCTION delivered_moves_status() CASCADE;
        ALTER TABLE quotes DROP COLUMN status, DROP COLUMN lost_reason, DROP COLUMN follow_up_on;
        ALTER TABLE inquiries DROP COLUMN status, DROP COLUMN lost_reason, DROP COLUMN follow_up_on;
      `)
      .execute(db);
    await db.updateTable('quotes').set({ delivered: true }).where('id', '=', ticked).execute();
    await db.updateTable('inquiries').set({ delivered: true }).where('id', '=', enquiry).execute();

    await sql.raw(await readFile(join(migrationsDir, '0016_pipeline.sql'), 'utf8')).execute(db);
    // And what a later migration adds to the tables 0016 makes (0028: merges and dismissals in the activity).
    const later = await readFile(join(migrationsDir, '0028_likely_duplicates.sql'), 'utf8');
    await sql.raw(later.slice(later.indexOf('ALTER TABLE request_activity'))).execute(db);

    expect((await quote(ticked)).status).toBe('CONTACTED');
    expect((await quote(open)).status).toBe('NEW');
    const row = await db
      .selectFrom('inquiries')
      .select(['status', 'delivered'])
      .where('id', '=', enquiry)
      .executeTakeFirst();
    expect(row).toEqual({ status: 'CONTACTED', delivered: true });
  });
});

describe('statuses and their activity', () => {
  it('moves a quote through the pipeline, each change a dated entry signed by its admin, badges following', async () => {
    const id = await submitQuote(`Pipeline ${tag}`);
    const newBefore = (await stats()).undelivered.doorQuotes;
    expect((await quote(id)).status).toBe('NEW');

    expect((await patchQuote(id, { status: 'CONTACTED' })).status).toBe(200);
    expect((await stats()).undelivered.doorQuotes).toBe(newBefore - 1);
    expect((await patchQuote(id, { followUpOn: '2026-12-01', adminNotes: 'Measure on Monday' })).status).toBe(200);
    expect((await patchQuote(id, { status: 'MEASURED' })).status).toBe(200);

    // Lost needs its reason; what was refused changes nothing.
    const refused = await patchQuote(id, { status: 'LOST' });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.lostReason).toEqual([
      'Say why it was lost',
    ]);
    expect((await quote(id)).status).toBe('MEASURED');
    const lost = await patchQuote(id, { status: 'LOST', lostReason: 'Chose a cheaper door' });
    expect(lost.status).toBe(200);
    expect(await lost.json()).toMatchObject({ status: 'LOST', lostReason: 'Chose a cheaper door', delivered: true });
    // Won back: the reason goes.
    expect((await patchQuote(id, { status: 'WON' })).status).toBe(200);

    const details = await quote(id);
    expect(details).toMatchObject({ status: 'WON', lostReason: null, followUpOn: '2026-12-01', delivered: true });
    expect(details.activity.map((a) => [a.kind, a.status ?? a.followUpOn ?? a.note, a.by])).toEqual([
      ['STATUS', 'CONTACTED', email],
      ['FOLLOW_UP', '2026-12-01', email],
      ['NOTE', 'Measure on Monday', email],
      ['STATUS', 'MEASURED', email],
      ['STATUS', 'LOST', email],
      ['STATUS', 'WON', email],
    ]);
    expect(details.activity[4]?.lostReason).toBe('Chose a cheaper door');
    for (const entry of details.activity) expect(Date.parse(entry.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // The same note again, or the status it has, adds no entry.
    await patchQuote(id, { adminNotes: 'Measure on Monday', status: 'WON' });
    expect((await quote(id)).activity).toHaveLength(6);
  });

  it('moves the status when code older than the statuses ticks or unticks delivered alone', async () => {
    const db = getDb();
    const id = await submitQuote(`Old code ${tag}`);
    const tick = (delivered: boolean) => db.updateTable('quotes').set({ delivered }).where('id', '=', id).execute();
    await tick(true);
    expect(await quote(id)).toMatchObject({ status: 'CONTACTED', delivered: true });
    await patchQuote(id, { status: 'WON' });
    await tick(true);
    expect((await quote(id)).status).toBe('WON');
    await tick(false);
    expect(await quote(id)).toMatchObject({ status: 'NEW', delivered: false });
    expect((await stats()).undelivered.doorQuotes).toBeGreaterThan(0);
  });

  it("keeps SPEC's delivered tick working: ticked moves New to Contacted, unticked back to New", async () => {
    const id = await submitQuote(`Tick ${tag}`);
    expect(await (await patchQuote(id, { delivered: true })).json()).toMatchObject({ status: 'CONTACTED' });
    await patchQuote(id, { status: 'QUOTED' });
    // Ticking again leaves a later status alone.
    expect(await (await patchQuote(id, { delivered: true })).json()).toMatchObject({ status: 'QUOTED' });
    expect(await (await patchQuote(id, { delivered: false })).json()).toMatchObject({
      status: 'NEW',
      delivered: false,
    });
  });

  it('refuses a status it does not know, a date that is not one, a stray reason and an empty change, with 422', async () => {
    const id = await submitQuote(`Bad ${tag}`);
    for (const body of [
      { status: 'DONE' },
      { followUpOn: '2026-02-30' },
      { followUpOn: 'tomorrow' },
      // PostgreSQL has no year 0: refused here, not a 500 there.
      { followUpOn: '0000-01-01' },
      // A reason goes with Lost only.
      { lostReason: 'Too dear' },
      {},
    ]) {
      expect((await patchQuote(id, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await quote(id)).activity).toEqual([]);
  });

  it('filters the inbox by status, and refuses one it does not know', async () => {
    const won = await submitQuote(`Filter won ${tag}`);
    await submitQuote(`Filter new ${tag}`);
    await patchQuote(won, { status: 'WON' });
    const page = await get<Page<QuoteSummary>>(adminQuotes, `/api/admin/quotes?q=Filter&status=WON`);
    expect(page.items.map((q) => q.id)).toEqual([won]);
    const fresh = await get<Page<QuoteSummary>>(adminQuotes, `/api/admin/quotes?q=Filter&status=NEW`);
    expect(fresh.items.map((q) => q.customerName)).toEqual([`Filter new ${tag}`]);
    const bad = await call(adminQuotes, 'GET', '/api/admin/quotes?status=done', { headers: { cookie } });
    expect(bad.status).toBe(422);
  });

  it('sorts by status in the pipeline’s order, and by follow-up with the undated last either way', async () => {
    const [quoted, contacted, fresh] = [
      await submitQuote(`Sort quoted ${tag}`),
      await submitQuote(`Sort contacted ${tag}`),
      await submitQuote(`Sort new ${tag}`),
    ];
    await patchQuote(quoted, { status: 'QUOTED', followUpOn: '2027-01-02' });
    await patchQuote(contacted, { status: 'CONTACTED', followUpOn: '2027-01-01' });
    const order = async (query: string) =>
      (await get<Page<QuoteSummary>>(adminQuotes, `/api/admin/quotes?q=Sort&${query}`)).items.map((q) => q.id);
    expect(await order('sort=status&dir=asc')).toEqual([fresh, contacted, quoted]);
    expect(await order('sort=followUpOn&dir=asc')).toEqual([contacted, quoted, fresh]);
    expect(await order('sort=followUpOn&dir=desc')).toEqual([quoted, contacted, fresh]);
    expect((await order('sort=delivered&dir=asc'))[0]).toBe(fresh);
  });
});

describe('follow-ups', () => {
  it('lists what is due today and overdue on open requests, the most overdue first', async () => {
    const today = shopToday();
    const day = (offset: number) => {
      const date = new Date(`${today}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() + offset);
      return date.toISOString().slice(0, 10);
    };
    const [overdue, due, later, closed] = [
      await submitQuote(`Overdue ${tag}`),
      await submitQuote(`Due ${tag}`),
      await submitQuote(`Later ${tag}`),
      await submitQuote(`Closed ${tag}`),
    ];
    const enquiry = await submitEnquiry(`Due enquiry ${tag}`);
    await patchQuote(overdue, { followUpOn: day(-3) });
    await patchQuote(due, { followUpOn: today });
    await patchQuote(later, { followUpOn: day(1) });
    await patchQuote(closed, { followUpOn: day(-1), status: 'LOST', lostReason: 'No answer' });
    const patched = await call(adminInquiriesItem, 'PATCH', `/api/admin/inquiries/${enquiry}`, {
      headers: { cookie },
      params: { id: enquiry },
      body: { followUpOn: day(-1) },
    });
    expect(patched.status).toBe(200);

    const { followUps } = await get<Overview>(adminOverview, '/api/admin/overview');
    expect(followUps.today).toBe(today);
    const mine = followUps.due.filter((f) => f.name.endsWith(tag));
    expect(mine.map((f) => [f.kind, f.name, f.followUpOn])).toEqual([
      ['QUOTE', `Overdue ${tag}`, day(-3)],
      ['FURNITURE', `Due enquiry ${tag}`, day(-1)],
      ['QUOTE', `Due ${tag}`, today],
    ]);
    expect(mine[0]?.reference).toMatch(/^D-\d+$/);
    expect(followUps.total).toBeGreaterThanOrEqual(3);
  });
});
