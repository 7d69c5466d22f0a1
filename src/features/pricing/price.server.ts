// Prices a request the way every endpoint must: the door and its configurator from the database, the browser's
// selections normalised by the shared rules, refused only when they cannot be read, and never a price from the browser.
import type { Lang } from '../../lib/i18n.ts';
import type { Db } from '../../server/db.ts';
import { Conflict, Invalid } from '../../server/errors.ts';
import { loadPricedProduct } from './data.server.ts';
import { type PriceResult, priceSelection, sellFor } from './pricing.ts';
import { type Adjustment, normaliseSelection } from './rules.ts';
import type { Configurator, PricedProduct, PriceRequest } from './schema.ts';
import { valueWords } from './words.ts';

/**
 * The server's answer to a price request: the price of the resolved selections, and what the rules switched on the
 * way (docs/product.md#resolution). The browser sends selections it has already resolved, so to it `adjusted` is
 * always empty.
 */
export interface ServerPrice extends PriceResult {
  adjusted: Record<string, Adjustment>;
}

export interface PricedRequest {
  product: PricedProduct;
  configurator: Configurator;
  result: ServerPrice;
}

/** The server's half of pricing, without the database: normalise (422 for what cannot be read), resolve, price. */
export function priceConfigured(input: {
  configurator: Configurator;
  product: PricedProduct;
  selections: Record<string, unknown>;
  lang: Lang;
}): ServerPrice {
  const { configurator, product, lang } = input;
  const normalised = normaliseSelection(configurator.schema, input.selections, {
    category: configurator.category.slug,
    doorType: product.doorType,
    door: product.slug,
  });
  // Keyed by controlId, so an island can show each message beside its control.
  if (Object.keys(normalised.errors).length) throw new Invalid(normalised.errors);
  const result = priceSelection({
    schema: configurator.schema,
    sell: sellFor(configurator.pricing, product.doorType),
    pricingVersion: configurator.pricing.version,
    rateX10000: configurator.rate.rateX10000,
    product,
    selections: normalised.selections,
    lang,
    words: valueWords(lang),
  });
  return { ...result, adjusted: { ...normalised.adjusted } };
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
  const result = priceConfigured({ configurator, product, selections: input.selections, lang: input.lang });
  return { product, configurator, result };
}
