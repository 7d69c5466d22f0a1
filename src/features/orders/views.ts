// What the orders' API answers (docs/product.md#orders), shared by the functions and the islands.
import type { DocumentLine, OfferDocument } from '../offers/document.ts';
import type { InvoiceNumber, MoneyState, PaymentMethod, Stage, StageDates } from './order.ts';
import type { InvoiceDocument } from './schema.ts';

export interface OrderStage extends StageDates {
  note: string | null;
}

export interface OrderPayment {
  id: string;
  amountCents: number;
  paidOn: string;
  method: PaymentMethod;
  recordedBy: string;
  recordedAt: string;
}

export interface OrderInvoice {
  number: InvoiceNumber;
  amountCents: number;
  dueOn: string;
  issuedAt: string;
  document: InvoiceDocument;
}

/** GET /api/admin/orders: one row of the list. */
export interface OrderListItem {
  id: string;
  number: string;
  /** The request it came from (D-10001…) and the customer as the request names them. */
  reference: string;
  customerName: string;
  phone: string | null;
  acceptedAt: string;
  stage: Stage | null;
  /** The next planned stage not done, and its day. */
  next: { stage: Stage; plannedOn: string } | null;
  /** A planned stage is past its day without being done. */
  late: boolean;
  money: MoneyState;
}

/** GET /api/admin/orders/{id}. */
export interface OrderView {
  id: string;
  number: string;
  version: number;
  request: { kind: 'QUOTE' | 'INQUIRY'; id: string; reference: string };
  customer: { name: string; acceptedName: string; phone: string | null; email: string | null };
  offerNumber: number;
  acceptedAt: string;
  lang: OfferDocument['lang'];
  lines: DocumentLine[];
  totals: OfferDocument['totals'];
  stage: Stage | null;
  stages: OrderStage[];
  payments: OrderPayment[];
  invoices: OrderInvoice[];
  money: MoneyState;
  /** The customer's page (the offer's link) and each invoice's PDF behind it; null when the link cannot be made. */
  links: { customer: string; invoicePdf: Partial<Record<InvoiceNumber, string>> } | null;
  /** The Settings fields an invoice still needs (empty when invoices can be issued). */
  paymentDetailsMissing: ('legalName' | 'registrationCode' | 'iban')[];
  activity: { kind: string; at: string; by: string | null; note: string | null; reference: string | null }[];
}

/** The order as the customer's page shows it, inside GET /api/offers/{token}. */
export interface CustomerOrder {
  number: string;
  offerNumber: number;
  acceptedAt: string;
  stage: Stage | null;
  stages: StageDates[];
  paidCents: number;
  dueCents: number;
  balanceCents: number;
  totalCents: number;
  overdue: boolean;
  invoices: CustomerInvoice[];
}

export interface CustomerInvoice {
  number: InvoiceNumber;
  reference: string;
  amountCents: number;
  dueOn: string;
  paid: boolean;
  qrPayload: string;
  /** The payment code drawn (an SVG made by the server, payment-qr-image.server.ts). */
  qrSvg: string;
  pdfUrl: string;
  /** What a customer who types the transfer in needs. */
  payee: { legalName: string; code: string; iban: string; bank: string; purpose: string };
}

/** GET /api/admin/overview/funnel?days=: the period's requests, and how many of them got each step further. */
export interface Funnel {
  days: number;
  requests: number;
  offersSent: number;
  accepted: number;
  /** Accepted orders whose payments cover the prepayment. */
  prepaid: number;
  /** The accepted orders' average total, kopecks; null when none. */
  averageOrderCents: number | null;
}
