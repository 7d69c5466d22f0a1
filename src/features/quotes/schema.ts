// The quote request a configurator's dialog sends; the price is always worked out again on the server.
import * as z from 'zod';
import { Email, Name, optional, Phone } from '../../lib/contact-fields.ts';
import { Cents } from '../../lib/fields.ts';
import { FormGuard } from '../../lib/form-guard.ts';
import { multiLine } from '../../lib/text.ts';
import type { PriceResult } from '../pricing/pricing.ts';
import { PriceRequest } from '../pricing/schema.ts';

export const QuoteCustomer = z.object({ name: Name, email: optional(Email), phone: Phone });
export type QuoteCustomer = z.infer<typeof QuoteCustomer>;

export const QuoteInput = PriceRequest.extend({
  customer: QuoteCustomer,
  notes: optional(multiLine(2000)),
  /**
   * The total the customer saw. The server prices the quote again with the current prices; when its total differs,
   * nothing is stored and the answer is 409 PRICE_CHANGED with the new price, which the customer confirms by sending
   * it back here (docs/product.md#quotes).
   */
  seenTotalCents: Cents.optional(),
}).extend(FormGuard.shape);
export type QuoteInput = z.infer<typeof QuoteInput>;

/** A stored quote as its customer sees it: the prices it was stored with. */
export type QuoteCreated = {
  id: string;
  /** D-10001: what the customer quotes on the phone. */
  reference: string;
  createdAt: string;
  productSlug: string;
  productName: string;
  /** The address a confirmation e-mail is queued for, or null (no address given, or no e-mail configured). */
  confirmationEmail: string | null;
} & Pick<
  PriceResult,
  'basePriceCents' | 'adjustmentsCents' | 'totalPriceCents' | 'currency' | 'rate' | 'pricingVersion'
>;
