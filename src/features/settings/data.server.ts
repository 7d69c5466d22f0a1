// The business's details (docs/product.md#business-settings): one row, read by the pages at build time and by the
// e-mails at send time; saved by the back office with optimistic concurrency, marking the site for publishing.
import type { Db } from '../../server/db.ts';
import { Conflict } from '../../server/errors.ts';
import { readDocument, saveDocument } from '../../server/versioned-document.ts';
import { changePublished } from '../publishing/publishing.server.ts';
import { demoSettings } from '../seed/settings.ts';
import { type SaveSettings, Settings, type SettingsView } from './schema.ts';

/** The saved settings and their version; before the first save, the demo values at version 0. */
export async function getSettings(db: Db): Promise<SettingsView> {
  const row = await readDocument(db, 'site_settings');
  if (!row) return { version: 0, settings: demoSettings };
  // A document saved by an older release may lack a newer field: the demo value stands in for it.
  const parsed = Settings.safeParse({ ...demoSettings, ...row.document });
  if (!parsed.success) {
    // Only a hand-edited row gets here (every save is validated); say so rather than show the demo without a word.
    console.error(`[settings] the saved settings do not parse, the demo values stand in: ${parsed.error.message}`);
  }
  return { version: row.version, settings: parsed.success ? parsed.data : demoSettings };
}

/**
 * Saves the whole document if nobody saved since `version` (0: never saved), and marks the site for publishing in
 * the same transaction, so the next build shows it. A stale version writes nothing: 409.
 */
export async function saveSettings(db: Db, input: SaveSettings): Promise<SettingsView> {
  return changePublished(db, 'settings', async (tx) => {
    const version = await saveDocument(tx, 'site_settings', input.version, input.settings);
    if (version === undefined) throw staleSettings();
    return { version, settings: input.settings };
  });
}

const staleSettings = () =>
  new Conflict('The settings were changed by someone else since you opened them. Reload to see them.', {
    code: 'SETTINGS_CHANGED',
  });
