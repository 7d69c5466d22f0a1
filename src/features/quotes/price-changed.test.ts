// A 409 PRICE_CHANGED read once for both quote dialogs (docs/product.md#quotes): a door's new price, a project's new
// unit prices, and nothing from any other answer or from one without usable prices.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { priceChangeOf } from './price-changed.ts';

const changed = (details: unknown) => new ApiError(409, 'x', {}, undefined, { code: 'PRICE_CHANGED', details });

describe('priceChangeOf', () => {
  const price = { totalPriceCents: 5, selections: {} };
  it.each([
    ["a door's 409 PRICE_CHANGED with a price", changed({ price }), { totalPriceCents: 5, price }],
    [
      "a project's 409 PRICE_CHANGED with each door's price",
      changed({ totalPriceCents: 9, doors: [{ unitPriceCents: 3 }, { unitPriceCents: 6 }] }),
      { totalPriceCents: 9, units: [3, 6] },
    ],
    ['another 409', new ApiError(409, 'x', {}, undefined, { details: { price } }), undefined],
    ['PRICE_CHANGED without a price', changed({}), undefined],
    ['a price without its selections', changed({ price: { totalPriceCents: 5 } }), undefined],
    ['a door without its price', changed({ totalPriceCents: 9, doors: [{ unitPriceCents: 3 }, {}] }), undefined],
    ['a 422', new ApiError(422, 'x'), undefined],
    ['not an ApiError', new Error('x'), undefined],
  ])('%s', (_name, error, expected) => {
    expect(priceChangeOf(error)).toEqual(expected);
  });
});
