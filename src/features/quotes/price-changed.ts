// The answer a quote gets when its total is no longer the one the customer saw (docs/product.md#quotes). Its own
// module, without zod: the quote dialog reads the code, and loads on demand.
import type { PriceResult } from '../pricing/pricing.ts';

/** The machine code of that 409. */
export const PRICE_CHANGED = 'PRICE_CHANGED';

/** The body of that 409: a message in the request's language and the new price, worded in it too. */
export interface PriceChangedBody {
  error: string;
  code: typeof PRICE_CHANGED;
  price: PriceResult;
}
