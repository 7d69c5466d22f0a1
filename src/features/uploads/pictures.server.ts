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

/** What a picture belongs to. */
export type PictureOwner = { quote_id: string } | { inquiry_id: string };

/**
 * Stores one visitor's picture and returns its id. The address's limit is counted first, in its own transaction, so
 * refused files count too and parallel uploads cannot slip past it.
 */
export async function storePicture(db: Db, bytes: Buffer, ip: string): Promise<PictureRef> {
  await db.transaction().execute((tx) => hitLimit(tx, limits.picture, ip));
  const type = inspectImage(bytes);
  const { data, width, height } = await reencode(bytes, type.extension, PICTURE_SIDE_PX);
  const id = randomUUID();
  await picturesStore().set(id, new Uint8Array(data).buffer, { metadata: { contentType: type.contentType } });
  // The sweep's run looks, and records when this one falls due unless a form attaches it.
  await markPending('pictures');
  await db
    .insertInto('visitor_pictures')
    .values({ id, content_type: type.contentType, byte_size: data.length, width, height })
    .execute();
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

/** Marks a request's pictures to go with it (in the deleting transaction); sweepPictures removes them. */
export async function releasePictures(tx: Db, owner: PictureOwner): Promise<void> {
  const [column, id] = Object.entries(owner)[0] as ['quote_id' | 'inquiry_id', string];
  await tx.updateTable('visitor_pictures').set({ released: true }).where(column, '=', id).execute();
}

/**
 * Deletes the pictures no request holds — released by a deletion, or never attached within a day — blob first, then
 * row, so a failure leaves the row for the next sweep. Returns when the next one falls due (the pending marker).
 */
export async function sweepPictures(db: Db, batch = 500): Promise<NextDue> {
  const loose = db.selectFrom('visitor_pictures').where('quote_id', 'is', null).where('inquiry_id', 'is', null);
  const gone = await loose
    .select('id')
    .where((eb) => eb.or([eb('released', '=', true), eb('created_at', '<=', sql<Date>`now() - ${sql.raw(LOOSE_FOR)}`)]))
    .limit(batch)
    .execute();
  const store = picturesStore();
  const deleted: string[] = [];
  for (const { id } of gone) {
    try {
      await store.delete(id);
      deleted.push(id);
    } catch (error) {
      console.error(`[pictures] could not delete picture ${id}; the next sweep tries again:`, error);
    }
  }
  if (deleted.length) await db.deleteFrom('visitor_pictures').where('id', 'in', deleted).execute();
  if (gone.length === batch || deleted.length < gone.length) return new Date();
  const next = await loose
    .select(sql<Date | null>`min(created_at) + ${sql.raw(LOOSE_FOR)}`.as('due'))
    .executeTakeFirst();
  return next?.due ? new Date(next.due) : null;
}
