// The buyer's answers as Settings → Answers saves them (docs/product.md#answers); before the first save, the built-in
// texts. One versioned document (src/server/versioned-document.ts), like the business's details.
import type { Db } from '../../server/db.ts';
import { Conflict } from '../../server/errors.ts';
import { readDocument, saveDocument } from '../../server/versioned-document.ts';
import { changePublished } from '../publishing/publishing.server.ts';
import { DEFAULT_GUIDE } from './defaults.ts';
import { Guide, type GuideView, type SaveGuide } from './schema.ts';

/** The saved answers and their version; before the first save (or if the saved ones no longer parse), the defaults. */
export async function getGuide(db: Db): Promise<GuideView> {
  const row = await readDocument(db, 'guide_settings');
  if (row) {
    const parsed = Guide.safeParse(row.document);
    if (parsed.success) return { version: row.version, settings: parsed.data };
    console.error(`[guide] the saved answers do not parse, the built-in ones stand in: ${parsed.error.message}`);
  }
  return { version: row?.version ?? 0, settings: DEFAULT_GUIDE };
}

/**
 * Saves the answers if nobody saved since `version` (0: never saved), and marks the site for publishing in the same
 * transaction (the pages are built with them). A stale version writes nothing: 409.
 */
export async function saveGuide(db: Db, input: SaveGuide): Promise<GuideView> {
  return changePublished(db, 'settings', async (tx) => {
    const version = await saveDocument(tx, 'guide_settings', input.version, input.settings);
    if (version === undefined) {
      throw new Conflict('The answers were changed by someone else since you opened them. Reload to see them.', {
        code: 'GUIDE_CHANGED',
      });
    }
    return { version, settings: input.settings };
  });
}
