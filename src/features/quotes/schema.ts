// The quote request a configurator's dialog sends; the price is always worked out again on the server.
import * as z from 'zod';
import { Email, Name, optional, Phone } from '../../lib/contact-fields.ts';
import { Cents } from '../../lib/fields.ts';
import { FormGuard } from '../../lib/form-guard.ts';
import { multiLine, singleLine } from '../../lib/text.ts';
import type { PriceResult } from '../pricing/pricing.ts';
import { PriceRequest, SelectionsInput } from '../pricing/schema.ts';
import { MAX_DOORS, MAX_QUANTITY, MAX_ROOM } from '../project/project.ts';
import { PictureIds } from '../uploads/schema.ts';
import { MAX_REQUEST_CENTS } from './lines.ts';

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
  /** Photos or a plan of the space (docs/decisions/024). */
  pictures: PictureIds,
}).extend(FormGuard.shape);
export type QuoteInput = z.infer<typeof QuoteInput>;

/** One door of a project request: the door, the visitor's choices, its room and how many. */
export const ProjectDoorInput = z.object({
  productSlug: PriceRequest.shape.productSlug,
  selections: SelectionsInput.default({}),
  room: optional(singleLine(MAX_ROOM)),
  quantity: z.number().int('A whole number').min(1, 'At least 1').max(MAX_QUANTITY, `At most ${MAX_QUANTITY}`),
});
export type ProjectDoorInput = z.infer<typeof ProjectDoorInput>;

/**
 * A project's quote request (docs/decisions/024): its doors in the visitor's order, each priced again here; stored as
 * one request only at the total the visitor saw (`seenTotalCents`), else 409 PRICE_CHANGED with the new prices.
 */
export const ProjectQuoteInput = z
  .object({
    doors: z.array(ProjectDoorInput).min(1, 'Add a door first').max(MAX_DOORS, `At most ${MAX_DOORS} doors`),
    lang: PriceRequest.shape.lang,
    customer: QuoteCustomer,
    notes: optional(multiLine(2000)),
    // A project of 30 lines of up to 50 doors comes to more than a door's quote: its own limit (lines.ts).
    seenTotalCents: z
      .number()
      .int('Whole cents')
      .min(0, 'At least 0')
      .max(MAX_REQUEST_CENTS, 'This project is too large for one request: send it in parts'),
    pictures: PictureIds,
  })
  .extend(FormGuard.shape);
export type ProjectQuoteInput = z.infer<typeof ProjectQuoteInput>;

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
  /** Doors in all, quantities counted (1 for a configurator's quote). */
  doorCount: number;
} & Pick<
  PriceResult,
  'basePriceCents' | 'adjustmentsCents' | 'totalPriceCents' | 'currency' | 'rate' | 'pricingVersion'
>;
