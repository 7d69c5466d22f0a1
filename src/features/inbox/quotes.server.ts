// Door quotes in the inbox, read from their frozen snapshot and never priced again.
import type { Db } from '../../server/db.ts';
import { type ResolvedSelection, rateFromX10000 } from '../pricing/pricing.ts';
import { showsAsProject } from '../quotes/lines.ts';
import { picturesOf } from '../uploads/pictures.server.ts';
import {
  type Columns,
  followUpOn,
  getSubmission,
  type InboxKind,
  type InboxRow,
  iso,
  listSubmissions,
  stored,
  submissionsCsv,
} from './data.server.ts';
import { activityOf, deleteSubmission, patchSubmission } from './pipeline.server.ts';
import {
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

type QuoteRow = InboxRow<'quotes', (typeof SUMMARY)[number]>;
type QuoteDetailsRow = InboxRow<'quotes', (typeof DETAILS)[number]> & {
  /** For the CSV, a project's doors in one cell (quotesCsv's enrich). */
  doors_text?: string;
};

const quotes: InboxKind<'quotes', QuoteRow, QuoteSummary, QuoteSort> = {
  table: 'quotes',
  from: (db) => db.selectFrom('quotes'),
  requestKind: 'QUOTE',
  outboxKinds: ['QUOTE', 'QUOTE_CONFIRMATION'],
  columns: (query) => query.select([...SUMMARY, followUpOn]),
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
const details: Columns<'quotes', QuoteDetailsRow> = (query) => query.select([...DETAILS, followUpOn]);

export const listQuotes = (db: Db, query: QuoteListQuery): Promise<Page<QuoteSummary>> =>
  listSubmissions(db, quotes, query);

export const quotesCsv = (db: Db, query: QuoteListQuery): ReadableStream<Uint8Array> =>
  submissionsCsv(db, quotes, query, {
    columns: details,
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
      'Configuration',
      'Status',
      'Lost reason',
      'Follow up on',
      'Delivered',
      'Admin notes',
    ],
    enrich: withDoorsText,
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
      r.doors_text ??
        configurationText(stored(StoredSelections, r.resolved_selections, `quotes ${r.id} resolved_selections`)),
      r.status,
      r.lost_reason,
      r.follow_up_on,
      r.status !== 'NEW' ? 'yes' : 'no',
      r.admin_notes,
    ],
  });

/**
 * A project's doors in the Configuration cell, one per line: "1. Classic Oak (Bedroom 1) × 2: Door block: …; …" —
 * read for the batch in one query; a request that is a single door without a room keeps its configuration alone.
 */
async function withDoorsText(db: Db, rows: QuoteDetailsRow[]): Promise<QuoteDetailsRow[]> {
  const doors = await db
    .selectFrom('quote_doors')
    .select(['quote_id', 'position', 'room', 'quantity', 'product_name', 'resolved_selections'])
    .where(
      'quote_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('quote_id')
    .orderBy('position')
    .execute();
  const lines = new Map<string, typeof doors>();
  for (const d of doors) lines.set(d.quote_id, [...(lines.get(d.quote_id) ?? []), d]);
  return rows.map((r) => {
    const own = lines.get(r.id) ?? [];
    if (!showsAsProject(own)) return r;
    const text = own.map((d) => {
      const room = d.room ? ` (${d.room})` : '';
      const selections = stored(StoredSelections, d.resolved_selections, `${doorOf(d)} resolved_selections`);
      return `${d.position}. ${d.product_name}${room} × ${d.quantity}: ${configurationText(selections)}`;
    });
    return { ...r, doors_text: text.join('\n') };
  });
}

/** A quote's line as an error names it: its table, its quote's id and its position. */
const doorOf = (door: { quote_id: string; position: number }) => `quote_doors ${door.quote_id} #${door.position}`;

/** A door's configuration in one cell: "Door block: Standard; Height: 2000 mm; …" (as the quote froze it, in English). */
const configurationText = (selections: ResolvedSelection[]) =>
  selections.map((s) => `${s.controlLabel}: ${s.displayValue}`).join('; ');

/** A quote's lines in order, as frozen. */
async function doorsOf(db: Db, id: string): Promise<QuoteDoorDetails[]> {
  const rows = await db
    .selectFrom('quote_doors')
    .select([
      'quote_id',
      'position',
      'room',
      'quantity',
      'product_name',
      'product_slug',
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
  }));
}

export async function getQuote(db: Db, id: string): Promise<QuoteDetails> {
  const [row, activity, doors, pictures] = await Promise.all([
    getSubmission(db, quotes, id, details),
    activityOf(db, id),
    doorsOf(db, id),
    picturesOf(db, { quote_id: id }),
  ]);
  return {
    ...quotes.toSummary(row),
    notes: row.notes,
    basePriceCents: row.base_price_cents,
    adjustmentsCents: row.adjustments_cents,
    rate: rateFromX10000(row.rate_x10000),
    pricingVersion: row.pricing_version,
    selections: stored(StoredSelections, row.resolved_selections, `quotes ${row.id} resolved_selections`),
    breakdown: stored(StoredBreakdown, row.breakdown, `quotes ${row.id} breakdown`),
    doorCount: row.door_count,
    doors,
    pictures,
    activity,
  };
}

export const patchQuote = (db: Db, id: string, patch: InboxPatch, by: string): Promise<QuoteSummary> =>
  patchSubmission(db, quotes, id, patch, by);

export const deleteQuote = (db: Db, id: string, by: string): Promise<void> => deleteSubmission(db, quotes, id, by);
