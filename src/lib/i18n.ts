// Translations: flat dictionaries with identical keys per language; English is the default and fallback.
import en from '../i18n/en.json' with { type: 'json' };
import uk from '../i18n/uk.json' with { type: 'json' };
import { fill } from './fill.ts';
import { type Lang, languages } from './languages.ts';

export { type Lang, languages };
export type MessageKey = keyof typeof en;

const dictionaries: Record<Lang, Record<MessageKey, string>> = { en, uk };

export function t(lang: Lang, key: MessageKey, vars?: Record<string, string | number>): string {
  const text = dictionaries[lang][key] ?? dictionaries.en[key];
  return vars ? fill(text, vars) : text;
}

/** For keys built at run time (a collection's blurb): whether the dictionaries have it. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(dictionaries.en, key);
}

/** Every message whose key starts with `prefix`, keyed by the rest of its key (the configurator's `terms.`). */
export function messagesWithPrefix(lang: Lang, prefix: string): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(dictionaries.en) as MessageKey[])
      .filter((key) => key.startsWith(prefix))
      .map((key) => [key.slice(prefix.length), t(lang, key)]),
  );
}

/** getStaticPaths of a page built in both languages from one route file under src/pages/[...lang]/. */
export function languagePaths() {
  return languages.map((lang) => ({ params: { lang: lang === 'en' ? undefined : lang }, props: { lang } }));
}

/** The same page in the other language: English is unprefixed, Ukrainian lives under /uk/. */
export function localizedPath(path: string, lang: Lang): string {
  const bare = path.replace(/^\/uk(?=\/|$)/, '') || '/';
  return lang === 'uk' ? `/uk${bare === '/' ? '/' : bare}` : bare;
}
