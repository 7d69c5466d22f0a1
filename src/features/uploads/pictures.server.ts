// Visitors' pictures (docs/decisions/024): a photo or a floor plan sent with a furniture enquiry, a project request or
// a door quote. Uploaded one at a time before the form is sent — checked by its bytes, decoded and encoded again,
// scaled to fit 2560 px — into the private Blobs store under a random id, with a row that says what it is. The
// submission attaches up to six in its own transaction. Only a signed-in admin reads them. A picture never attached
// within a day, or whose request was deleted, is swept with its blob.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { picturesStore } from '../../server/blobs.ts';
import type { Db } from '../../server/db.ts';
import { Invalid } from '../../server/errors.ts';
import { markPending, type NextDue } from '../../server/pending-work.ts';
import { hitLimit, limits } from '../../server/rate-limit.ts';
import { PICTURE_SIDE_PX } from './limits.ts';
import type { PictureRef } from './schema.ts';
import { inspectImage, reencode } from './uploads.server.ts';

/** How long an uploaded picture waits to be attached by its form. */
const LOOSE_FOR = "interval '1 day'";
/** When the sweep takes a picture never attached: an hour after a form could last attach it. */
const SWEPT_AFTER = "interval '25 hours'";

/** What a picture belongs to. */
export type PictureOwner = { quote_id: string } | { inquiry_id: string };

/**
 * Stores one visitor's picture and returns its id. The address's limit is counted first, in its own transaction, so
 * refused files count too and parallel uploads cannot slip past it; `address` is the client's limit key
 * (`clientKey`). Kept as JPEG, or PNG for a plan drawn in one (sharp lines): quick to encode, and every browser
 * shows it. The row goes first: a blob that could not be written leaves a row the sweep clears, never a blob no row
 * names.
 */
export async function storePicture(db: Db, bytes: Buffer, address: string): Promise<PictureRef> {
  await db.transaction().execute((tx) => hitLimit(tx, limits.picture, address));
  const type = inspectImage(bytes);
  const png = type.extension === 'png';
  const { data, width, height } = await reencode(bytes, png ? 'png' : 'jpg', PICTURE_SIDE_PX);
  const id = randomUUID();
  const contentType = png ? 'image/png' : 'image/jpeg';
  // The sweep's run looks, and records when this one falls due unless a form attaches it.
  await markPending('pictures');
  await db
    .insertInto('visitor_pictures')
    .values({ id, content_type: contentType, byte_size: data.length, width, height })
    .execute();
  try {
    await picturesStore().set(id, new Uint8Array(data).buffer, { metadata: { contentType } });
  } catch (error) {
    await db.deleteFrom('visitor_pictures').where('id', '=', id).execute();
    throw error;
  }
  return { id, width, height };
}

/**
 * Attaches the pictures a submission names, in its order, inside its transaction: each must be uploaded, unattached
 * and less than a day old, else the submission is refused (422) with what the visitor can do.
 */
export async function attachPictures(tx: Db, ids: readonly string[], owner: PictureOwner): Promise<void> {
  if (ids.length === 0) return;
  const attached = await tx
    .updateTable('visitor_pictures')
    .set({
      ...owner,
      position: sql<number>`array_position(${sql.val(ids)}::uuid[], id)`,
    })
    .where('id', 'in', ids)
    .where('quote_id', 'is', null)
    .where('inquiry_id', 'is', null)
    .where('released', '=', false)
    .where('created_at', '>', sql<Date>`now() - ${sql.raw(LOOSE_FOR)}`)
    .returning('id')
    .execute();
  if (attached.length !== ids.length) {
    throw new Invalid({ pictures: ['A picture is no longer here: add it again'] });
  }
}

/** A request's pictures in the visitor's order. */
export async function picturesOf(db: Db, owner: PictureOwner): Promise<PictureRef[]> {
  const [column, id] = Object.entries(owner)[0] as ['quote_id' | 'inquiry_id', string];
  return db
    .selectFrom('visitor_pictures')
    .select(['id', 'width', 'height'])
    .where(column, '=', id)
    .orderBy('position')
    .execute();
}

/** How many pictures each of these requests carries (for the shop's notification). */
export async function pictureCount(db: Db, owner: PictureOwner): Promise<number> {
  return (await picturesOf(db, owner)).length;
}

/** A picture's bytes and type, or undefined. */
export async function readPicture(id: string): Promise<{ body: ArrayBuffer; contentType: string } | undefined> {
  const found = await picturesStore().getWithMetadata(id, { type: 'arrayBuffer' });
  if (!found) return undefined;
  return { body: found.data, contentType: String(found.metadata.contentType ?? 'application/octet-stream') };
}

/** Marks a request's pictures to go with it (in the deleting transaction) and answers their ids, for sweepPictures. */
export async function releasePictures(tx: Db, owner: PictureOwner): Promise<string[]> {
  const [column, id] = Object.entries(owner)[0] as ['quote_id' | 'inquiry_id', string];
  const rows = await tx
    .updateTable('visitor_pictures')
    .set({ released: true })
    .where(column, '=', id)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A picture the shop holds (not released): its bytes and type, or undefined. */
export async function readHeldPicture(db: Db, id: string) {
  const held = await db
    .selectFrom('visitor_pictures')
    .select('id')
    .where('id', '=', id)
    .where('released', '=', false)
    .executeTakeFirst();
  return held ? readPicture(id) : undefined;
}

/**
 * Deletes the pictures no request holds — released by a deletion, or never attached within a day (and an hour, so a
 * form sent at the last moment is never swept from under it) — blob first, then row, so a failure leaves the row for
 * the next sweep. The rows are claimed first (released), so a submission can no longer attach one being swept.
 * `only`: just these (a deletion's own). Stops after `budgetMs`. Returns when the next sweep falls due.
 */
export async function sweepPictures(
  db: Db,
  { only, budgetMs = 20_000 }: { only?: string[]; budgetMs?: number } = {},
): Promise<NextDue> {
  const started = Date.now();
  let claimed = db
    .updateTable('visitor_pictures')
    .set({ released: true })
    .where('quote_id', 'is', null)
    .where('inquiry_id', 'is', null)
    .where((eb) =>
      eb.or([eb('released', '=', true), eb('created_at', '<=', sql<Date>`now() - ${sql.raw(SWEPT_AFTER)}`)]),
    );
  if (only) {
    if (only.length === 0) return null;
    claimed = claimed.where('id', 'in', only);
  }
  const gone = (await claimed.returning('id').execute()).map((r) => r.id);
  const store = picturesStore();
  let failed = false;
  for (let at = 0; at < gone.length; at += 20) {
    if (Date.now() - started > budgetMs) return new Date();
    const chunk = gone.slice(at, at + 20);
    const results = await Promise.allSettled(chunk.map((id) => store.delete(id)));
    const deleted = chunk.filter((_, i) => results[i]?.status === 'fulfilled');
    if (deleted.length < chunk.length) {
      failed = true;
      console.error(`[pictures] could not delete ${chunk.length - deleted.length} picture(s); the next sweep retries`);
    }
    if (deleted.length) {
      await db
        .deleteFrom('visitor_pictures')
        .where('id', 'in', deleted)
        .where('released', '=', true)
        .where('quote_id', 'is', null)
        .where('inquiry_id', 'is', null)
        .execute();
    }
  }
  if (failed) return new Date();
  const next = await db
    .selectFrom('visitor_pictures')
    .select(sql<Date | null>`min(created_at) + ${sql.raw(SWEPT_AFTER)}`.as('due'))
    .where('quote_id', 'is', null)
    .where('inquiry_id', 'is', null)
    .executeTakeFirst();
  return next?.due ? new Date(next.due) : null;
}
