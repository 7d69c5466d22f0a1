// A settings document kept as one row with a version (the business's details, the offers' defaults, the bookings'
// rules): read with its version, saved only if nobody saved since the version the editor read (0: never saved).
// The one way those rows are read and written; each feature parses the document with its own schema.
import { sql } from 'kysely';
import type { Db } from './db.ts';

export type DocumentTable = 'site_settings' | 'offer_settings' | 'booking_settings' | 'guide_settings';

/** The saved document and its version; undefined before the first save. */
export async function readDocument(
  db: Db,
  table: DocumentTable,
): Promise<{ version: number; document: Record<string, unknown> } | undefined> {
  return db.selectFrom(table).select(['version', 'document']).executeTakeFirst();
}

/** Saves `document` if the row is still at `version`; the new version, or undefined when someone saved since. */
export async function saveDocument(
  db: Db,
  table: DocumentTable,
  version: number,
  document: unknown,
): Promise<number | undefined> {
  const json = JSON.stringify(document);
  const saved =
    version === 0
      ? await db
          .insertInto(table)
          .values({ document: json })
          .onConflict((oc) => oc.column('id').doNothing())
          .returning('version')
          .executeTakeFirst()
      : await db
          .updateTable(table)
          .set({ document: json, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
          .where('version', '=', version)
          .returning('version')
          .executeTakeFirst();
  return saved?.version;
}
