// Stores a door quote with its frozen snapshot (labels, breakdown, totals, rate, pricing version) and the
// notification to send about it, in the caller's transaction.
import { localizedPath, t } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Db } from '../../server/db.ts';
import { Conflict } from '../../server/errors.ts';
import { configuratorPath, toQuery } from '../configurator/share.ts';
import { readNotifySettings } from '../notifications/config.server.ts';
import type { ConfirmationPayload } from '../notifications/messages.server.ts';
import { queueNotification } from '../notifications/outbox.server.ts';
import { type PricedRequest, priceConfigured, priceRequest } from '../pricing/price.server.ts';
import { resolveSelections } from '../pricing/pricing.ts';
import { valueWords } from '../pricing/words.ts';
import { PRICE_CHANGED, type PriceChangedBody } from './price-changed.ts';
import { quoteRecap } from './recap.ts';
import type { QuoteCreated, QuoteInput } from './schema.ts';

/**
 * A quote request (docs/product.md#quotes): priced again with the current options, prices and rate, whatever
 * checksum it carries, so a back-office save never turns a customer away. Stored at once when its total is the one
 * the customer saw (`seenTotalCents`; without it, when its checksum is current or absent); otherwise 409
 * PRICE_CHANGED with the new price in the request's language, and nothing stored.
 */
export async function submitQuote(tx: Db, input: QuoteInput): Promise<QuoteCreated> {
  const priced = await priceRequest(tx, { ...input, lang: 'en' }, 'reprice');
  const total = priced.result.totalPriceCents;
  const seen =
    input.seenTotalCents ??
    (input.checksum === undefined || input.checksum === priced.configurator.checksum ? total : undefined);
  if (seen !== total) {
    const { product, configurator } = priced;
    const price = priceConfigured({ configurator, product, selections: priced.result.selections, lang: input.lang });
    const money = (cents: number) => formatMoney(cents, input.lang);
    const message = t(input.lang, 'quote.priceChanged.text', {
      total: money(total),
      was: seen === undefined ? '—' : money(seen),
    });
    const details: Omit<PriceChangedBody, 'error' | 'code'> = { price };
    throw new Conflict(message, { code: PRICE_CHANGED, details });
  }
  return createQuote(tx, input, priced);
}

/** `priced` must be priced with lang 'en'. */
async function createQuote(tx: Db, input: QuoteInput, priced: PricedRequest): Promise<QuoteCreated> {
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
    .returning(['id', 'reference', 'created_at'])
    .executeTakeFirstOrThrow();
  await queueNotification(tx, 'QUOTE', row.id, {
    productName: product.name,
    customerName: input.customer.name,
    total: result.totalPriceCents,
  });
  const confirmationEmail = await queueConfirmation(tx, input, priced, row.id, row.reference);
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at.toISOString(),
    productSlug: product.slug,
    productName: product.name,
    confirmationEmail,
    basePriceCents: result.basePriceCents,
    adjustmentsCents: result.adjustmentsCents,
    totalPriceCents: result.totalPriceCents,
    currency: result.currency,
    rate: result.rate,
    pricingVersion: result.pricingVersion,
  };
}

/**
 * The customer's confirmation (docs/product.md#quotes), queued in the quote's own transaction when they gave an address
 * and e-mail is set up: the request as they saw it, in their language, with the link that reopens it. Returns the
 * address it goes to, or null.
 */
async function queueConfirmation(
  tx: Db,
  input: QuoteInput,
  { product, configurator, result }: PricedRequest,
  quoteId: string,
  reference: string,
): Promise<string | null> {
  const to = input.customer.email;
  if (!to || readNotifySettings().email?.ok !== true) return null;
  const { lang } = input;
  const recap = quoteRecap(configurator.schema, result.selections, lang, valueWords(lang));
  const path = `${localizedPath(configuratorPath(configurator.category.slug), lang)}?${toQuery(product.slug, result.selections, {})}`;
  const payload: ConfirmationPayload = {
    lang,
    to,
    name: input.customer.name,
    reference,
    productName: lang === 'uk' ? (product.nameUk ?? product.name) : product.name,
    size: recap.size,
    options: recap.options.map((o) => ({ label: o.controlLabel, value: o.displayValue })),
    totalPriceCents: result.totalPriceCents,
    path,
  };
  await queueNotification(tx, 'QUOTE_CONFIRMATION', quoteId, { ...payload });
  return to;
}
