// The catalogue's order (docs/product.md#catalogue-order) through PUT /api/admin/order on the real database: a whole
// listing in its new order becomes the order the public API (and so the built pages) lists it in, with the publishing
// mark; a list that is not the listing as it stands changes nothing (409); bad input 422; admins only.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import adminOrder from '../../netlify/functions/admin-order.ts';
import collections from '../../netlify/functions/collections.ts';
import portfolio from '../../netlify/functions/portfolio.ts';
import products from '../../netlify/functions/products.ts';
import { getDb } from '../../src/server/db.ts';
import { call, signIn } from '../helpers.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

const ids = async (fn: typeof collections, path: string) =>
  ((await (await call(fn, 'GET', path, { headers: { cookie } })).json()) as { id: string }[]).map((item) => item.id);
const order = (kind: string, list: unknown, headers: Record<string, string> = { cookie }) =>
  call(adminOrder, 'PUT', '/api/admin/order', { body: { kind, ids: list }, headers });
const parts = async () =>
  (await getDb().selectFrom('site_publishing').select('changed_parts').executeTakeFirstOrThrow()).changed_parts;

describe('PUT /api/admin/order', () => {
  it('puts a category’s collections, a collection’s doors and the portfolio in the order sent', async () => {
    for (const [kind, fn, path] of [
      ['collections', collections, '/api/collections?categorySlug=interior'],
      ['doors', products, '/api/products?collection=classic&includeInactive=true'],
      ['doors', products, '/api/products?categorySlug=concealed&includeInactive=true'],
      ['portfolio', portfolio, '/api/furniture/portfolio'],
    ] as const) {
      const before = await ids(fn, path);
      expect(before.length, path).toBeGreaterThan(1);
      const wanted = [...before].reverse();
      const response = await order(kind, wanted);
      expect(response.status, path).toBe(204);
      expect(await ids(fn, path), path).toEqual(wanted);
    }
    expect(Object.keys(await parts())).toContain('catalogue');
  });

  it('refuses a list that is not the listing as it stands, changing nothing', async () => {
    const path = '/api/collections?categorySlug=interior';
    const before = await ids(collections, path);
    const [first, ...rest] = before;
    const missing = await order('collections', rest);
    expect(missing.status).toBe(409);
    expect(((await missing.json()) as { code: string }).code).toBe('ORDER_CHANGED');
    expect((await order('collections', [...before, randomUUID()])).status).toBe(409);
    // Doors of another collection are not this listing.
    const classicDoor = (await ids(products, '/api/products?collection=classic&includeInactive=true'))[0];
    expect((await order('collections', [...rest, classicDoor])).status).toBe(409);
    expect((await order('collections', [randomUUID()])).status).toBe(404);
    expect(await ids(collections, path)).toEqual(before);
    expect(first).toBeDefined();
  });

  it('answers bad input 422 and a visitor 401', async () => {
    const before = await ids(collections, '/api/collections?categorySlug=interior');
    for (const [kind, list] of [
      ['collections', []],
      ['collections', ['not-a-uuid']],
      ['collections', [before[0], before[0]]],
      ['shelves', before],
      ['collections', 'all'],
    ] as const) {
      const response = await order(kind, list);
      expect(response.status, JSON.stringify({ kind, list })).toBe(422);
    }
    expect((await order('collections', [...before].reverse(), {})).status).toBe(401);
    expect(await ids(collections, '/api/collections?categorySlug=interior')).toEqual(before);
  });
});
