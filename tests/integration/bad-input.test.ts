// Bad input of any shape gets a 4xx in the one error shape, never a 5xx (the full fuzzing run is `npm run test:fuzz`
// once the proof issue lands; this is the everyday guard).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import categorySchema from '../../netlify/functions/category-schema.ts';
import collections from '../../netlify/functions/collections.ts';
import contact from '../../netlify/functions/contact.ts';
import price from '../../netlify/functions/price.ts';
import products from '../../netlify/functions/products.ts';
import quotes from '../../netlify/functions/quotes.ts';
import { call, humanGuard, nextIp } from '../helpers.ts';

type Fn = Parameters<typeof call>[0];

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    "'; DROP TABLE quotes; --",
    '<script>alert(1)</script>',
    'x'.repeat(5000),
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Bodies near the real shape: every known field present or not, each with any value. */
const shaped = (fields: string[]) =>
  fc.record(Object.fromEntries(fields.map((f) => [f, nasty])) as Record<string, fc.Arbitrary<unknown>>, {
    requiredKeys: [],
  });

const nearlyValid = {
  price: fc.record({
    productSlug: fc.oneof(nasty, fc.constant('classic-oak')),
    selections: fc.oneof(nasty, shaped(['heightMm', 'doorBlock', 'frame', 'hinges', 'magneticLock', '__proto__'])),
  }),
  quote: fc.record({
    productSlug: fc.oneof(nasty, fc.constant('concealed-basic')),
    selections: fc.oneof(nasty, shaped(['heightMm', 'frame'])),
    customer: fc.oneof(nasty, shaped(['name', 'email', 'phone'])),
    notes: nasty,
    website: fc.oneof(nasty, fc.constant('')),
    formToken: fc.oneof(nasty, fc.constant(humanGuard().formToken)),
  }),
  contact: shaped(['name', 'email', 'phone', 'message', 'website', 'formToken']),
};

async function expectClientError(response: Response) {
  const text = await response.text();
  expect(response.status, text).toBeGreaterThanOrEqual(400);
  expect(response.status, text).toBeLessThan(500);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect('errors' in body || 'error' in body, text).toBe(true);
}

const posts: [string, Fn, string, Record<string, string>, fc.Arbitrary<unknown>][] = [
  ['POST /api/price', price, '/api/price', {}, nearlyValid.price],
  ['POST /api/quotes', quotes, '/api/quotes', {}, nearlyValid.quote],
  ['POST /api/contact/general', contact, '/api/contact/general', { type: 'general' }, nearlyValid.contact],
  ['POST /api/contact/furniture', contact, '/api/contact/furniture', { type: 'furniture' }, nearlyValid.contact],
];

describe.each(posts)('%s', (_name, fn, path, params, arbitrary) => {
  it('answers any JSON value with a 4xx in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const response = await call(fn, 'POST', path, { body: JSON.stringify(body), params, ip: nextIp() });
        await expectClientError(response);
      }),
      { numRuns: 60 },
    );
  });

  it('answers nearly valid bodies with 2xx or a 4xx in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (body) => {
        const response = await call(fn, 'POST', path, { body, params, ip: nextIp() });
        if (response.status < 300) return;
        await expectClientError(response);
      }),
      { numRuns: 150 },
    );
  });

  it('answers a broken body, wrong content type or bad Idempotency-Key with a 4xx', async () => {
    const cases = [
      { body: '{', headers: {} },
      { body: '', headers: {} },
      { body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { body: '{}', headers: { 'idempotency-key': 'x'.repeat(300) } },
      { body: '[1,2', headers: {} },
      { body: `${'['.repeat(5000)}${']'.repeat(5000)}`, headers: {} },
    ];
    for (const { body, headers } of cases) {
      await expectClientError(await call(fn, 'POST', path, { body, headers, params, ip: nextIp() }));
    }
  });
});

describe('GET endpoints', () => {
  it('answer any query string or path parameter with 200 or a 4xx', async () => {
    const value = fc.oneof(fc.string(), fc.constantFrom('\u0000', '%00', 'classic-oak', "' OR 1=1 --", 'true'));
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('slug', 'categorySlug', 'categoryId', 'collection', 'includeInactive', 'x'),
          value,
        ),
        value,
        async (query, slug) => {
          const qs = new URLSearchParams(query as Record<string, string>).toString();
          for (const [fn, path, params] of [
            [products, `/api/products?${qs}`, {}],
            [collections, `/api/collections?${qs}`, {}],
            [categorySchema, '/api/categories/x/schema', { slug }],
          ] as const) {
            const response = await call(fn, 'GET', path, { params });
            if (response.status === 200) continue;
            await expectClientError(response);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
