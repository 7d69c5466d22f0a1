// The inbox on the database, one implementation for both kinds of submission (quotes.server.ts and
// inquiries.server.ts describe each): lists with paging, whitelisted sorting and search, CSV export, one submission,
// and the manager's changes (delivered, notes). Columns are named by the kind's own lists, never by a request.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { NotFound } from '../../server/errors.ts';
import { toCsv } from './csv.server.ts';
import type { InboxPatch, Page } from './schema.ts';

/** At most this many rows in one CSV export. */
const CSV_LIMIT = 10_000;

export type Cell = string | number | boolean | null;

/** What tells one kind of submission from the other. */
export interface InboxKind<Row, Summary, Sort extends string> {
  table: 'quotes' | 'inquiries';
  /** The columns a summary is read from. */
  columns: readonly (keyof Row & string)[];
  toSummary: (row: Row) => Summary;
  /** The API's sort names and the column each sorts by. */
  sorts: Record<Sort, string>;
  /** The columns a search looks in. */
  searchIn: readonly string[];
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
}

/** Equality filters a kind adds to its lists (the enquiries' type). */
type Scope = Record<string, string>;

export const iso = (date: Date) => date.toISOString();
/** A search term as a LIKE pattern that matches it literally anywhere. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const columnsOf = (names: readonly string[]) => names.map((name) => sql.ref(name).as(name));

function matching<S extends string>(db: Db, kind: InboxKind<never, unknown, S>, query: ListQuery<S>, scope: Scope) {
  let select = db.selectFrom(kind.table);
  for (const [column, value] of Object.entries(scope)) select = select.where(sql.ref(column), '=', value);
  if (query.delivered) select = select.where(sql.ref('delivered'), '=', query.delivered === 'true');
  if (query.q) {
    const pattern = contains(query.q);
    select = select.where((eb) => eb.or(kind.searchIn.map((column) => eb(sql.ref(column), 'ilike', pattern))));
  }
  return select;
}

/** The rows of a list query, sorted by its whitelisted column; ties by age and id, so paging never repeats a row. */
function sortedRows<Row, S extends string>(
  db: Db,
  kind: InboxKind<Row, unknown, S>,
  query: ListQuery<S>,
  scope: Scope,
  columns: readonly string[],
) {
  return matching(db, kind, query, scope)
    .select(columnsOf(columns))
    .orderBy(sql.ref(kind.sorts[query.sort]), query.dir)
    .orderBy(sql.ref('created_at'), 'desc')
    .orderBy(sql.ref('id'), 'desc')
    .$castTo<Row>();
}

export async function listSubmissions<Row, Summary, S extends string>(
  db: Db,
  kind: InboxKind<Row, Summary, S>,
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

/** The whole filtered list (up to CSV_LIMIT rows) as CSV: `header`, then `cells` of each row. */
export async function submissionsCsv<Row, S extends string>(
  db: Db,
  kind: InboxKind<Row, unknown, S>,
  query: ListQuery<S>,
  csv: { columns: readonly (keyof Row & string)[]; header: string[]; cells: (row: Row) => Cell[] },
  scope: Scope = {},
): Promise<string> {
  const rows = await sortedRows(db, kind, query, scope, csv.columns).limit(CSV_LIMIT).execute();
  return toCsv(csv.header, rows.map(csv.cells));
}

/** One submission's `columns`, or NotFound. */
export async function getSubmission<Row>(
  db: Db,
  kind: InboxKind<Row, unknown, string>,
  id: string,
  columns: readonly (keyof Row & string)[] = kind.columns,
): Promise<Row> {
  const row = await db
    .selectFrom(kind.table)
    .select(columnsOf(columns))
    .where(sql.ref('id'), '=', id)
    .$castTo<Row>()
    .executeTakeFirst();
  if (!row) throw new NotFound(kind.missing);
  return row;
}

/** The manager's changes to one submission (updated_at moves with any of them) → its summary, or NotFound. */
export async function patchSubmission<Row, Summary>(
  db: Db,
  kind: InboxKind<Row, Summary, string>,
  id: string,
  patch: InboxPatch,
): Promise<Summary> {
  const row = await db
    .updateTable(kind.table)
    .set({
      ...(patch.delivered !== undefined && { delivered: patch.delivered }),
      ...(patch.adminNotes !== undefined && { admin_notes: patch.adminNotes }),
      updated_at: sql<Date>`now()`,
    })
    .where(sql.ref('id'), '=', id)
    .returning(columnsOf(kind.columns))
    .$castTo<Row>()
    .executeTakeFirst();
  if (!row) throw new NotFound(kind.missing);
  return kind.toSummary(row);
}
