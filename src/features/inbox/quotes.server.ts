// Door quotes in the inbox, read from their frozen snapshot and never priced again.
import type { Db } from '../../server/db.ts';
import type { BreakdownLine, ResolvedSelection } from '../pricing/pricing.ts';
import { rateFromX10000 } from '../pricing/pricing.ts';
import { getSubmission, type InboxKind, iso, listSubmissions, patchSubmission, submissionsCsv } from './data.server.ts';
import type { InboxPatch, Page, QuoteDetails, QuoteListQuery, QuoteSort, QuoteSummary } from './schema.ts';

interface QuoteRow {
  id: string;
  reference: string;
  created_at: Date;
  product_name: string;
  product_slug: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string;
  total_price_cents: number;
  currency: 'UAH' | 'USD';
  delivered: boolean;
  admin_notes: string | null;
}

interface QuoteDetailsRow extends QuoteRow {
  notes: string | null;
  base_price_cents: number;
  adjustments_cents: number;
  rate_x10000: number;
  pricing_version: number;
  resolved_selections: unknown;
  breakdown: unknown;
}

const quotes: InboxKind<QuoteRow, QuoteSummary, QuoteSort> = {
  table: 'quotes',
  columns: [
    'id',
    'reference',
    'created_at',
    'product_name',
    'product_slug',
    'customer_name',
    'customer_email',
    'customer_phone',
    'total_price_cents',
    'currency',
    'delivered',
    'admin_notes',
  ] satisfies (keyof QuoteRow)[],
  toSummary: (row) => ({
    id: row.id,
    reference: row.reference,
    createdAt: iso(row.created_at),
    productName: row.product_name,
    productSlug: row.product_slug,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    totalPriceCents: row.total_price_cents,
    currency: row.currency,
    delivered: row.delivered,
    adminNotes: row.admin_notes,
  }),
  sorts: {
    createdAt: 'created_at',
    productName: 'product_name',
    customerName: 'customer_name',
    total: 'total_price_cents',
    delivered: 'delivered',
  },
  searchIn: [
    'reference',
    'product_name',
    'product_slug',
    'customer_name',
    'customer_email',
    'customer_phone',
    'notes',
    'admin_notes',
  ],
  missing: 'Quote not found',
};

const detailColumns = [
  ...quotes.columns,
  'notes',
  'base_price_cents',
  'adjustments_cents',
  'rate_x10000',
  'pricing_version',
  'resolved_selections',
  'breakdown',
] satisfies (keyof QuoteDetailsRow)[];

export const listQuotes = (db: Db, query: QuoteListQuery): Promise<Page<QuoteSummary>> =>
  listSubmissions(db, quotes, query);

export const quotesCsv = (db: Db, query: QuoteListQuery): Promise<string> =>
  submissionsCsv<QuoteDetailsRow, QuoteSort>(db, quotes, query, {
    columns: detailColumns,
    header: [
      'Reference',
      'Created',
      'Product',
      'Customer',
      'Email',
      'Phone',
      'Base (UAH)',
      'Adjustments (UAH)',
      'Total (UAH)',
      'Customer notes',
      'Delivered',
      'Admin notes',
    ],
    cells: (r) => [
      r.reference,
      iso(r.created_at),
      r.product_name,
      r.customer_name,
      r.customer_email,
      r.customer_phone,
      r.base_price_cents / 100,
      r.adjustments_cents / 100,
      r.total_price_cents / 100,
      r.notes,
      r.delivered ? 'yes' : 'no',
      r.admin_notes,
    ],
  });

export async function getQuote(db: Db, id: string): Promise<QuoteDetails> {
  const row = await getSubmission<QuoteDetailsRow>(db, quotes, id, detailColumns);
  return {
    ...quotes.toSummary(row),
    notes: row.notes,
    basePriceCents: row.base_price_cents,
    adjustmentsCents: row.adjustments_cents,
    rate: rateFromX10000(row.rate_x10000),
    pricingVersion: row.pricing_version,
    selections: row.resolved_selections as ResolvedSelection[],
    breakdown: row.breakdown as BreakdownLine[],
  };
}

export const patchQuote = (db: Db, id: string, patch: InboxPatch): Promise<QuoteSummary> =>
  patchSubmission(db, quotes, id, patch);
