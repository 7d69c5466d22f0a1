// Prices a request the way every endpoint must: the door and its configurator from the database, the browser's
// selections normalised by the shared rules, refused when they cannot be fixed, and never a price from the browser.
import type { Lang } from '../../lib/i18n.ts';
import type { Db } from '../../server/db.ts';
import { Conflict, Invalid } from '../../server/errors.ts';
import { loadPricedProduct } from './data.server.ts';
import { type PriceResult, priceSelection, sellFor } from './pricing.ts';
import { normaliseSelection, type Selections } from './rules.ts';
import type { Configurator, PricedProduct, PriceRequest } from './schema.ts';
import { valueWords } from './words.ts';

export interface PricedRequest {
  product: PricedProduct;
  configurator: Configurator;
  result: PriceResult;
}

/**
 * `staleChecksum: 'refuse'` (the price endpoint): a request made with older options or prices gets 409, and the island
 * reloads them. 'reprice' (a quote): it is priced with the current ones, and the caller compares the totals.
 */
export async function priceRequest(
  db: Db,
  input: PriceRequest,
  staleChecksum: 'refuse' | 'reprice' = 'refuse',
): Promise<PricedRequest> {
  const { product, configurator } = await loadPricedProduct(db, input.productSlug);
  if (staleChecksum === 'refuse' && input.checksum !== undefined && input.checksum !== configurator.checksum) {
    throw new Conflict('The options or prices have changed. Reload them and try again.');
  }
  const normalised = normaliseSelection(configurator.schema, input.selections, {
    category: configurator.category.slug,
    doorType: product.doorType,
  });
  // Keyed by controlId, so an island can show each message beside its control.
  if (Object.keys(normalised.errors).length) throw new Invalid(normalised.errors);
  return { product, configurator, result: priceIn({ product, configurator }, normalised.selections, input.lang) };
}

/** The price of normalised selections with a door and configurator already loaded, worded in `lang`. */
export function priceIn(
  { product, configurator }: Omit<PricedRequest, 'result'>,
  selections: Selections,
  lang: Lang,
): PriceResult {
  return priceSelection({
    schema: configurator.schema,
    sell: sellFor(configurator.pricing, product.doorType),
    pricingVersion: configurator.pricing.version,
    rateX10000: configurator.rate.rateX10000,
    product,
    selections,
    lang,
    words: valueWords(lang),
  });
}
