// The manager's offer (docs/product.md#offers): the draft the back office edits and sends, and the services list kept
// in Settings. Shared by the back office's island and the functions: no server imports here.
import * as z from 'zod';
import { IsoDate } from '../../lib/fields.ts';
import { FormGuard } from '../../lib/form-guard.ts';
import { compactIban, type IbanProblem, ukrainianIbanProblem } from '../../lib/iban.ts';
import { both, multiLine, singleLine } from '../../lib/text.ts';
import { Lang, PriceRequest, SelectionsInput } from '../pricing/schema.ts';
import { MAX_QUANTITY, MAX_ROOM } from '../project/project.ts';
import { OFFER_TOKEN } from './link.ts';

/** The most an offer may come to, UAH kopecks (20,000,000 UAH): as a request (quotes/lines.ts). */
export const MAX_OFFER_CENTS = 2_000_000_000;
export const MAX_OFFER_LINES = 60;
/** How many of one service a line may hold (installation for a whole house of doors). */
export const MAX_SERVICE_QUANTITY = 999;

/** An amount the manager types: whole hryvnias, kept as kopecks like every price (1 250 грн → 125000). */
export const Hryvnias = z
  .number('Enter an amount')
  .int('Whole kopecks')
  .min(0, 'At least 0')
  .max(MAX_OFFER_CENTS, 'Too large')
  .refine((cents) => cents % 100 === 0, 'Whole hryvnias');

/**
 * A discount, on a line or the whole offer: a percent (up to two decimals) or an amount in whole hryvnias, with the
 * manager's reason, which the customer never sees.
 */
export const Discount = z
  .object({
    percent: z
      .number('Enter a percent')
      .min(0, 'At least 0')
      .max(100, 'At most 100')
      .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, 'At most two decimals')
      .optional(),
    amountCents: Hryvnias.optional(),
    reason: singleLine(200),
  })
  .refine((d) => (d.percent === undefined) !== (d.amountCents === undefined), {
    message: 'A percent or an amount',
    path: ['percent'],
  });
export type Discount = z.infer<typeof Discount>;

const Quantity = (max: number) =>
  z.number('Enter a number').int('A whole number').min(1, 'At least 1').max(max, `At most ${max}`);

/** A door exactly as the configurator holds it; the server prices it (the manager never types a door's price). */
export const DoorLine = z.object({
  type: z.literal('door'),
  productSlug: PriceRequest.shape.productSlug,
  selections: SelectionsInput,
  room: singleLine(MAX_ROOM).nullable(),
  quantity: Quantity(MAX_QUANTITY),
  discount: Discount.nullable(),
});
export type DoorLine = z.infer<typeof DoorLine>;

/** A service from the Settings list (its words copied in, so renaming the service later leaves the offer alone). */
export const ServiceLine = z.object({
  type: z.literal('service'),
  name: both(singleLine(120, 'Enter the name')),
  unit: both(singleLine(40, 'Enter the unit')),
  unitPriceCents: Hryvnias,
  quantity: Quantity(MAX_SERVICE_QUANTITY),
  discount: Discount.nullable(),
});
export type ServiceLine = z.infer<typeof ServiceLine>;

/**
 * Anything else (furniture, a special part): the manager's words in the customer's language and a price. Blank while
 * the draft is being written (an enquiry's offer starts with one); sending refuses it.
 */
export const FreeLine = z.object({
  type: z.literal('free'),
  text: multiLine(1000),
  unitPriceCents: Hryvnias,
  quantity: Quantity(MAX_SERVICE_QUANTITY),
  discount: Discount.nullable(),
});
export type FreeLine = z.infer<typeof FreeLine>;

export const OfferLine = z.discriminatedUnion('type', [DoorLine, ServiceLine, FreeLine]);
export type OfferLine = z.infer<typeof OfferLine>;

/** What the manager edits before sending. */
export const OfferDraft = z.object({
  lang: Lang,
  lines: z.array(OfferLine).min(1, 'Add a line').max(MAX_OFFER_LINES, `At most ${MAX_OFFER_LINES} lines`),
  discount: Discount.nullable(),
  prepaymentPercent: z.number('Enter a percent').int('A whole percent').min(0, 'At least 0').max(100, 'At most 100'),
  validUntil: IsoDate,
  leadTimeWeeks: z.number('Enter weeks').int('Whole weeks').min(1, 'At least 1').max(52, 'At most 52'),
  note: multiLine(2000).nullable(),
});
export type OfferDraft = z.infer<typeof OfferDraft>;

/** PUT /api/admin/offers/{id}: the draft and the version it was read at (a stale one is refused: 409). */
export const SaveOfferDraft = z.object({ version: z.int32().min(1), draft: OfferDraft });
export type SaveOfferDraft = z.infer<typeof SaveOfferDraft>;

/** One service the shop offers, as Settings lists it: its words in both languages and its usual price. */
export const Service = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'Lower-case letters, digits and hyphens'),
  name: both(singleLine(120, 'Enter the name')),
  unit: both(singleLine(40, 'Enter the unit')),
  priceCents: Hryvnias,
});
export type Service = z.infer<typeof Service>;

const IBAN_PROBLEMS: Record<IbanProblem, string> = {
  country: 'A Ukrainian IBAN starts with UA',
  length: 'UA and 27 characters, 29 in all',
  checksum: 'The check digits do not match: check the IBAN',
};

/**
 * Where customers pay (the invoices and their payment code): the shop's IBAN and its bank, and how many days an
 * invoice gives. Blank until the owner fills them in: no invoice is issued meanwhile (the legal name and code come from
 * the business's details).
 */
export const PaymentDetails = z.object({
  iban: z
    .string()
    .max(60, 'UA and 27 characters, 29 in all')
    .transform(compactIban)
    .superRefine((iban, ctx) => {
      const problem = iban === '' ? null : ukrainianIbanProblem(iban);
      if (problem) ctx.addIssue({ code: 'custom', message: IBAN_PROBLEMS[problem] });
    }),
  bank: singleLine(120),
  dueDays: z.number('Enter days').int('Whole days').min(1, 'At least 1').max(60, 'At most 60'),
});
export type PaymentDetails = z.infer<typeof PaymentDetails>;

export const NO_PAYMENT_DETAILS: PaymentDetails = { iban: '', bank: '', dueDays: 5 };

/** The offer defaults Settings keeps: the services list, the usual prepayment and how long an offer stands. */
export const OfferSettings = z.object({
  services: z
    .array(Service)
    .max(40, 'At most 40 services')
    .refine((list) => new Set(list.map((s) => s.id)).size === list.length, 'Two services have the same id'),
  prepaymentPercent: OfferDraft.shape.prepaymentPercent,
  validDays: z.number('Enter days').int('Whole days').min(1, 'At least 1').max(180, 'At most 180'),
  leadTimeWeeks: OfferDraft.shape.leadTimeWeeks,
  /** Saved before payment details existed: none yet. */
  payment: PaymentDetails.default(NO_PAYMENT_DETAILS),
});
export type OfferSettings = z.infer<typeof OfferSettings>;

/** PUT /api/admin/offer-settings: the defaults and the version they were read at (0: never saved). */
export const SaveOfferSettings = z.object({ version: z.int32().min(0), settings: OfferSettings });
export type SaveOfferSettings = z.infer<typeof SaveOfferSettings>;

/** POST /api/admin/offers. */
export const PrepareOffer = z.object({ requestId: z.uuid('Not a valid id').transform((id) => id.toLowerCase()) });

/** POST /api/admin/offers/{id}/send: the draft's version the manager looked at. */
export const SendOffer = z.object({ version: z.int32().min(1) });

/** A link's token as the API takes it in its path: 43 base64url characters (anything else is no offer: 404). */
export const OfferToken = z.object({ token: z.string().regex(OFFER_TOKEN) });

/**
 * POST /api/offers/{token}/accept: the customer's full name, their agreement to the terms, and the version they read
 * (`number`): a version replaced meanwhile is not what they would be accepting (409).
 */
export const AcceptOffer = FormGuard.extend({
  lang: Lang,
  number: z.int32('Reload the offer').min(1, 'Reload the offer'),
  name: singleLine(120, 'Type your full name').refine((name) => name.trim().length >= 3, 'Type your full name'),
  agree: z.literal(true, 'Tick to agree with the terms'),
});
export type AcceptOffer = z.infer<typeof AcceptOffer>;

/** POST /api/offers/{token}/changes: what the customer would like changed; the offer stays open. */
export const AskForChanges = FormGuard.extend({
  lang: Lang,
  message: multiLine(2000, 'Say what you would like changed'),
});
export type AskForChanges = z.infer<typeof AskForChanges>;
