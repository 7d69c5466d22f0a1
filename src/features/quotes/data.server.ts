// Stores a door quote with its frozen snapshot (labels, breakdown, totals, rate, pricing version) and the
// notification to send about it, in the caller's transaction.
import type { Db } from '../../server/db.ts';
import { queueNotification } from '../notifications/outbox.server.ts';
import type { PricedRequest } from '../pricing/price.server.ts';
import { resolveSelections } from '../pricing/pricing.ts';
import { valueWords } from '../pricing/words.ts';
import type { QuoteCreated, QuoteInput } from './schema.ts';

/** `priced` must be priced with lang 'en'. */
export async function createQuote(tx: Db, input: QuoteInput, priced: PricedRequest): Promise<QuoteCreated> {
  const { product, configurator, result } = priced;
  // Priced in English: the back office reads the snapshot, kept as it was when the visitor asked.
  const resolved = resolveSelections(configurator.schema, result.selections, 'en', valueWords('en'));
  const row = await tx
    .insertInto('quotes')
    .values({
      product_id: product.id,
      product_slug: product.slug,
      product_name: product.name,
      customer_name: input.customer.name,
      customer_email: input.customer.email ?? null,
      customer_phone: input.customer.phone,
      notes: input.notes ?? null,
      selections: JSON.stringify(result.selections),
      resolved_selections: JSON.stringify(resolved),
      breakdown: JSON.stringify(result.breakdown),
      currency: result.currency,
      base_price_cents: result.basePriceCents,
      adjustments_cents: result.adjustmentsCents,
      total_price_cents: result.totalPriceCents,
      rate_x10000: configurator.rate.rateX10000,
      pricing_version: result.pricingVersion,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  await queueNotification(tx, 'QUOTE', row.id, {
    productName: product.name,
    customerName: input.customer.name,
    total: result.totalPriceCents,
  });
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    productSlug: product.slug,
    productName: product.name,
    basePriceCents: result.basePriceCents,
    adjustmentsCents: result.adjustmentsCents,
    totalPriceCents: result.totalPriceCents,
    currency: result.currency,
    rate: result.rate,
    pricingVersion: result.pricingVersion,
  };
}
