// The back office's inbox: door quotes and the two kinds of enquiries, listed newest first with server-side paging,
// sorting and search (and CSV export), each marked delivered and annotated by the manager.
import * as z from 'zod';
import { blankToNull } from '../../lib/fields.ts';
import { multiLine, singleLine } from '../../lib/text.ts';
import { EnquiryType } from '../enquiries/schema.ts';
import type { BreakdownLine, ResolvedSelection } from '../pricing/pricing.ts';

export const QUOTE_SORTS = ['createdAt', 'productName', 'customerName', 'total', 'delivered'] as const;
export const INQUIRY_SORTS = ['createdAt', 'name', 'email', 'phone', 'delivered'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];
export type InquirySort = (typeof INQUIRY_SORTS)[number];

/** The page sizes the inbox offers, the one it starts with, and the most the API gives at once. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

const listQuery = <S extends readonly [string, ...string[]]>(sorts: S) =>
  z.object({
    page: z.coerce.number('Use a page number').int('Use a page number').min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number('Use a page size')
      .int('Use a page size')
      .min(1)
      .max(MAX_PAGE_SIZE)
      .default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sorts).default(sorts[0] as S[number]),
    dir: z.enum(['asc', 'desc']).default('desc'),
    q: singleLine(200).optional(),
    delivered: z.enum(['true', 'false']).optional(),
    format: z.enum(['json', 'csv']).default('json'),
  });

export const QuoteListQuery = listQuery(QUOTE_SORTS);
export type QuoteListQuery = z.infer<typeof QuoteListQuery>;

export const InquiryListQuery = listQuery(INQUIRY_SORTS).extend({ type: EnquiryType });
export type InquiryListQuery = z.infer<typeof InquiryListQuery>;

/** What the manager changes on a submission: at least one of the two. An empty note is no note. */
export const InboxPatch = z
  .object({
    delivered: z.boolean('Use true or false').optional(),
    adminNotes: blankToNull(multiLine(5000).nullable().optional()),
  })
  .strict()
  .refine((patch) => patch.delivered !== undefined || patch.adminNotes !== undefined, 'Send delivered or adminNotes');
export type InboxPatch = z.infer<typeof InboxPatch>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface QuoteSummary {
  id: string;
  /** D-10001: what the customer quotes on the phone. */
  reference: string;
  createdAt: string;
  productName: string;
  productSlug: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string;
  totalPriceCents: number;
  currency: 'UAH' | 'USD';
  delivered: boolean;
  adminNotes: string | null;
}

/** A quote as it was sent: the frozen snapshot, never priced again. */
export interface QuoteDetails extends QuoteSummary {
  notes: string | null;
  basePriceCents: number;
  adjustmentsCents: number;
  rate: number;
  pricingVersion: number;
  selections: ResolvedSelection[];
  breakdown: BreakdownLine[];
}

export interface InquirySummary {
  id: string;
  type: EnquiryType;
  createdAt: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  delivered: boolean;
  adminNotes: string | null;
}
