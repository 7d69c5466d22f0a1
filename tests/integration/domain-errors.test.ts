// Feature modules throw domain errors (src/server/errors.ts); handle() answers each with the status and body clients
// have always seen. One test per kind, through real functions.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import adminCollectionsItem from '../../netlify/functions/admin-collections-item.ts';
import adminFxCurrent from '../../netlify/functions/admin-fx-current.ts';
import adminInquiriesItem from '../../netlify/functions/admin-inquiries-item.ts';
import adminQuotesItem from '../../netlify/functions/admin-quotes-item.ts';
import portfolioItem from '../../netlify/functions/portfolio-item.ts';
import price from '../../netlify/functions/price.ts';
import products from '../../netlify/functions/products.ts';
import productsItem from '../../netlify/functions/products-item.ts';
import { getDb } from '../../src/server/db.ts';
import { call, signIn } from '../helpers.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

const admin = (fn: Parameters<typeof call>[0], method: string, id: string, body?: unknown) =>
  call(fn, method, '/', { params: { id }, body, headers: { cookie, 'x-requested-with': 'fetch' } });

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe('NotFound → 404', () => {
  it.each([
    ['a door', productsItem, 'DELETE', 'Door not found'],
    ['a collection', adminCollectionsItem, 'DELETE', 'Collection not found'],
    ['a portfolio item', portfolioItem, 'DELETE', 'Portfolio item not found'],
    ['a quote', adminQuotesItem, 'GET', 'Quote not found'],
    ['an enquiry', adminInquiriesItem, 'GET', 'Request not found'],
  ] as const)('an unknown %s: { error }', async (_what, fn, method, message) => {
    expect(await answer(await admin(fn, method, randomUUID()))).toEqual({ status: 404, body: { error: message } });
  });

  it('a door edited after it is gone', async () => {
    const response = await admin(productsItem, 'PUT', randomUUID(), { name: 'Gone' });
    expect(await answer(response)).toEqual({ status: 404, body: { error: 'Door not found' } });
  });

  it('an unknown door to price: the error sits at its field', async () => {
    const response = await call(price, 'POST', '/api/price', { body: { productSlug: 'no-such-door' } });
    expect(await answer(response)).toEqual({
      status: 404,
      body: { errors: { productSlug: ['No door with this slug'] } },
    });
  });
});

describe('Invalid → 422 and Conflict → 409', () => {
  it('a door placed where it cannot be: { errors } at the field', async () => {
    const response = await call(products, 'POST', '/api/products', {
      headers: { cookie },
      body: { categorySlug: 'interior', name: 'Nowhere door', basePriceCents: 10_000 },
    });
    expect(await answer(response)).toEqual({
      status: 422,
      body: { errors: { collectionId: ['Choose a collection'] } },
    });
  });

  it('a price asked with a stale checksum', async () => {
    const response = await call(price, 'POST', '/api/price', {
      body: { productSlug: 'classic-oak', checksum: 'stale' },
    });
    expect(await answer(response)).toEqual({
      status: 409,
      body: { error: 'The options or prices have changed. Reload them and try again.' },
    });
  });
});

describe('without an exchange rate', () => {
  it('NotFound and Unavailable answer 404 and 503', async () => {
    await getDb().deleteFrom('exchange_rates').execute();
    const current = await call(adminFxCurrent, 'GET', '/api/admin/fx/current', { headers: { cookie } });
    expect(await answer(current)).toEqual({ status: 404, body: { error: 'No exchange rate has been set yet' } });
    const list = await call(products, 'GET', '/api/products');
    expect(await answer(list)).toEqual({ status: 503, body: { error: 'Prices are not available right now' } });
  });
});
