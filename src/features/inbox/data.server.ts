// The inbox on the database, one implementation for both kinds of submission (quotes.server.ts and
// inquiries.server.ts describe each): lists with paging, whitelisted sorting, search and a status filter, CSV export,
// one submission with its activity, the manager's changes (status, follow-up, notes: each kept as a dated entry) and
// a deletion on the customer's demand. Columns are named by the kind's own lists, never by a request.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { NotFound } from '../../server/errors.ts';
import { type Cell, csvHeader, csvLines } from './csv.server.ts';
import { type ActivityEntry, type InboxPatch, type Page, type RequestStatus, STATUSES } from './schema.ts';

/** Rows read per query while a CSV export streams: its memory stays this size whatever the list's length. */
export const CSV_BATCH = 1_000;

export type { Cell };

/** What tells one kind of submission from the other. */
export interface InboxKind<Row, Summary, Sort extends string> {
  table: 'quotes' | 'inquiries';
  /** How the activity, the deletions and the notification outbox name this kind. */
  requestKind: 'QUOTE' | 'INQUIRY';
  /** The notification outbox's kinds of row about one of these (a quote's notice and the customer's confirmation). */
  outboxKinds: readonly ('QUOTE' | 'INQUIRY' | 'QUOTE_CONFIRMATION')[];
  /** The columns a summary is read from. */
  columns: readonly (keyof Row & string)[];
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
/** Columns by name; a date as its YYYY-MM-DD text (a driver would turn it into a Date shifted by its time zone). */
const columnsOf = (names: readonly string[]) =>
  names.map((name) =>
    name === 'follow_up_on' ? sql<string | null>`to_char(follow_up_on, 'YYYY-MM-DD')`.as(name) : sql.ref(name).as(name),
  );

function matching<S extends string>(db: Db, kind: InboxKind<never, unknown, S>, query: ListQuery<S>, scope: Scope) {
  let select = db.selectFrom(kind.table);
  for (const [column, value] of Object.entries(scope)) select = select.where(sql.ref(column), '=', value);
  // Delivered is any status after New (the column is kept in step for code older than the statuses).
  if (query.delivered) select = select.where(sql.ref('status'), query.delivered === 'true' ? '<>' : '=', 'NEW');
  if (query.status) select = select.where(sql.ref('status'), '=', query.status);
  // One generated column holds what a search looks in, indexed by trigrams (migrations/0019_inbox_search.sql).
  if (query.q) select = select.where(sql.ref('search_text'), 'ilike', contains(query.q));
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
  // The table's column, not the answer's: follow_up_on is answered as text (columnsOf), and ORDER BY a bare name
  // would sort that text, past the index.
  const ref = sql.ref(`${table}.${column}`);
  if (NULLABLE.has(column)) return sql`${ref} ${sql.raw(dir === 'asc' ? 'asc' : 'desc nulls last')}`;
  return sql`${ref} ${plain}`;
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
    .orderBy(sortOrder(kind.table, kind.sorts[query.sort], query.dir))
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

/**
 * The whole filtered list as a CSV stream: `header`, then `cells` of each row, read CSV_BATCH rows at a time as the
 * client takes them (a slow download holds one batch, never the list). Rows stored after the export began are left
 * out, so the pages it reads (by offset) do not shift under it; only a submission whose transaction began before the
 * export and committed during it could still move them by a row (a snapshot for a spreadsheet, not a ledger).
 */
export function submissionsCsv<Row, S extends string>(
  db: Db,
  kind: InboxKind<Row, unknown, S>,
  query: ListQuery<S>,
  csv: { columns: readonly (keyof Row & string)[]; header: string[]; cells: (row: Row) => Cell[] },
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
    const rows = await sortedRows(db, kind, query, scope, csv.columns)
      .where(sql.ref('created_at'), '<=', began)
      .limit(CSV_BATCH)
      .offset(offset)
      .execute();
    offset += rows.length;
    if (rows.length) controller.enqueue(encoder.encode(csvLines(rows.map(csv.cells))));
    if (rows.length < CSV_BATCH) controller.close();
  }
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

interface Current {
  status: RequestStatus;
  lost_reason: string | null;
  follow_up_on: string | null;
  admin_notes: string | null;
}

/** The status a patch asks for: its own, else SPEC's checkbox (delivered moves New on to Contacted, undelivered back). */
function nextStatus(patch: InboxPatch, current: RequestStatus): RequestStatus {
  if (patch.status) return patch.status;
  if (patch.delivered === true) return current === 'NEW' ? 'CONTACTED' : current;
  if (patch.delivered === false) return 'NEW';
  return current;
}

/**
 * The manager's changes to one submission, and one activity entry for each thing they changed (a status, a note, a
 * follow-up date), signed `by` the admin, in one transaction; updated_at moves with any of them → its summary, or
 * NotFound. A request moved away from Lost forgets its reason.
 */
export async function patchSubmission<Row, Summary>(
  db: Db,
  kind: InboxKind<Row, Summary, string>,
  id: string,
  patch: InboxPatch,
  by: string,
): Promise<Summary> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom(kind.table)
      .select(columnsOf(['status', 'lost_reason', 'follow_up_on', 'admin_notes']))
      .where(sql.ref('id'), '=', id)
      .forUpdate()
      .$castTo<Current>()
      .executeTakeFirst();
    if (!current) throw new NotFound(kind.missing);
    const status = nextStatus(patch, current.status);
    const lostReason = status === 'LOST' ? (patch.lostReason ?? current.lost_reason) : null;
    const statusChanged = status !== current.status || lostReason !== current.lost_reason;
    const followUpChanged = patch.followUpOn !== undefined && patch.followUpOn !== current.follow_up_on;
    const notesChanged = patch.adminNotes !== undefined && patch.adminNotes !== current.admin_notes;
    const row = await trx
      .updateTable(kind.table)
      .set({
        status,
        delivered: status !== 'NEW',
        lost_reason: lostReason,
        ...(patch.followUpOn !== undefined && { follow_up_on: patch.followUpOn }),
        ...(patch.adminNotes !== undefined && { admin_notes: patch.adminNotes }),
        updated_at: sql<Date>`now()`,
      })
      .where(sql.ref('id'), '=', id)
      .returning(columnsOf(kind.columns))
      .$castTo<Row>()
      .executeTakeFirstOrThrow();
    const entry = { request_kind: kind.requestKind, request_id: id, admin_email: by };
    const entries = [
      ...(statusChanged ? [{ ...entry, kind: 'STATUS' as const, status, lost_reason: lostReason }] : []),
      ...(followUpChanged ? [{ ...entry, kind: 'FOLLOW_UP' as const, follow_up_on: patch.followUpOn ?? null }] : []),
      ...(notesChanged ? [{ ...entry, kind: 'NOTE' as const, note: patch.adminNotes ?? null }] : []),
    ];
    if (entries.length) await trx.insertInto('request_activity').values(entries).execute();
    return kind.toSummary(row);
  });
}

/** A request's activity, oldest first. */
export async function activityOf(db: Db, id: string): Promise<ActivityEntry[]> {
  const rows = await db
    .selectFrom('request_activity')
    .select([
      sql<string>`id::text`.as('id'),
      'kind',
      'created_at',
      'admin_email',
      'status',
      'lost_reason',
      'note',
      sql<string | null>`to_char(follow_up_on, 'YYYY-MM-DD')`.as('follow_up_on'),
    ])
    .where('request_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    createdAt: iso(row.created_at),
    by: row.admin_email,
    status: row.status,
    lostReason: row.lost_reason,
    note: row.note,
    followUpOn: row.follow_up_on,
  }));
}

/**
 * Deletes a request on the customer's demand, in one transaction: the request, its activity, its notification
 * outbox rows and the stored answer a retry of its submission would replay (each holds the customer's words), leaving a record of the deletion (its kind, its reference when it has
 * one, when it came, who deleted it and when: no personal data). NotFound for an unknown id.
 */
export async function deleteSubmission<Row>(
  db: Db,
  kind: InboxKind<Row, unknown, string>,
  id: string,
  by: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom(kind.table)
      .where(sql.ref('id'), '=', id)
      .returning([
        sql.ref<Date>('created_at').as('created_at'),
        (kind.table === 'quotes' ? sql.ref<string>('reference') : sql<string | null>`NULL::text`).as('reference'),
      ])
      .executeTakeFirst();
    if (!gone) throw new NotFound(kind.missing);
    await trx.deleteFrom('request_activity').where('request_id', '=', id).execute();
    await trx
      .deleteFrom('notification_outbox')
      .where('subject_id', '=', id)
      .where('kind', 'in', kind.outboxKinds)
      .execute();
    // The stored answer a retry of the submission would replay names the customer: it goes too.
    await trx.deleteFrom('idempotency_keys').where('response', 'like', `%${id}%`).execute();
    await trx
      .insertInto('request_deletions')
      .values({
        request_kind: kind.requestKind,
        reference: gone.reference,
        received_at: gone.created_at,
        deleted_by: by,
      })
      .execute();
  });
}
