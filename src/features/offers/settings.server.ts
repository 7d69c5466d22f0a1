// The offers' defaults (docs/product.md#offer-defaults): the services list, prepayment, validity and lead time, one
// row saved with a version; the demo values until the first save.
import type { Db } from '../../server/db.ts';
import { Conflict } from '../../server/errors.ts';
import { readDocument, saveDocument } from '../../server/versioned-document.ts';
import { demoOfferSettings } from '../seed/offer-settings.ts';
import { OfferSettings, type SaveOfferSettings } from './schema.ts';
import type { OfferSettingsView } from './views.ts';

// ---------------------------------------------------------------------------------------------------------------
// The offers' defaults (the Settings page)

/** The saved defaults and their version; before the first save, the demo values at version 0. */
export async function getOfferSettings(db: Db): Promise<OfferSettingsView> {
  const row = await readDocument(db, 'offer_settings');
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
  const version = await saveDocument(db, 'offer_settings', input.version, input.settings);
  if (version === undefined) {
    throw new Conflict('The offer settings were changed by someone else since you opened them. Reload to see them.', {
      code: 'OFFER_SETTINGS_CHANGED',
    });
  }
  return { version, settings: input.settings };
}
