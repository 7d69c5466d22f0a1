// The back office's inbox: door quotes and the two kinds of enquiries, listed newest first with server-side paging,
// sorting and search (and CSV export), each marked delivered and annotated by the manager.
import { z } from 'zod';
import { plainText } from '../../lib/text.ts';
import type { BreakdownLine, ResolvedSelection } from '../pricing/pricing.ts';

export const QUOTE_SORTS = ['createdAt', 'productName', 'customerName', 'total', 'delivered'] as const;
export const INQUIRY_SORTS = ['createdAt', 'name', 'email', 'phone', 'delivered'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];
export type InquirySort = (typeof INQUIRY_SORTS)[number];

export const PAGE_SIZES = [10, 20, 50, 100] as const;

const listQuery = <S extends readonly [string, ...string[]]>(sorts: S) =>
  z.object({
    page: z.coerce.number('Use a page number').int('Use a page number').min(1).max(100_000).default(1),
    pageSize: z.coerce.number('Use a page size').int('Use a page size').min(1).max(100).default(20),
    sort: z.enum(sorts).default(sorts[0] as S[number]),
    dir: z.enum(['asc', 'desc']).default('desc'),
    q: plainText(200).optional(),
    delivered: z.enum(['true', 'false']).optional(),
    format: z.enum(['json', 'csv']).default('json'),
  });

export const QuoteListQuery = listQuery(QUOTE_SORTS);
export type QuoteListQuery = z.infer<typeof QuoteListQuery>;

export const InquiryType = z.enum(['FURNITURE', 'GENERAL'], 'Use FURNITURE or GENERAL');
export type InquiryType = z.infer<typeof InquiryType>;
export const InquiryListQuery = listQuery(INQUIRY_SORTS).extend({ type: InquiryType });
export type InquiryListQuery = z.infer<typeof InquiryListQuery>;

/** What the manager changes on a submission: at least one of the two. An empty note is no note. */
export const InboxPatch = z
  .object({
    delivered: z.boolean('Use true or false').optional(),
    adminNotes: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      plainText(5000).nullable().optional(),
    ),
  })
  .strict()
  .refine((patch) => patch.delivered !== undefined || patch.adminNotes !== undefined, 'Send delivered or adminNotes');
export type InboxPatch = z.infer<typeof InboxPatch>;

export const IdParam = z.object({ id: z.uuid('Not a submission id') });

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface QuoteSummary {
  id: string;
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
  type: InquiryType;
  createdAt: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  delivered: boolean;
  adminNotes: string | null;
}
