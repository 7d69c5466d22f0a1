// Prices a request the way every endpoint must: the door and its configurator from the database, the browser's
// selections normalised by the shared rules, refused when they cannot be fixed, and never a price from the browser.
import type { Db } from '../../server/db.ts';
import { Conflict, Invalid } from '../../server/errors.ts';
import { loadPricedProduct } from './data.server.ts';
import { type PriceResult, priceSelection, sellFor } from './pricing.ts';
import { normaliseSelection } from './rules.ts';
import type { Configurator, PricedProduct, PriceRequest } from './schema.ts';
import { valueWords } from './words.ts';

export interface PricedRequest {
  product: PricedProduct;
  configurator: Configurator;
  result: PriceResult;
}

export async function priceRequest(db: Db, input: PriceRequest): Promise<PricedRequest> {
  const { product, configurator } = await loadPricedProduct(db, input.productSlug);
  if (input.checksum !== undefined && input.checksum !== configurator.checksum) {
    throw new Conflict('The options or prices have changed. Reload them and try again.');
  }
  const normalised = normaliseSelection(configurator.schema, input.selections, {
    category: configurator.category.slug,
    doorType: product.doorType,
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
    lang: input.lang,
    words: valueWords(input.lang),
  });
  return { product, configurator, result };
}
