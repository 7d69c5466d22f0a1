// What the manager does with one request (docs/product.md#pipeline), for both kinds of submission: its status,
// follow-up date and notes, each change kept as a dated entry signed by its admin in the same transaction; its
// activity; and its deletion on the customer's demand, leaving a record without personal data.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { NotFound } from '../../server/errors.ts';
import { markPending } from '../../server/pending-work.ts';
import { releasePictures, sweepPictures } from '../uploads/pictures.server.ts';
import { followUpOn, type InboxKind, type InboxTable, iso } from './data.server.ts';
import type { ActivityEntry, InboxPatch, RequestStatus } from './schema.ts';

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
export async function patchSubmission<T extends InboxTable, Row, Summary>(
  db: Db,
  kind: InboxKind<T, Row, Summary, string>,
  id: string,
  patch: InboxPatch,
  by: string,
): Promise<Summary> {
  // Both tables have these columns alike, so Kysely types them for either.
  const table: InboxTable = kind.table;
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom(table)
      .select(['status', 'lost_reason', followUpOn, 'admin_notes'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new NotFound(kind.missing);
    const status = nextStatus(patch, current.status);
    const lostReason = status === 'LOST' ? (patch.lostReason ?? current.lost_reason) : null;
    const statusChanged = status !== current.status || lostReason !== current.lost_reason;
    const followUpChanged = patch.followUpOn !== undefined && patch.followUpOn !== current.follow_up_on;
    const notesChanged = patch.adminNotes !== undefined && patch.adminNotes !== current.admin_notes;
    await trx
      .updateTable(table)
      .set({
        status,
        lost_reason: lostReason,
        ...(patch.followUpOn !== undefined && { follow_up_on: patch.followUpOn }),
        ...(patch.adminNotes !== undefined && { admin_notes: patch.adminNotes }),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
    // Read back through the kind's own columns (typed), in the transaction that holds the row.
    const row = await kind.columns(kind.from(trx)).where(sql.ref('id'), '=', id).executeTakeFirstOrThrow();
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
      'reference',
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
    reference: row.reference,
  }));
}

/**
 * Deletes a request on the customer's demand, in one transaction: the request, its activity, its offer, its notification
 * outbox rows and the stored answer a retry of its submission would replay (each holds the customer's words),
 * leaving a record of the deletion (its kind, its reference, when it came, who deleted it and when: no personal
 * data). NotFound for an unknown id.
 */
export async function deleteSubmission<T extends InboxTable, Row>(
  db: Db,
  kind: InboxKind<T, Row, unknown, string>,
  id: string,
  by: string,
): Promise<void> {
  const table: InboxTable = kind.table;
  let pictures: string[] = [];
  await db.transaction().execute(async (trx) => {
    pictures = await releasePictures(trx, table === 'quotes' ? { quote_id: id } : { inquiry_id: id });
    const gone = await trx
      .deleteFrom(table)
      .where('id', '=', id)
      .returning(['created_at', 'reference'])
      .executeTakeFirst();
    if (!gone) throw new NotFound(kind.missing);
    await trx.deleteFrom('request_activity').where('request_id', '=', id).execute();
    // Its offer: every version names the customer (its order goes with its version).
    await trx.deleteFrom('offers').where('request_id', '=', id).execute();
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
  // The visitor's pictures go with the request: now, or (if Blobs is out of reach) in the hourly sweep.
  const left = await sweepPictures(db, { only: pictures, budgetMs: 5_000 }).catch((error: unknown) => {
    console.error('[pictures] sweep after a deletion failed; the hourly sweep retries:', error);
    return new Date();
  });
  if (left && left.getTime() <= Date.now()) await markPending('pictures');
}
