// The offers' defaults (docs/product.md#offer-defaults): the services list, prepayment, validity and lead time, one
// row saved with a version; the demo values until the first save.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { Conflict } from '../../server/errors.ts';
import { demoOfferSettings } from '../seed/offer-settings.ts';
import { OfferSettings, type SaveOfferSettings } from './schema.ts';
import type { OfferSettingsView } from './views.ts';

// ---------------------------------------------------------------------------------------------------------------
// The offers' defaults (the Settings page)

/** The saved defaults and their version; before the first save, the demo values at version 0. */
export async function getOfferSettings(db: Db): Promise<OfferSettingsView> {
  const row = await db.selectFrom('offer_settings').select(['version', 'document']).executeTakeFirst();
  if (!row) return { version: 0, settings: demoOfferSettings };
  const parsed = OfferSettings.safeParse(row.document);
  if (!parsed.success) {
    console.error(`[offers] the saved offer settings do not parse, the demo values stand in: ${parsed.error.message}`);
    return { version: row.version, settings: demoOfferSettings };
  }
  return { version: row.version, settings: parsed.data };
}

/** Saves the defaults if nobody saved since `version` (0: never saved); a stale version writes nothing: 409. */
export async function saveOfferSettings(db: Db, input: SaveOfferSettings): Promise<OfferSettingsView> {
  const document = JSON.stringify(input.settings);
  const saved =
    input.version === 0
      ? await db
          .insertInto('offer_settings')
          .values({ document })
          .onConflict((oc) => oc.column('id').doNothing())
          .returning('version')
          .executeTakeFirst()
      : await db
          .updateTable('offer_settings')
          .set({ document, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
          .where('version', '=', input.version)
          .returning('version')
          .executeTakeFirst();
  if (!saved) {
    throw new Conflict('The offer settings were changed by someone else since you opened them. Reload to see them.', {
      code: 'OFFER_SETTINGS_CHANGED',
    });
  }
  return { version: saved.version, settings: input.settings };
}
