// The inbox on the database: lists with paging, whitelisted sorting and search, one submission, and the manager's
// changes (delivered, notes). Quotes are read from their frozen snapshot, never priced again.
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import type { Database } from '../../server/db-types.ts';
import { notFound } from '../../server/http.ts';
import type { EnquiryType } from '../enquiries/schema.ts';
import type { BreakdownLine, ResolvedSelection } from '../pricing/pricing.ts';
import { rateFromX10000 } from '../pricing/pricing.ts';
import { toCsv } from './csv.server.ts';
import type {
  InboxPatch,
  InquiryListQuery,
  InquirySummary,
  Page,
  QuoteDetails,
  QuoteListQuery,
  QuoteSummary,
} from './schema.ts';

/** At most this many rows in one CSV export. */
const CSV_LIMIT = 10_000;

const iso = (date: Date) => date.toISOString();
/** A search term as a LIKE pattern that matches it literally anywhere. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const quoteColumns = {
  createdAt: 'created_at',
  productName: 'product_name',
  customerName: 'customer_name',
  total: 'total_price_cents',
  delivered: 'delivered',
} as const;

function quotesMatching(db: Db, query: QuoteListQuery) {
  let select = db.selectFrom('quotes');
  if (query.delivered) select = select.where('delivered', '=', query.delivered === 'true');
  if (query.q) {
    const pattern = contains(query.q);
    select = select.where((eb: ExpressionBuilder<Database, 'quotes'>) =>
      eb.or([
        eb('product_name', 'ilike', pattern),
        eb('product_slug', 'ilike', pattern),
        eb('customer_name', 'ilike', pattern),
        eb('customer_email', 'ilike', pattern),
        eb('customer_phone', 'ilike', pattern),
        eb('notes', 'ilike', pattern),
        eb('admin_notes', 'ilike', pattern),
      ]),
    );
  }
  return select;
}

const quoteSummaryColumns = [
  'id',
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
] as const;

function toQuoteSummary(row: {
  id: string;
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
}): QuoteSummary {
  return {
    id: row.id,
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
  };
}

function sorted<DB, TB extends keyof DB, O>(
  select: SelectQueryBuilder<DB, TB, O>,
  column: string,
  dir: 'asc' | 'desc',
): SelectQueryBuilder<DB, TB, O> {
  // Ties broken by age and id, so paging never shows a row twice or skips one.
  return select.orderBy(sql.ref(column), dir).orderBy(sql.ref('created_at'), 'desc').orderBy(sql.ref('id'), 'desc');
}

async function paged<T>(
  count: Promise<{ n: string | number | bigint }>,
  rows: Promise<T[]>,
  query: { page: number; pageSize: number },
): Promise<Page<T>> {
  const [{ n }, items] = await Promise.all([count, rows]);
  return { items, total: Number(n), page: query.page, pageSize: query.pageSize };
}

export async function listQuotes(db: Db, query: QuoteListQuery): Promise<Page<QuoteSummary>> {
  const matching = quotesMatching(db, query);
  const rows = sorted(matching.select(quoteSummaryColumns), quoteColumns[query.sort], query.dir)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return paged(
    matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    rows.then((all) => all.map(toQuoteSummary)),
    query,
  );
}

export async function quotesCsv(db: Db, query: QuoteListQuery): Promise<string> {
  const rows = await sorted(
    quotesMatching(db, query).select([...quoteSummaryColumns, 'notes', 'base_price_cents', 'adjustments_cents']),
    quoteColumns[query.sort],
    query.dir,
  )
    .limit(CSV_LIMIT)
    .execute();
  return toCsv(
    [
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
    rows.map((r) => [
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
    ]),
  );
}

export async function getQuote(db: Db, id: string): Promise<QuoteDetails> {
  const row = await db
    .selectFrom('quotes')
    .select([
      ...quoteSummaryColumns,
      'notes',
      'base_price_cents',
      'adjustments_cents',
      'rate_x10000',
      'pricing_version',
      'resolved_selections',
      'breakdown',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Quote not found');
  return {
    ...toQuoteSummary(row),
    notes: row.notes,
    basePriceCents: row.base_price_cents,
    adjustmentsCents: row.adjustments_cents,
    rate: rateFromX10000(row.rate_x10000),
    pricingVersion: row.pricing_version,
    selections: row.resolved_selections as ResolvedSelection[],
    breakdown: row.breakdown as BreakdownLine[],
  };
}

/** The changes a patch asks for, as columns (updated_at moves with any of them). */
function changes(patch: InboxPatch) {
  return {
    ...(patch.delivered !== undefined && { delivered: patch.delivered }),
    ...(patch.adminNotes !== undefined && { admin_notes: patch.adminNotes }),
    updated_at: sql<Date>`now()`,
  };
}

export async function patchQuote(db: Db, id: string, patch: InboxPatch): Promise<QuoteSummary> {
  const row = await db
    .updateTable('quotes')
    .set(changes(patch))
    .where('id', '=', id)
    .returning(quoteSummaryColumns)
    .executeTakeFirst();
  if (!row) throw notFound('Quote not found');
  return toQuoteSummary(row);
}

const inquiryColumns = {
  createdAt: 'created_at',
  name: 'name',
  email: 'email',
  phone: 'phone',
  delivered: 'delivered',
} as const;

const inquirySummaryColumns = [
  'id',
  'type',
  'created_at',
  'name',
  'email',
  'phone',
  'message',
  'delivered',
  'admin_notes',
] as const;

function inquiriesMatching(db: Db, query: InquiryListQuery) {
  let select = db.selectFrom('inquiries').where('type', '=', query.type);
  if (query.delivered) select = select.where('delivered', '=', query.delivered === 'true');
  if (query.q) {
    const pattern = contains(query.q);
    select = select.where((eb: ExpressionBuilder<Database, 'inquiries'>) =>
      eb.or([
        eb('name', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        eb('phone', 'ilike', pattern),
        eb('message', 'ilike', pattern),
        eb('admin_notes', 'ilike', pattern),
      ]),
    );
  }
  return select;
}

function toInquirySummary(row: {
  id: string;
  type: EnquiryType;
  created_at: Date;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  delivered: boolean;
  admin_notes: string | null;
}): InquirySummary {
  return {
    id: row.id,
    type: row.type,
    createdAt: iso(row.created_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    delivered: row.delivered,
    adminNotes: row.admin_notes,
  };
}

export async function listInquiries(db: Db, query: InquiryListQuery): Promise<Page<InquirySummary>> {
  const matching = inquiriesMatching(db, query);
  const rows = sorted(matching.select(inquirySummaryColumns), inquiryColumns[query.sort], query.dir)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return paged(
    matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    rows.then((all) => all.map(toInquirySummary)),
    query,
  );
}

export async function inquiriesCsv(db: Db, query: InquiryListQuery): Promise<string> {
  const rows = await sorted(
    inquiriesMatching(db, query).select(inquirySummaryColumns),
    inquiryColumns[query.sort],
    query.dir,
  )
    .limit(CSV_LIMIT)
    .execute();
  return toCsv(
    ['Created', 'Name', 'Email', 'Phone', 'Message', 'Delivered', 'Admin notes'],
    rows.map((r) => [
      iso(r.created_at),
      r.name,
      r.email,
      r.phone,
      r.message,
      r.delivered ? 'yes' : 'no',
      r.admin_notes,
    ]),
  );
}

export async function getInquiry(db: Db, id: string): Promise<InquirySummary> {
  const row = await db.selectFrom('inquiries').select(inquirySummaryColumns).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Request not found');
  return toInquirySummary(row);
}

export async function patchInquiry(db: Db, id: string, patch: InboxPatch): Promise<InquirySummary> {
  const row = await db
    .updateTable('inquiries')
    .set(changes(patch))
    .where('id', '=', id)
    .returning(inquirySummaryColumns)
    .executeTakeFirst();
  if (!row) throw notFound('Request not found');
  return toInquirySummary(row);
}
