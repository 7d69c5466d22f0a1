// The back office's inbox: door quotes and the two kinds of enquiries, listed newest first with server-side paging,
// sorting, search, a status filter (and CSV export), each moved through the pipeline (docs/product.md#pipeline),
// given a follow-up date and annotated by the manager, every change kept as a dated entry.
import * as z from 'zod';
import { blankToNull, IsoDate } from '../../lib/fields.ts';
import { multiLine, singleLine } from '../../lib/text.ts';
import { EnquiryType } from '../enquiries/schema.ts';
import type { BreakdownLine, ResolvedSelection } from '../pricing/pricing.ts';
import { Lang } from '../pricing/schema.ts';
import type { PictureRef } from '../uploads/schema.ts';

/**
 * Where a request stands: New until the manager has dealt with it (SPEC's "not delivered"), then Contacted →
 * Measured → Quoted → Won or Lost (with a reason). Any move is allowed: the manager corrects a mistake the same way.
 */
export const STATUSES = ['NEW', 'CONTACTED', 'MEASURED', 'QUOTED', 'WON', 'LOST'] as const;
export const RequestStatus = z.enum(STATUSES, 'Choose a status');
export type RequestStatus = z.infer<typeof RequestStatus>;

export const QUOTE_SORTS = [
  'createdAt',
  'productName',
  'customerName',
  'total',
  'delivered',
  'status',
  'followUpOn',
] as const;
export const INQUIRY_SORTS = ['createdAt', 'name', 'email', 'phone', 'delivered', 'status', 'followUpOn'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];
export type InquirySort = (typeof INQUIRY_SORTS)[number];

/**
 * The page sizes the inbox offers (docs/product.md#rules), the one it starts with, and the most the API gives at once.
 */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
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
    status: RequestStatus.optional(),
    format: z.enum(['json', 'csv']).default('json'),
    /** The back office's language: a quote's stored words (its doors, groups and choices) are answered in it (labels.ts). */
    lang: Lang.optional(),
  });

export const QuoteListQuery = listQuery(QUOTE_SORTS);
export type QuoteListQuery = z.infer<typeof QuoteListQuery>;

export const InquiryListQuery = listQuery(INQUIRY_SORTS).extend({ type: EnquiryType });
export type InquiryListQuery = z.infer<typeof InquiryListQuery>;

/** GET /api/admin/quotes/:id?lang=uk: the quote's stored words in the back office's language, else as stored. */
export const QuoteDetailsQuery = z.object({ lang: Lang.optional() });

/**
 * What the manager changes on a submission: at least one field. An empty note is no note; `delivered` is SPEC's
 * checkbox (true moves a New request to Contacted, false back to New); Lost needs its reason, and a reason needs
 * Lost; a null follow-up date clears it.
 */
export const InboxPatch = z
  .object({
    delivered: z.boolean('Use true or false').optional(),
    adminNotes: blankToNull(multiLine(5000).nullable().optional()),
    status: RequestStatus.optional(),
    lostReason: blankToNull(singleLine(300).nullable().optional()),
    followUpOn: IsoDate.nullable().optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Send a change')
  .refine((patch) => patch.status !== 'LOST' || Boolean(patch.lostReason), {
    error: 'Say why it was lost',
    path: ['lostReason'],
  })
  .refine((patch) => !patch.lostReason || patch.status === 'LOST', {
    error: 'A reason goes with the status Lost',
    path: ['lostReason'],
  });
export type InboxPatch = z.infer<typeof InboxPatch>;

/**
 * The manager's answer to a likely duplicate (docs/product.md#duplicates): merge it into the earlier request `into`
 * (the one the mark names, or another it is a likely duplicate of), or dismiss the mark ("not a duplicate").
 */
export const DuplicateAnswer = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('merge'), into: z.uuid('Name the request to merge into') }).strict(),
    z.object({ action: z.literal('dismiss') }).strict(),
  ],
  'Use merge or dismiss',
);
export type DuplicateAnswer = z.infer<typeof DuplicateAnswer>;

/** Another request of the same kind, named by its reference (the inbox links to its list searched for it). */
export interface RequestLink {
  id: string;
  reference: string;
}

/** What a summary says about duplicates: the earlier request it likely repeats, or the one it was merged into. */
export interface DuplicateMarks {
  /**
   * The earliest open request of its kind from the same phone or e-mail in the 24 hours before it; null when there
   * is none, or the manager dismissed the mark.
   */
  duplicateOf: RequestLink | null;
  /** The request it was folded into: it is off the open list, found by a search. */
  mergedInto: RequestLink | null;
}

/**
 * One dated entry of a request's activity: a status it was moved to, a note, a follow-up date set or cleared; a
 * merge (MERGED_INTO on the later request, MERGED_FROM on the earlier) or a mark dismissed, `reference` naming the
 * other request; the offer's steps (docs/product.md#offers: the version sent in `note`, an acceptance's order number in
 * `reference`, the customer's request for changes in `note`); the order's (docs/product.md#orders: `reference` the
 * order's or the invoice's number, `note` "amount method day" for a payment, "STAGE planned day done day" for a stage,
 * the amount for an invoice); a linked visit's (docs/product.md#bookings: `reference` the booking's, `note`
 * "EVENT KIND start").
 */
export interface ActivityEntry {
  id: string;
  kind:
    | 'STATUS'
    | 'NOTE'
    | 'FOLLOW_UP'
    | 'MERGED_INTO'
    | 'MERGED_FROM'
    | 'NOT_DUPLICATE'
    | 'OFFER_PREPARED'
    | 'OFFER_SENT'
    | 'OFFER_ACCEPTED'
    | 'OFFER_CHANGES'
    | 'ORDER_PAYMENT'
    | 'ORDER_STAGE'
    | 'ORDER_INVOICE'
    | 'BOOKING';
  createdAt: string;
  /** The admin's e-mail as it was; null when the entry predates signing. */
  by: string | null;
  status: RequestStatus | null;
  lostReason: string | null;
  note: string | null;
  followUpOn: string | null;
  /** The other request of a merge or a dismissed mark. */
  reference: string | null;
}

/** A choice as a quote froze it: an option's id, a size in millimetres, a yes or no (rules.ts's SelectionValue). */
const StoredChoice = z.union([z.string(), z.number(), z.boolean()]);

/**
 * What a quote (or one of its doors) stored as its resolved selections and its breakdown (pricing.ts's
 * ResolvedSelection and BreakdownLine, frozen as jsonb): read back through these, so a broken row is an error naming
 * the row, never a page that fails in the browser. Keys a later version adds are dropped, not refused.
 */
export const StoredSelections = z.array(
  z.object({
    groupId: z.string(),
    groupLabel: z.string(),
    controlId: z.string(),
    controlLabel: z.string(),
    selection: StoredChoice,
    displayValue: z.string(),
  }),
) satisfies z.ZodType<ResolvedSelection[]>;

export const StoredBreakdown = z.array(
  z.object({
    groupId: z.string(),
    controlId: z.string(),
    controlLabel: z.string(),
    selection: StoredChoice,
    displayValue: z.string(),
    deltaCents: z.number().int(),
  }),
) satisfies z.ZodType<BreakdownLine[]>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface QuoteSummary extends DuplicateMarks {
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
  status: RequestStatus;
  lostReason: string | null;
  /** YYYY-MM-DD, the day the manager means to come back to it. */
  followUpOn: string | null;
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
  /** Doors in all, quantities counted. */
  doorCount: number;
  /**
   * The request's lines in order (docs/decisions/024): one for a configurator's quote; none only for a quote stored
   * by code from before lines ran after migration 0020 (a rollback): the fields above describe its door.
   */
  doors: QuoteDoorDetails[];
  /** The visitor's pictures, in their order (GET /api/admin/visitor-pictures/:id serves each). */
  pictures: PictureRef[];
  activity: ActivityEntry[];
  /** The later requests merged into this one, oldest first. */
  mergedFrom: RequestLink[];
}

/** One line of a quote: a door as it was priced and frozen, with its room and quantity. */
export interface QuoteDoorDetails {
  position: number;
  room: string | null;
  quantity: number;
  productName: string;
  productSlug: string;
  unitPriceCents: number;
  selections: ResolvedSelection[];
  breakdown: BreakdownLine[];
}

export interface InquirySummary extends DuplicateMarks {
  id: string;
  type: EnquiryType;
  /** F-10001 or G-10001: what the customer quotes on the phone. */
  reference: string;
  createdAt: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  delivered: boolean;
  status: RequestStatus;
  lostReason: string | null;
  followUpOn: string | null;
  adminNotes: string | null;
}

/** An enquiry with what the manager did with it. */
export interface InquiryDetails extends InquirySummary {
  /** The visitor's pictures, in their order (a furniture request's). */
  pictures: PictureRef[];
  activity: ActivityEntry[];
  /** The later requests merged into this one, oldest first. */
  mergedFrom: RequestLink[];
}
