import { describe, expect, it } from 'vitest';
import { type Lang, type MessageKey, t } from '../../lib/i18n.ts';
import type { PublishingStatus } from './schema.ts';
import { BUILD_EXPECTED_MS, publishingWords } from './status-words.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const status = (over: Partial<PublishingStatus>): PublishingStatus => ({
  lastPublishedAt: null,
  pending: false,
  waiting: [],
  building: false,
  buildRequestedAt: null,
  automatic: true,
  ...over,
});
const words = (over: Partial<PublishingStatus>, lang: Lang = 'en') =>
  publishingWords(status(over), (key: MessageKey, vars) => t(lang, key, vars), lang, NOW);

describe('what the back office says about publishing', () => {
  it.each<[string, Partial<PublishingStatus>, Lang, string[], boolean, boolean]>([
    ['nothing waits', {}, 'en', ['The public pages are up to date.'], false, false],
    ['nothing waits, no hook', { automatic: false }, 'en', ['The public pages are up to date.'], false, true],
    [
      'a new rate, with a hook',
      { pending: true, waiting: ['rate'] },
      'en',
      ['Listing prices will update in about 2 minutes.'],
      true,
      false,
    ],
    [
      'a new rate, with a hook',
      { pending: true, waiting: ['rate'] },
      'uk',
      ['Ціни в каталозі оновляться приблизно за 2 хвилини.'],
      true,
      false,
    ],
    [
      'a new rate, no hook',
      { pending: true, waiting: ['rate'], automatic: false },
      'en',
      ['The site shows the old listing prices until it is published.'],
      false,
      true,
    ],
    [
      'a new rate, no hook',
      { pending: true, waiting: ['rate'], automatic: false },
      'uk',
      ['Доки сайт не буде опубліковано, на ньому лишаються старі ціни в каталозі.'],
      false,
      true,
    ],
    [
      'the rate and a price list are one thing on the pages, in the site’s order',
      { pending: true, waiting: ['catalogue', 'rate', 'pricing', 'settings'] },
      'en',
      ['Doors and collections, listing prices and business details will update in about 2 minutes.'],
      true,
      false,
    ],
    [
      'the rate and a price list are one thing on the pages, in the site’s order',
      { pending: true, waiting: ['catalogue', 'rate', 'pricing', 'settings'] },
      'uk',
      ['Двері та колекції, ціни в каталозі і дані компанії оновляться приблизно за 2 хвилини.'],
      true,
      false,
    ],
    [
      'a build on its way: no second one offered',
      {
        pending: true,
        waiting: ['settings'],
        building: true,
        buildRequestedAt: new Date(NOW - 60_000).toISOString(),
      },
      'en',
      ['Business details will update in about 2 minutes.'],
      false,
      false,
    ],
  ])('%s (%s)', (_name, over, lang, lines, canPublish, needsSetUp) => {
    expect(words(over, lang)).toEqual({ lines, canPublish, needsSetUp });
  });

  it('stops promising minutes once a build has had time to finish, and says when it was asked for', () => {
    const requested = new Date(NOW - BUILD_EXPECTED_MS - 60_000).toISOString();
    const { lines } = words({ pending: true, waiting: ['rate'], building: true, buildRequestedAt: requested });
    expect(lines).toEqual([
      `Listing prices will update once Netlify finishes the build asked for ${new Date(requested).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}.`,
    ]);
  });

  it('adds when the site last went live', () => {
    const at = '2026-11-27T09:30:00Z';
    const when = new Date(at).toLocaleString('uk-UA', { dateStyle: 'medium', timeStyle: 'short' });
    expect(words({ lastPublishedAt: at }, 'uk').lines).toEqual([
      'Публічні сторінки актуальні.',
      `Востаннє опубліковано ${when}.`,
    ]);
  });
});
