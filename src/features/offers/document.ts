// What an offer says to its customer (docs/product.md#offers): the document the back office previews, a sent version
// freezes, the offer page shows and the PDF prints. A zod schema, so a frozen one is checked as it leaves the database.
// Shared by the islands and the functions.
import * as z from 'zod';
import { UploadedPicture } from '../../lib/fields.ts';
import { Lang, Swatch } from '../pricing/schema.ts';

const Amounts = {
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  grossCents: z.number().int(),
  discountCents: z.number().int(),
  netCents: z.number().int(),
};

export const DoorDocumentLine = z.object({
  type: z.literal('door'),
  productSlug: z.string(),
  /** In the offer's language. */
  productName: z.string(),
  /** The selections after the rules (what the engine priced), for the drawing. */
  selections: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /**
   * What the configurators' drawing reads the door's look from (its English name and description: look.ts), and the
   * chosen finish's swatch and picture as they were when the version was sent (none in versions sent before 2026-12).
   */
  look: z.object({
    name: z.string(),
    description: z.string().nullable(),
    categorySlug: z.string(),
    // Read back leniently: a stored finish that today's rules refuse is drawn as the door's own tone, never a 500.
    finish: Swatch.extend({ picture: UploadedPicture.optional() }).optional().catch(undefined),
  }),
  /** Each control as chosen, in the offer's language. */
  options: z.array(z.object({ groupLabel: z.string(), controlLabel: z.string(), displayValue: z.string() })),
  room: z.string().nullable(),
  ...Amounts,
});

export const DocumentLine = z.discriminatedUnion('type', [
  DoorDocumentLine,
  z.object({ type: z.literal('service'), name: z.string(), unit: z.string(), ...Amounts }),
  z.object({ type: z.literal('free'), text: z.string(), ...Amounts }),
]);
export type DocumentLine = z.infer<typeof DocumentLine>;

export const OfferDocument = z.object({
  lang: Lang,
  /** The request's reference (D-10001, F-10001, G-10001). */
  reference: z.string(),
  customerName: z.string(),
  /** The USD→UAH rate every door was priced at, × 10,000 (0 when no door). */
  rateX10000: z.number().int(),
  lines: z.array(DocumentLine),
  totals: z.object({
    subtotalCents: z.number().int(),
    discountCents: z.number().int(),
    savedCents: z.number().int(),
    totalCents: z.number().int(),
    prepaymentCents: z.number().int(),
    balanceCents: z.number().int(),
  }),
  prepaymentPercent: z.number().int(),
  /** The last day it may be accepted (the shop's day, YYYY-MM-DD). */
  validUntil: z.string(),
  leadTimeWeeks: z.number().int(),
  note: z.string().nullable(),
  /** The shop as the offer names it (Settings, in the offer's language). */
  shop: z.object({
    name: z.string(),
    legalName: z.string(),
    registrationCode: z.string(),
    address: z.string(),
    phones: z.array(z.string()),
    email: z.string(),
  }),
  /** The shop's terms (Settings' legal text) the customer agrees to. */
  terms: z.string(),
});
export type OfferDocument = z.infer<typeof OfferDocument>;
