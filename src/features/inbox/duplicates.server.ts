// Likely duplicates on the database (docs/product.md#duplicates): the mark each summary carries, computed as the list
// is read from the generated phone and e-mail keys (migrations/0028_likely_duplicates.sql, the rule of
// duplicates.ts), so two requests stored at the same moment mark each other as surely as two a day apart; and the
// manager's answer — merge the later into the earlier, or "not a duplicate" — each with its history entries, in one
// transaction that locks the rows it reads.
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import type { DB } from '../../server/db-types.ts';
import { Conflict, NotFound } from '../../server/errors.ts';
import type { InboxKind, InboxTable } from './data.server.ts';
import { isLikelyDuplicate } from './duplicates.ts';
import type { DuplicateAnswer, RequestLink } from './schema.ts';

/** The two columns the mark adds to a summary's row. */
export interface DuplicateColumns {
  duplicate_of: RequestLink | null;
  merged_into_link: RequestLink | null;
}

const outer = (table: InboxTable, column: string) => sql.ref(`${table}.${column}`);

/**
 * The earliest open request of the row's kind (an enquiry's type too) from the same phone or e-mail in the 24 hours
 * before it (at the same instant, the lower id is first), as `{id, reference}`; null for a row merged already or whose
 * mark the manager dismissed.
 */
export const duplicateOf = (table: InboxTable) =>
  sql<RequestLink | null>`(
    select json_build_object('id', e.id, 'reference', e.reference) from ${sql.table(table)} e
    where not ${outer(table, 'not_duplicate')} and ${outer(table, 'merged_into')} is null
      and e.merged_into is null
      and e.created_at >= ${outer(table, 'created_at')} - interval '24 hours'
      and (e.created_at, e.id) < (${outer(table, 'created_at')}, ${outer(table, 'id')})
      ${table === 'inquiries' ? sql`and e.type = ${outer(table, 'type')}` : sql``}
      and (e.phone_key = ${outer(table, 'phone_key')} or e.email_key = ${outer(table, 'email_key')})
    order by e.created_at, e.id
    limit 1
  )`.as('duplicate_of');

/** The request this one was merged into, as `{id, reference}`, or null. */
export const mergedInto = (table: InboxTable) =>
  sql<RequestLink | null>`(
    select json_build_object('id', m.id, 'reference', m.reference) from ${sql.table(table)} m
    where m.id = ${outer(table, 'merged_into')}
  )`.as('merged_into_link');

/** The later requests merged into `id`, oldest first. */
export async function mergedFrom(db: Db, table: InboxTable, id: string): Promise<RequestLink[]> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'reference'])
    .where('merged_into', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, reference: row.reference }));
}

/** What the answer reads of a row, whichever the table. */
interface Locked {
  id: string;
  reference: string;
  created_at: Date;
  phone: string | null;
  email: string | null;
  merged_into: string | null;
  not_duplicate: boolean;
  type: string;
}

/** The rows `ids` of a kind, locked in the order of their ids (two answers over the same rows never deadlock). */
async function lock(trx: Db, table: InboxTable, ids: string[]): Promise<Map<string, Locked>> {
  const rows: Locked[] =
    table === 'quotes'
      ? await trx
          .selectFrom('quotes')
          .select([
            'id',
            'reference',
            'created_at',
            'customer_phone as phone',
            'customer_email as email',
            'merged_into',
            'not_duplicate',
            sql<string>`'QUOTE'`.as('type'),
          ])
          .where('id', 'in', ids)
          .orderBy('id')
          .forUpdate()
          .execute()
      : await trx
          .selectFrom('inquiries')
          .select(['id', 'reference', 'created_at', 'phone', 'email', 'merged_into', 'not_duplicate', 'type'])
          .where('id', 'in', ids)
          .orderBy('id')
          .forUpdate()
          .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

const contact = (row: Locked) => ({
  id: row.id,
  createdAt: row.created_at.toISOString(),
  phone: row.phone,
  email: row.email,
});

type Activity = Omit<Selectable<DB['request_activity']>, 'id' | 'created_at'>;

/**
 * The manager's answer to the mark on `id`, signed `by` the admin → its summary. Merge: `into` must be an open request
 * of the same kind that `id` is a likely duplicate of (else 409); the later request is marked merged into it (and any
 * merged into the later follow it), both get a history entry; merging again into the same request changes nothing.
 * Dismiss: remembered, one history entry naming the request it seemed to repeat; refused (409) once merged.
 */
export async function answerDuplicate<T extends InboxTable, Row, Summary>(
  db: Db,
  kind: InboxKind<T, Row, Summary, string>,
  id: string,
  answer: DuplicateAnswer,
  by: string,
): Promise<Summary> {
  const table: InboxTable = kind.table;
  return db.transaction().execute(async (trx) => {
    const into = answer.action === 'merge' ? answer.into : undefined;
    const rows = await lock(trx, table, into ? [id, into] : [id]);
    const later = rows.get(id);
    if (!later) throw new NotFound(kind.missing);
    const entry = { request_kind: kind.requestKind, admin_email: by };
    const entries: Activity[] = [];
    if (into === undefined) {
      if (later.merged_into) throw new Conflict('This request was merged into another already');
      if (!later.not_duplicate) {
        const { duplicate_of: seemed } = await trx
          .selectFrom(table)
          .select(duplicateOf(table))
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable(table)
          .set({ not_duplicate: true, updated_at: sql<Date>`now()` })
          .where('id', '=', id)
          .execute();
        entries.push({
          ...nothing,
          ...entry,
          request_id: id,
          kind: 'NOT_DUPLICATE',
          reference: seemed?.reference ?? null,
        });
      }
    } else {
      const earlier = rows.get(into);
      if (!earlier) throw new NotFound(kind.missing);
      if (later.merged_into !== into) {
        if (later.merged_into) throw new Conflict('This request was merged into another already');
        if (earlier.merged_into) throw new Conflict('That request was merged into another: merge into that one');
        if (earlier.type !== later.type || !isLikelyDuplicate(contact(earlier), contact(later))) {
          throw new Conflict('This request is not a likely duplicate of that one');
        }
        await trx
          .updateTable(table)
          .set({ merged_into: into, updated_at: sql<Date>`now()` })
          .where('id', '=', id)
          .execute();
        // Those merged into the later one follow it: never a request merged into a merged one.
        await trx.updateTable(table).set({ merged_into: into }).where('merged_into', '=', id).execute();
        entries.push(
          { ...nothing, ...entry, request_id: id, kind: 'MERGED_INTO', reference: earlier.reference },
          { ...nothing, ...entry, request_id: into, kind: 'MERGED_FROM', reference: later.reference },
        );
      }
    }
    if (entries.length) await trx.insertInto('request_activity').values(entries).execute();
    const row = await kind.columns(kind.from(trx)).where(sql.ref('id'), '=', id).executeTakeFirstOrThrow();
    return kind.toSummary(row);
  });
}

/** The columns an entry of a merge or a dismissal leaves empty. */
const nothing = { status: null, lost_reason: null, note: null, follow_up_on: null };
