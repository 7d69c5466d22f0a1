// The inbox on the database, one implementation for both kinds of submission (quotes.server.ts and
// inquiries.server.ts describe each): lists with paging, whitelisted sorting, search and a status filter, the CSV
// export, one submission. What the manager does with one (its status, follow-up, notes, deletion) is
// pipeline.server.ts. Each kind chooses its columns in a query Kysely types; a request never names a column.
import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import type { DB } from '../../server/db-types.ts';
import { NotFound } from '../../server/errors.ts';
import { type Cell, csvHeader, csvLines } from './csv.server.ts';
import { type Page, type RequestStatus, STATUSES } from './schema.ts';

/** Rows read per query while a CSV export streams: its memory stays this size whatever the list's length. */
export const CSV_BATCH = 1_000;

/** The tables of the inbox's two kinds of submission. */
export type InboxTable = 'quotes' | 'inquiries';
/** A kind's table in a query, its columns not chosen yet (Kysely's empty selection). */
export type InboxQuery<T extends InboxTable> = SelectQueryBuilder<DB, T, Record<never, never>>;
/** Chooses a kind's columns: Kysely types the rows from the generated table types (src/server/db-types.ts). */
export type Columns<T extends InboxTable, Row> = (query: InboxQuery<T>) => SelectQueryBuilder<DB, T, Row>;

/** A kind's row: its table's columns `C` as Kysely reads them, and the follow-up date as text (followUpOn). */
export type InboxRow<T extends InboxTable, C extends keyof Selectable<DB[T]>> = Pick<Selectable<DB[T]>, C> & {
  follow_up_on: string | null;
};

/** What tells one kind of submission from the other. */
export interface InboxKind<T extends InboxTable, Row, Summary, Sort extends string> {
  table: T;
  /** `db.selectFrom(table)`, written by the kind: Kysely leaves the columns of a table named by a type parameter open. */
  from: (db: Db) => InboxQuery<T>;
  /** How the activity, the deletions and the notification outbox name this kind. */
  requestKind: 'QUOTE' | 'INQUIRY';
  /** The notification outbox's kinds of row about one of these (a quote's notice and the customer's confirmation). */
  outboxKinds: readonly ('QUOTE' | 'INQUIRY' | 'QUOTE_CONFIRMATION')[];
  /** The columns a summary is read from. */
  columns: Columns<T, Row>;
  toSummary: (row: Row) => Summary;
  /** The API's sort names and the column each sorts by. */
  sorts: Record<Sort, string>;
  /** The answer when an id is unknown. */
  missing: string;
}

export interface ListQuery<Sort extends string> {
  page: number;
  pageSize: number;
  sort: Sort;
  dir: 'asc' | 'desc';
  q?: string | undefined;
  delivered?: 'true' | 'false' | undefined;
  status?: RequestStatus | undefined;
}

/** Equality filters a kind adds to its lists (the enquiries' type). */
type Scope = Record<string, string>;

export const iso = (date: Date) => date.toISOString();
/** A search term as a LIKE pattern that matches it literally anywhere. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The follow-up date as its YYYY-MM-DD text: a driver would read it as a Date shifted by its time zone. */
export const followUpOn = sql<string | null>`to_char(follow_up_on, 'YYYY-MM-DD')`.as('follow_up_on');

function matching<T extends InboxTable, Row, S extends string>(
  db: Db,
  kind: InboxKind<T, Row, unknown, S>,
  query: ListQuery<S>,
  scope: Scope,
) {
  let select = kind.from(db);
  for (const [column, value] of Object.entries(scope)) select = select.where(sql.ref(column), '=', value);
  // Delivered is any status after New (the column is kept in step for code older than the statuses).
  if (query.delivered) select = select.where(sql.ref('status'), query.delivered === 'true' ? '<>' : '=', 'NEW');
  if (query.status) select = select.where(sql.ref('status'), '=', query.status);
  // One generated column holds what a search looks in, indexed by trigrams (migrations/0019_inbox_search.sql).
  if (query.q) select = select.where(sql.ref('search_text'), 'ilike', contains(query.q));
  // A request merged into another is off the open list; a search finds it (docs/product.md#duplicates).
  else select = select.where(sql.ref('merged_into'), 'is', null);
  return select;
}

/** The columns a sort may meet empty: their empty rows come last either way. */
const NULLABLE = new Set(['follow_up_on', 'email', 'phone']);

/**
 * What a sort name orders by: its column; delivered as the status says it (any status after New), a status in the
 * pipeline's order. Rows without a value (no follow-up date) come last either way. A column that is never empty is
 * ordered plainly, so its index serves the order (NULLS LAST on created_at DESC would sort every row for a page).
 */
function sortOrder(table: string, column: string, dir: 'asc' | 'desc') {
  const plain = sql.raw(dir === 'asc' ? 'asc' : 'desc');
  if (column === 'delivered') return sql`(status <> 'NEW') ${plain}`;
  if (column === 'status') {
    return sql`array_position(array[${sql.join(STATUSES.map((s) => sql.lit(s)))}]::text[], status) ${plain}`;
  }
  // The table's column, not the answer's: follow_up_on is answered as text (followUpOn), and ORDER BY a bare name
  // would sort that text, past the index.
  const ref = sql.ref(`${table}.${column}`);
  if (NULLABLE.has(column)) return sql`${ref} ${sql.raw(dir === 'asc' ? 'asc' : 'desc nulls last')}`;
  return sql`${ref} ${plain}`;
}

/** The rows of a list query, sorted by its whitelisted column; ties by age and id, so paging never repeats a row. */
function sortedRows<T extends InboxTable, KindRow, Row, S extends string>(
  db: Db,
  kind: InboxKind<T, KindRow, unknown, S>,
  query: ListQuery<S>,
  scope: Scope,
  columns: Columns<T, Row>,
) {
  return columns(matching(db, kind, query, scope))
    .orderBy(sortOrder(kind.table, kind.sorts[query.sort], query.dir))
    .orderBy(sql.ref('created_at'), 'desc')
    .orderBy(sql.ref('id'), 'desc');
}

export async function listSubmissions<T extends InboxTable, Row, Summary, S extends string>(
  db: Db,
  kind: InboxKind<T, Row, Summary, S>,
  query: ListQuery<S>,
  scope: Scope = {},
): Promise<Page<Summary>> {
  const [{ n }, rows] = await Promise.all([
    matching(db, kind, query, scope)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    sortedRows(db, kind, query, scope, kind.columns)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { items: rows.map(kind.toSummary), total: Number(n), page: query.page, pageSize: query.pageSize };
}

/**
 * The whole filtered list as a CSV stream: `header`, then `cells` of each row, read CSV_BATCH rows at a time as the
 * client takes them (a slow download holds one batch, never the list). Rows stored after the export began are left
 * out, so the pages it reads (by offset) do not shift under it; only a submission whose transaction began before the
 * export and committed during it could still move them by a row (a snapshot for a spreadsheet, not a ledger).
 */
export function submissionsCsv<T extends InboxTable, KindRow, Row, S extends string>(
  db: Db,
  kind: InboxKind<T, KindRow, unknown, S>,
  query: ListQuery<S>,
  csv: {
    columns: Columns<T, Row>;
    header: string[];
    cells: (row: Row) => Cell[];
    /** What a batch's rows need from other tables, added in one query per batch (a quote's doors). */
    enrich?: (db: Db, rows: Row[]) => Promise<Row[]>;
  },
  scope: Scope = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let began: Date | undefined;
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          await next(controller);
        } catch (error) {
          // The answer's headers are gone: the download breaks off (never a file that looks whole) and the log says why.
          console.error(`[inbox] the CSV export stopped after ${offset} rows: ${(error as Error).message}`);
          controller.error(error);
        }
      },
    },
    // One batch ahead at most.
    { highWaterMark: 1 },
  );

  async function next(controller: ReadableStreamDefaultController<Uint8Array>) {
    if (!began) {
      const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
      began = new Date(rows[0]?.now ?? Date.now());
      controller.enqueue(encoder.encode(csvHeader(csv.header)));
      return;
    }
    const rows: Row[] = await sortedRows(db, kind, query, scope, csv.columns)
      .where(sql.ref('created_at'), '<=', began)
      .limit(CSV_BATCH)
      .offset(offset)
      .execute();
    offset += rows.length;
    const complete = csv.enrich && rows.length ? await csv.enrich(db, rows) : rows;
    if (rows.length) controller.enqueue(encoder.encode(csvLines(complete.map(csv.cells))));
    if (rows.length < CSV_BATCH) controller.close();
  }
}

/** One submission's `columns` (a kind's own, or more), or NotFound. */
export async function getSubmission<T extends InboxTable, KindRow, Row>(
  db: Db,
  kind: InboxKind<T, KindRow, unknown, string>,
  id: string,
  columns: Columns<T, Row>,
): Promise<Row> {
  const row = await columns(kind.from(db)).where(sql.ref('id'), '=', id).executeTakeFirst();
  if (!row) throw new NotFound(kind.missing);
  return row;
}
