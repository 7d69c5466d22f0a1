// The answer a quote gets when its total is no longer the one the customer saw (docs/product.md#quotes), and its one
// reader in the browser. Its own module, without zod: the quote dialogs read it, and load on demand.
import { ApiError } from '../../lib/api.ts';
import type { PriceResult } from '../pricing/pricing.ts';

/** The machine code of that 409. */
export const PRICE_CHANGED = 'PRICE_CHANGED';

/** The body of that 409: a message in the request's language and the new price, worded in it too. */
export interface PriceChangedBody {
  error: string;
  code: typeof PRICE_CHANGED;
  price: PriceResult;
}

/**
 * What a 409 PRICE_CHANGED tells the browser, for a door (POST /api/quotes: its new price, selections included) or a
 * project (POST /api/project-quotes: each door's unit price, in the order sent): the new total either way.
 */
export interface PriceChange {
  totalPriceCents: number;
  price?: PriceResult;
  units?: number[];
}

/** The new prices of a 409 PRICE_CHANGED answer; undefined for any other error, or one without usable prices. */
export function priceChangeOf(error: unknown): PriceChange | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== PRICE_CHANGED) return undefined;
  const body = error.details as { price?: Partial<PriceResult>; totalPriceCents?: unknown; doors?: unknown } | null;
  const price = body?.price;
  if (typeof price?.totalPriceCents === 'number' && price.selections && typeof price.selections === 'object') {
    return { totalPriceCents: price.totalPriceCents, price: price as PriceResult };
  }
  if (typeof body?.totalPriceCents !== 'number' || !Array.isArray(body.doors)) return undefined;
  const units = body.doors.map((d: { unitPriceCents?: unknown } | null) =>
    typeof d?.unitPriceCents === 'number' ? d.unitPriceCents : Number.NaN,
  );
  return units.some(Number.isNaN) ? undefined : { totalPriceCents: body.totalPriceCents, units };
}
