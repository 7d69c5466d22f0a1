// Door quotes in the inbox, read from their frozen snapshot and never priced again.
import type { Lang } from '../../lib/i18n.ts';
import type { Db } from '../../server/db.ts';
import { stored } from '../../server/stored.ts';
import { rateFromX10000 } from '../pricing/pricing.ts';
import { picturesOf } from '../uploads/pictures.server.ts';
import {
  type Columns,
  followUpOn,
  getSubmission,
  type InboxKind,
  type InboxRow,
  iso,
  listSubmissions,
} from './data.server.ts';
import { answerDuplicate, type DuplicateColumns, duplicateOf, mergedFrom, mergedInto } from './duplicates.server.ts';
import { doorSources, type StoredDoorRef } from './labels.server.ts';
import { requestNameIn } from './labels.ts';
import { activityOf, deleteSubmission, patchSubmission } from './pipeline.server.ts';
import {
  type DuplicateAnswer,
  type InboxPatch,
  type Page,
  type QuoteDetails,
  type QuoteDoorDetails,
  type QuoteListQuery,
  type QuoteSort,
  type QuoteSummary,
  StoredBreakdown,
  StoredSelections,
} from './schema.ts';

/** The columns a summary is read from, as stored (and follow_up_on, as text). */
const SUMMARY = [
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
  'status',
  'lost_reason',
  'admin_notes',
] as const;

/** And what the details and the CSV add: the frozen snapshot. */
const DETAILS = [
  ...SUMMARY,
  'notes',
  'base_price_cents',
  'adjustments_cents',
  'rate_x10000',
  'pricing_version',
  'resolved_selections',
  'breakdown',
  'door_count',
] as const;

type QuoteRow = InboxRow<'quotes', (typeof SUMMARY)[number]> & DuplicateColumns;
export type QuoteDetailsRow = InboxRow<'quotes', (typeof DETAILS)[number]> &
  DuplicateColumns & {
    /** For the CSV, a project's doors in one cell (quotesCsv's enrich). */
    doors_text?: string;
  };

export const quotes: InboxKind<'quotes', QuoteRow, QuoteSummary, QuoteSort> = {
  table: 'quotes',
  from: (db) => db.selectFrom('quotes'),
  requestKind: 'QUOTE',
  outboxKinds: ['QUOTE', 'QUOTE_CONFIRMATION'],
  columns: (query) => query.select([...SUMMARY, followUpOn, duplicateOf('quotes'), mergedInto('quotes')]),
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
    delivered: row.status !== 'NEW',
    status: row.status,
    lostReason: row.lost_reason,
    followUpOn: row.follow_up_on,
    adminNotes: row.admin_notes,
    duplicateOf: row.duplicate_of,
    mergedInto: row.merged_into_link,
  }),
  sorts: {
    createdAt: 'created_at',
    productName: 'product_name',
    customerName: 'customer_name',
    total: 'total_price_cents',
    delivered: 'delivered',
    status: 'status',
    followUpOn: 'follow_up_on',
  },
  missing: 'Quote not found',
};

/** A quote with its snapshot, for the details and the CSV. */
export const details: Columns<'quotes', QuoteDetailsRow> = (query) =>
  query.select([...DETAILS, followUpOn, duplicateOf('quotes'), mergedInto('quotes')]);

/** A page of quotes; with `lang`, each named in it (its doors' names now: labels.ts), else as stored. */
export async function listQuotes(db: Db, query: QuoteListQuery): Promise<Page<QuoteSummary>> {
  const page = await listSubmissions(db, quotes, query);
  const { lang } = query;
  if (!lang || page.items.length === 0) return page;
  const doors = await db
    .selectFrom('quote_doors')
    .select(['quote_id', 'quantity', 'product_id', 'product_name', 'category_slug', 'pricing_version'])
    .where(
      'quote_id',
      'in',
      page.items.map((q) => q.id),
    )
    .orderBy('quote_id')
    .orderBy('position')
    .execute();
  const sources = await doorSources(db, doors.map(doorRef), { labels: false });
  const lines = linesByQuote(doors);
  return {
    ...page,
    items: page.items.map((q) => {
      const own = lines.get(q.id);
      if (!own) return q;
      const names = own.map((d) => sources.nameIn(doorRef(d), d.product_name, lang));
      const count = own.reduce((sum, d) => sum + d.quantity, 0);
      return { ...q, productName: requestNameIn(names, count, lang) };
    }),
  };
}

/** A stored line as labels.server.ts finds its sources. */
export const doorRef = (d: {
  category_slug: string | null;
  pricing_version: number;
  product_id: string | null;
}): StoredDoorRef => ({ categorySlug: d.category_slug, pricingVersion: d.pricing_version, productId: d.product_id });

/** Lines read for several quotes (ordered by quote and position), by quote. */
export function linesByQuote<L extends { quote_id: string }>(lines: L[]): Map<string, L[]> {
  const byQuote = new Map<string, L[]>();
  for (const line of lines) byQuote.set(line.quote_id, [...(byQuote.get(line.quote_id) ?? []), line]);
  return byQuote;
}

/** A quote's line as an error names it: its table, its quote's id and its position. */
export const doorOf = (door: { quote_id: string; position: number }) =>
  `quote_doors ${door.quote_id} #${door.position}`;

/** A quote's lines in order, as frozen, each with what its words are found by in another language. */
async function doorsOf(db: Db, id: string): Promise<(QuoteDoorDetails & { ref: StoredDoorRef })[]> {
  const rows = await db
    .selectFrom('quote_doors')
    .select([
      'quote_id',
      'position',
      'room',
      'quantity',
      'product_id',
      'product_name',
      'product_slug',
      'category_slug',
      'pricing_version',
      'unit_price_cents',
      'resolved_selections',
      'breakdown',
    ])
    .where('quote_id', '=', id)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    position: r.position,
    room: r.room,
    quantity: r.quantity,
    productName: r.product_name,
    productSlug: r.product_slug,
    unitPriceCents: r.unit_price_cents,
    selections: stored(StoredSelections, r.resolved_selections, `${doorOf(r)} resolved_selections`),
    breakdown: stored(StoredBreakdown, r.breakdown, `${doorOf(r)} breakdown`),
    ref: doorRef(r),
  }));
}

/**
 * A quote as it was sent; with `lang`, its words in it (labels.ts): each door's name, groups, options and choices, and
 * the request's name. A quote stored without lines (code from before migration 0020) keeps its stored words.
 */
export async function getQuote(db: Db, id: string, lang?: Lang): Promise<QuoteDetails> {
  const [row, activity, lines, pictures, merged] = await Promise.all([
    getSubmission(db, quotes, id, details),
    activityOf(db, id),
    doorsOf(db, id),
    picturesOf(db, { quote_id: id }),
    mergedFrom(db, 'quotes', id),
  ]);
  const quote: QuoteDetails = {
    ...quotes.toSummary(row),
    notes: row.notes,
    basePriceCents: row.base_price_cents,
    adjustmentsCents: row.adjustments_cents,
    rate: rateFromX10000(row.rate_x10000),
    pricingVersion: row.pricing_version,
    selections: stored(StoredSelections, row.resolved_selections, `quotes ${row.id} resolved_selections`),
    breakdown: stored(StoredBreakdown, row.breakdown, `quotes ${row.id} breakdown`),
    doorCount: row.door_count,
    doors: lines.map(({ ref: _, ...door }) => door),
    pictures,
    activity,
    mergedFrom: merged,
  };
  const [first] = lines;
  if (!lang || !first) return quote;
  const sources = await doorSources(
    db,
    lines.map((l) => l.ref),
  );
  const doors = lines.map(({ ref, ...door }) => sources.words(ref, door, lang));
  // The quote's own selections and breakdown are its first door's (docs/decisions/024).
  const own = sources.words(
    first.ref,
    { productName: quote.productName, selections: quote.selections, breakdown: quote.breakdown },
    lang,
  );
  return {
    ...quote,
    ...own,
    productName: requestNameIn(
      doors.map((d) => d.productName),
      row.door_count,
      lang,
    ),
    doors,
  };
}

export const patchQuote = (db: Db, id: string, patch: InboxPatch, by: string): Promise<QuoteSummary> =>
  patchSubmission(db, quotes, id, patch, by);

export const deleteQuote = (db: Db, id: string, by: string): Promise<void> => deleteSubmission(db, quotes, id, by);

/** The manager's answer to a quote's duplicate mark (docs/product.md#duplicates). */
export const answerQuoteDuplicate = (db: Db, id: string, answer: DuplicateAnswer, by: string): Promise<QuoteSummary> =>
  answerDuplicate(db, quotes, id, answer, by);
