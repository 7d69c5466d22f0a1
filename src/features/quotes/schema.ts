// The quote request a configurator's dialog sends; the price is always worked out again on the server.
import * as z from 'zod';
import { Email, Name, optional, Phone } from '../../lib/contact-fields.ts';
import { FormGuard } from '../../lib/form-guard.ts';
import { multiLine } from '../../lib/text.ts';
import type { PriceResult } from '../pricing/pricing.ts';
import { PriceRequest } from '../pricing/schema.ts';

export const QuoteCustomer = z.object({ name: Name, email: optional(Email), phone: Phone });
export type QuoteCustomer = z.infer<typeof QuoteCustomer>;

export const QuoteInput = PriceRequest.extend({
  customer: QuoteCustomer,
  notes: optional(multiLine(2000)),
}).extend(FormGuard.shape);
export type QuoteInput = z.infer<typeof QuoteInput>;

/** A stored quote as its customer sees it: the prices it was stored with. */
export type QuoteCreated = { id: string; createdAt: string; productSlug: string; productName: string } & Pick<
  PriceResult,
  'basePriceCents' | 'adjustmentsCents' | 'totalPriceCents' | 'currency' | 'rate' | 'pricingVersion'
>;
