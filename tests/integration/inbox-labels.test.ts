// A stored request in the manager's language: the inbox list, a quote's details and the CSV read a
// quote's groups, options and choices from the option schema of the version it was priced with, and its doors' names
// from their product rows, in the `lang` the back office asks for; what neither holds stays as stored, and without
// `lang` everything is as stored. The overview names its doors in both languages.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import adminOverview from '../../netlify/functions/admin-overview.ts';
import adminQuotes from '../../netlify/functions/admin-quotes.ts';
import adminQuotesItem from '../../netlify/functions/admin-quotes-item.ts';
import projectQuotes from '../../netlify/functions/project-quotes.ts';
import quotes from '../../netlify/functions/quotes.ts';
import type { Page, QuoteDetails, QuoteSummary } from '../../src/features/inbox/schema.ts';
import { countPriceCheck, flushPriceChecks } from '../../src/features/overview/price-checks.server.ts';
import type { Overview } from '../../src/features/overview/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { call, humanGuard, nextIp, signIn } from '../helpers.ts';
import { project, projectTotal, type RequestDoor } from './project-requests.ts';

let cookie: string;
const tag = randomUUID().slice(0, 8);
const ids: Record<'door' | 'project', string> = { door: '', project: '' };

const get = async (fn: Parameters<typeof call>[0], path: string, params: Record<string, string> = {}) => {
  const response = await call(fn, 'GET', path, { headers: { cookie }, params });
  expect(response.status, await response.clone().text()).toBe(200);
  return response;
};
const list = async (query: string) =>
  ((await (await get(adminQuotes, `/api/admin/quotes?q=${tag}${query}`)).json()) as Page<QuoteSummary>).items;
const details = async (id: string, query = '') =>
  (await (await get(adminQuotesItem, `/x${query}`, { id })).json()) as QuoteDetails;

const projectDoors: RequestDoor[] = [
  { productSlug: 'modern-graphite', selections: { heightMm: 2100 }, room: 'Спальня', quantity: 5 },
  { productSlug: 'concealed-premium', selections: { magneticLock: true }, room: 'Коридор', quantity: 4 },
];

beforeAll(async () => {
  ({ cookie } = await signIn());
  const door = await call(quotes, 'POST', '/api/quotes', {
    ip: nextIp(),
    headers: { 'idempotency-key': randomUUID() },
    body: {
      productSlug: 'concealed-basic',
      selections: { heightMm: 2400, magneticLock: true },
      lang: 'uk',
      customer: { name: `Olena ${tag}`, phone: '+380 67 765 43 21' },
      ...humanGuard(),
    },
  });
  expect(door.status, await door.clone().text()).toBe(201);
  ids.door = ((await door.json()) as { id: string }).id;
  const total = await projectTotal(projectDoors);
  const sent = await call(projectQuotes, 'POST', '/api/project-quotes', {
    body: project(`Maksym ${tag}`, total, projectDoors),
    ip: nextIp(),
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(sent.status, await sent.clone().text()).toBe(201);
  ids.project = ((await sent.json()) as { id: string }).id;
});

describe('the inbox list', () => {
  it('names a project and a door in Ukrainian when asked, in English when asked, and as stored without lang', async () => {
    const names = async (query: string) =>
      Object.fromEntries((await list(query)).map((q) => [q.id === ids.project ? 'project' : 'door', q.productName]));
    expect(await names('&lang=uk')).toEqual({
      project: 'Дверей: 9 — «Модерн» графіт, Приховані двері «Преміум»',
      door: 'Приховані двері «Базові»',
    });
    expect(await names('&lang=en')).toEqual({
      project: '9 doors: Modern Graphite, Concealed Premium',
      door: 'Concealed Basic',
    });
    expect(await names('')).toEqual({
      project: '9 doors: Modern Graphite, Concealed Premium',
      door: 'Concealed Basic',
    });
  });

  it('refuses a language it does not speak', async () => {
    const response = await call(adminQuotes, 'GET', '/api/admin/quotes?lang=de', { headers: { cookie } });
    expect(response.status).toBe(422);
  });
});

describe('a quote’s details', () => {
  it('reads every group, option and choice, and each door’s name, in Ukrainian; the money as stored', async () => {
    const stored = await details(ids.project);
    const uk = await details(ids.project, '?lang=uk');
    expect(uk.productName).toBe('Дверей: 9 — «Модерн» графіт, Приховані двері «Преміум»');
    expect(uk.doors.map((d) => [d.productName, d.room, d.quantity])).toEqual([
      ['«Модерн» графіт', 'Спальня', 5],
      ['Приховані двері «Преміум»', 'Коридор', 4],
    ]);
    const [graphite, premium] = uk.doors;
    expect(graphite?.selections.find((s) => s.controlId === 'heightMm')).toMatchObject({
      groupLabel: 'Розміри',
      controlLabel: 'Висота',
      displayValue: '2100 мм',
    });
    expect(premium?.selections.find((s) => s.controlId === 'magneticLock')).toMatchObject({
      controlLabel: 'Магнітний замок',
      displayValue: 'Так',
    });
    expect(premium?.breakdown.find((l) => l.controlId === 'magneticLock')?.controlLabel).toBe('Магнітний замок');
    // Not a word of the stored English left where the schema has the Ukrainian.
    const words = uk.doors.flatMap((d) => d.selections.flatMap((s) => [s.groupLabel, s.controlLabel, s.displayValue]));
    expect(words.filter((w) => /[A-Za-z]{3}/.test(w))).toEqual([]);
    // The amounts, ids and choices are the snapshot's.
    const figures = (q: QuoteDetails) => ({
      total: q.totalPriceCents,
      doors: q.doors.map((d) => [
        d.unitPriceCents,
        d.selections.map((s) => s.selection),
        d.breakdown.map((l) => l.deltaCents),
      ]),
    });
    expect(figures(uk)).toEqual(figures(stored));
    // The quote's own selections are its first door's.
    expect(uk.selections).toEqual(graphite?.selections);
  });

  it('keeps the words of the version it was priced with, not a later rewording', async () => {
    const { category_id, version, schema } = await getDb()
      .selectFrom('pricing_versions as v')
      .innerJoin('categories as c', 'c.id', 'v.category_id')
      .select(['v.category_id', 'v.version', 'v.schema'])
      .where('c.slug', '=', 'concealed')
      .orderBy('v.version', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const reworded = structuredClone(schema) as { groups: { id: string; label: { uk: string } }[] };
    for (const group of reworded.groups) group.label.uk = `Нова назва ${group.id}`;
    await getDb()
      .insertInto('pricing_versions')
      .values({ category_id, version: version + 1, document: sql`'{}'::jsonb`, schema: JSON.stringify(reworded) })
      .execute();
    const door = await details(ids.door, '?lang=uk');
    expect(door.selections.find((s) => s.controlId === 'heightMm')?.groupLabel).toBe('Розміри');
    // A version the history does not keep reads with the nearest kept one.
    await getDb()
      .updateTable('quote_doors')
      .set({ pricing_version: version + 50 })
      .where('quote_id', '=', ids.door)
      .execute();
    const later = await details(ids.door, '?lang=uk');
    expect(later.selections.find((s) => s.controlId === 'heightMm')?.groupLabel).toBe('Нова назва sizes');
    await getDb()
      .updateTable('quote_doors')
      .set({ pricing_version: version })
      .where('quote_id', '=', ids.door)
      .execute();
  });

  it('keeps the stored words where nothing else has them: a deleted door, a category without history', async () => {
    await getDb()
      .updateTable('quote_doors')
      .set({ product_id: null, category_slug: 'no-such-category' })
      .where('quote_id', '=', ids.door)
      .execute();
    const door = await details(ids.door, '?lang=uk');
    expect(door.productName).toBe('Concealed Basic');
    expect(door.selections.find((s) => s.controlId === 'heightMm')).toMatchObject({
      groupLabel: 'Sizes',
      displayValue: '2400 mm',
    });
  });
});

describe('the CSV export', () => {
  it('writes the doors and their configuration in the language asked for', async () => {
    const csv = await (await get(adminQuotes, `/api/admin/quotes?q=Maksym ${tag}&format=csv&lang=uk`)).text();
    expect(csv).toContain('Дверей: 9 — «Модерн» графіт, Приховані двері «Преміум»');
    expect(csv).toContain('1. «Модерн» графіт (Спальня) × 5: ');
    expect(csv).toContain('Висота: 2100 мм');
    expect(csv).toContain('Магнітний замок: Так');
    const english = await (await get(adminQuotes, `/api/admin/quotes?q=Maksym ${tag}&format=csv`)).text();
    expect(english).toContain('1. Modern Graphite (Спальня) × 5: ');
  });
});

describe('the overview', () => {
  it('names the most configured doors in both languages', async () => {
    const { id } = await getDb()
      .selectFrom('products')
      .select('id')
      .where('slug', '=', 'modern-graphite')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 50; i++) countPriceCheck(id);
    await flushPriceChecks(getDb());
    const response = await call(adminOverview, 'GET', '/api/admin/overview', { headers: { cookie } });
    const overview = (await response.json()) as Overview;
    expect(overview.topProducts.find((p) => p.slug === 'modern-graphite')).toMatchObject({
      name: 'Modern Graphite',
      nameEn: 'Modern Graphite',
      nameUk: '«Модерн» графіт',
    });
  });
});
