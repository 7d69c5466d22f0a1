// The words a selection reads with, from the dictionaries, for callers that may load them (server, tests, Astro).
import { type Lang, t } from '../../lib/i18n.ts';
import type { ValueWords } from './pricing.ts';

export const valueWords = (lang: Lang): ValueWords => ({
  mm: t(lang, 'unit.mm'),
  yes: t(lang, 'value.yes'),
  no: t(lang, 'value.no'),
});
