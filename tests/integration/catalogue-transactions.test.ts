// A catalogue edit and its publishing mark commit together or not at all. Here the mark fails (a trigger refuses it,
// standing in for a lost connection or a timeout after the first write): the edit must leave nothing behind.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminCollectionsItem from '../../netlify/functions/admin-collections-item.ts';
import portfolio from '../../netlify/functions/portfolio.ts';
import products from '../../netlify/functions/products.ts';
import { getDb } from '../../src/server/db.ts';
import { call, signIn } from '../helpers.ts';
import { expectConsoleError } from '../setup/console.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
  await sql`
    create function refuse_publishing_mark() returns trigger language plpgsql as $$
      begin raise exception 'publishing mark refused'; end $$
  `.execute(getDb());
  await sql`
    create trigger refuse_publishing_mark before update on site_publishing
      for each row execute function refuse_publishing_mark()
  `.execute(getDb());
});

afterAll(async () => {
  await sql`drop trigger refuse_publishing_mark on site_publishing`.execute(getDb());
});

const headers = () => ({ cookie, 'x-requested-with': 'fetch' });

describe('a catalogue edit whose publishing mark fails', () => {
  it('creates no door', async () => {
    expectConsoleError();
    const response = await call(products, 'POST', '/api/products', {
      headers: headers(),
      body: { categorySlug: 'concealed', name: 'Half-done door', basePriceCents: 10_000 },
    });
    expect(response.status).toBe(500);
    const door = await getDb().selectFrom('products').select('id').where('name', '=', 'Half-done door').execute();
    expect(door).toEqual([]);
  });

  it('deletes neither the collection nor its doors', async () => {
    expectConsoleError();
    const db = getDb();
    const collection = await db
      .selectFrom('collections')
      .select('id')
      .where('slug', '=', 'classic')
      .executeTakeFirstOrThrow();
    const doors = async () =>
      (await db.selectFrom('products').select('id').where('collection_id', '=', collection.id).execute()).length;
    const before = await doors();
    expect(before).toBeGreaterThan(0);
    const response = await call(adminCollectionsItem, 'DELETE', '/', {
      params: { id: collection.id },
      headers: headers(),
    });
    expect(response.status).toBe(500);
    expect(await db.selectFrom('collections').select('id').where('id', '=', collection.id).execute()).toHaveLength(1);
    expect(await doors()).toBe(before);
  });

  it('adds no portfolio item', async () => {
    expectConsoleError();
    const response = await call(portfolio, 'POST', '/api/furniture/portfolio', {
      headers: headers(),
      body: { name: 'Half-done wardrobe', coverUrl: '/uploads/half.webp' },
    });
    expect(response.status).toBe(500);
    const items = getDb().selectFrom('portfolio_items').select('id').where('name', '=', 'Half-done wardrobe');
    expect(await items.execute()).toEqual([]);
  });
});
