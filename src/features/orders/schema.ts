// What the orders' API takes and the invoice a customer keeps (docs/product.md#orders). Shared by the back office's
// island and the functions: no server imports here.
import * as z from 'zod';
import { IsoDate } from '../../lib/fields.ts';
import { multiLine, singleLine } from '../../lib/text.ts';
import { Lang } from '../pricing/schema.ts';
import { PAYMENT_METHODS, STAGES } from './order.ts';
import { QR_MAX_CENTS } from './payment-qr.ts';

/** POST /api/admin/orders/{id}/payments: one payment as the manager records it. */
export const RecordPayment = z.object({
  amountCents: z.number('Enter an amount').int('Whole kopecks').min(1, 'More than 0').max(QR_MAX_CENTS, 'Too large'),
  paidOn: IsoDate,
  method: z.enum(PAYMENT_METHODS, 'Choose how it was paid'),
  /** More than the order's balance is refused (409) unless the manager confirms it. */
  confirmOverpayment: z.boolean().default(false),
  /** E-mail the customer that it arrived (when they gave an address). */
  notify: z.boolean().default(false),
});
export type RecordPayment = z.infer<typeof RecordPayment>;

/**
 * PATCH /api/admin/orders/{id}: one stage's planned day, day done and note; a field left out stays as it is, null
 * clears it.
 */
export const UpdateStage = z.object({
  stage: z.enum(STAGES, 'Choose a stage'),
  plannedOn: IsoDate.nullable().optional(),
  doneOn: IsoDate.nullable().optional(),
  note: multiLine(500).nullable().optional(),
  /** E-mail the customer what changed (when they gave an address). */
  notify: z.boolean().default(false),
});
export type UpdateStage = z.infer<typeof UpdateStage>;

/** POST /api/admin/orders/{id}/invoices: issue the prepayment (1) or the balance (2) invoice now. */
export const IssueInvoice = z.object({ number: z.union([z.literal(1), z.literal(2)], 'Choose an invoice') });
export type IssueInvoice = z.infer<typeof IssueInvoice>;

/** An invoice's number in a route (`:number`): 1 or 2, anything else is no invoice (404). */
export const InvoiceParam = z.object({ number: z.enum(['1', '2']).transform((n) => (n === '1' ? 1 : 2) as 1 | 2) });

/** GET /api/admin/overview/funnel: the period in days (30, 90 or 365; 90 when not given). */
export const FunnelPeriod = z.object({
  days: z.enum(['30', '90', '365'], 'Choose 30, 90 or 365 days').default('90').transform(Number),
});

/** GET /api/admin/orders: the list's search and filters. */
export const OrderFilters = z.object({
  q: singleLine(100).optional(),
  stage: z.enum([...STAGES, 'NONE']).optional(),
  /** Only orders with an unpaid invoice. */
  due: z.literal('1').optional(),
  /** Only orders with an overdue invoice or a planned stage past its day. */
  overdue: z.literal('1').optional(),
});
export type OrderFilters = z.infer<typeof OrderFilters>;

/**
 * An invoice as issued ("рахунок на оплату"), frozen in the order's row like an offer's version: the seller, the buyer,
 * what is paid for, the amount due and the payment code's text, in the customer's language.
 */
export const InvoiceDocument = z.object({
  lang: Lang,
  /** O-10001-1. */
  reference: z.string(),
  orderNumber: z.string(),
  number: z.union([z.literal(1), z.literal(2)]),
  issuedOn: z.string(),
  dueOn: z.string(),
  seller: z.object({
    legalName: z.string(),
    code: z.string(),
    iban: z.string(),
    bank: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  buyer: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  /** What the order is for, as the accepted offer priced it. */
  lines: z.array(z.object({ text: z.string(), quantity: z.number().int(), netCents: z.number().int() })),
  totalCents: z.number().int(),
  /** Paid before this invoice was issued (the balance invoice counts the prepayment). */
  paidBeforeCents: z.number().int(),
  amountCents: z.number().int(),
  /** The transfer's purpose: in Ukrainian whatever the invoice's language, as the shop's bank statement reads it. */
  purpose: z.string(),
  /** The NBU payment code's text (payment-qr.ts). */
  qrPayload: z.string(),
});
export type InvoiceDocument = z.infer<typeof InvoiceDocument>;
