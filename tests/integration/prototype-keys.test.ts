// A client chooses the keys of a selection: names that live on Object.prototype must be refused like any unknown
// control, never reach a plain object's inherited members (they answered 500 before the first red-team pass (decision 018)).
import { describe, expect, it } from 'vitest';
import price from '../../netlify/functions/price.ts';
import quotes from '../../netlify/functions/quotes.ts';
import { call, humanGuard, nextIp } from '../helpers.ts';

const PROTOTYPE_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];

/**
 * JSON text, so `__proto__` arrives as an own key the way a client sends it (an object literal would set a prototype).
 */
const body = (key: string, extra: Record<string, unknown> = {}, value: unknown = 'x') =>
  JSON.stringify({ productSlug: 'classic-oak', ...extra }).replace(
    /^\{/,
    `{"selections":{${JSON.stringify(key)}:${JSON.stringify(value)}},`,
  );

describe('prototype names as selection keys', () => {
  it.each(PROTOTYPE_KEYS)('POST /api/price refuses %s as an unknown option group (422)', async (key) => {
    const response = await call(price, 'POST', '/api/price', { body: body(key) });
    expect(response.status).toBe(422);
    const json = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.entries(json.errors)).toEqual([[key, ['Unknown option group']]]);
  });

  it.each(PROTOTYPE_KEYS)('POST /api/quotes refuses %s as an unknown option group (422)', async (key) => {
    const customer = { name: 'Olena', phone: '+380 67 123 45 67' };
    const response = await call(quotes, 'POST', '/api/quotes', {
      body: body(key, { customer, ...humanGuard() }),
      ip: nextIp(),
    });
    expect(response.status).toBe(422);
    const json = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.entries(json.errors)).toEqual([[key, ['Unknown option group']]]);
  });

  // zod drops a `__proto__` key from every object it parses (the one key it ignores rather than refuses), so it can
  // neither set a prototype nor smuggle a selection in.
  it('POST /api/price ignores a __proto__ selection: the defaults are priced', async () => {
    const plain = await call(price, 'POST', '/api/price', { body: { productSlug: 'classic-oak' } });
    const polluted = await call(price, 'POST', '/api/price', {
      body: body('__proto__', {}, { heightMm: 2400, doorBlock: 'golden' }),
    });
    expect(polluted.status).toBe(200);
    expect(await polluted.json()).toEqual(await plain.json());
    expect(({} as Record<string, unknown>).heightMm).toBeUndefined();
  });
});
