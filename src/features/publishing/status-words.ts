// What the back office says about publishing, in the manager's words (docs/product.md#publishing): which public pages
// still show what, when they will update, and what to do when the site cannot publish by itself. Configurators price
// live; what waits for a build is what the prebuilt pages show: the listings' "from" prices, the doors and
// collections, the business's details.
import type { Lang } from '../../lib/i18n.ts';
import { type AdminT, adminLocale } from '../admin/i18n.ts';
import type { PublishingStatus, SitePart } from './schema.ts';

/** What a part's edits change on the public pages; the exchange rate and the price lists both move listing prices. */
const SHOWN = {
  catalogue: 'catalogue',
  rate: 'prices',
  pricing: 'prices',
  settings: 'settings',
} as const satisfies Record<SitePart, string>;
const SHOWN_ORDER = ['catalogue', 'prices', 'settings'] as const;

/** A build asked for longer ago than this has had time to finish: the words stop promising minutes. */
export const BUILD_EXPECTED_MS = 10 * 60_000;

export interface PublishingWords {
  /** The sentences, in order. */
  lines: string[];
  /** Offer "Publish now": a build hook is set up, edits wait, and no build is on its way for them. */
  canPublish: boolean;
  /** Offer how to set up publishing: the site has no build hook. */
  needsSetUp: boolean;
}

const capitalised = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

export function publishingWords(status: PublishingStatus, t: AdminT, lang: Lang, now = Date.now()): PublishingWords {
  const locale = adminLocale(lang);
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const lines: string[] = [];
  const waiting = status.pending
    ? SHOWN_ORDER.filter((shown) => status.waiting.some((part) => SHOWN[part] === shown))
    : [];
  if (waiting.length === 0) {
    lines.push(t('admin.publishing.upToDate'));
  } else {
    const what = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      waiting.map((shown) => t(`admin.publishing.what.${shown}`)),
    );
    const requestedAt = status.buildRequestedAt;
    if (!status.automatic) lines.push(t('admin.publishing.old', { what }));
    else if (status.building && requestedAt && now - Date.parse(requestedAt) > BUILD_EXPECTED_MS) {
      lines.push(capitalised(t('admin.publishing.requested', { what, when: when(requestedAt) }), locale));
    } else lines.push(capitalised(t('admin.publishing.soon', { what }), locale));
  }
  if (status.lastPublishedAt) lines.push(t('admin.publishing.lastPublished', { when: when(status.lastPublishedAt) }));
  return {
    lines,
    canPublish: status.automatic && waiting.length > 0 && !status.building,
    needsSetUp: !status.automatic,
  };
}
