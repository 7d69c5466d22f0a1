// The quote dialog's logic apart from its markup (QuoteDialog.tsx renders).
import { ApiError } from '../../lib/api.ts';
import type { PriceResult } from '../pricing/pricing.ts';
import { PRICE_CHANGED } from '../quotes/price-changed.ts';

/** The new price of a 409 PRICE_CHANGED answer (docs/product.md#quotes); undefined for any other error. */
export function changedPrice(error: unknown): PriceResult | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== PRICE_CHANGED) return undefined;
  const price = (error.details as { price?: Partial<PriceResult> } | null | undefined)?.price;
  return typeof price?.totalPriceCents === 'number' && price.selections && typeof price.selections === 'object'
    ? (price as PriceResult)
    : undefined;
}
