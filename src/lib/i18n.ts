// Translations: flat dictionaries with identical keys per language; English is the default and fallback.
import en from '../i18n/en.json' with { type: 'json' };
import uk from '../i18n/uk.json' with { type: 'json' };

export const languages = ['en', 'uk'] as const;
export type Lang = (typeof languages)[number];
export type MessageKey = keyof typeof en;

const dictionaries: Record<Lang, Record<MessageKey, string>> = { en, uk };

export function t(lang: Lang, key: MessageKey): string {
  return dictionaries[lang][key] ?? dictionaries.en[key];
}

/** The same page in the other language: English is unprefixed, Ukrainian lives under /uk/. */
export function localizedPath(path: string, lang: Lang): string {
  const bare = path.replace(/^\/uk(?=\/|$)/, '') || '/';
  return lang === 'uk' ? `/uk${bare === '/' ? '/' : bare}` : bare;
}
