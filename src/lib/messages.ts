// The messages a visitor can read in an API answer, in the language of the page that asked. Code everywhere keeps
// throwing plain English (zod messages in shared schemas, domain errors, the public-form checks), so logs and tests
// read the same; handle() (http.ts) passes every message of an answer through `localize` once, with the request's
// `lang`. The catalogue is the dictionaries' `server.*` keys, looked up by their English text as gettext does;
// `{name}` in an English text matches any value ("At most {max} characters" → "At most 120 characters"), which the
// translation repeats. A message the catalogue does not know is answered as it is.
import en from '../i18n/en.json' with { type: 'json' };
import { isMessageKey, type Lang, type MessageKey, t } from './i18n.ts';

interface Entry {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

function compile(): { exact: Map<string, MessageKey>; patterns: Entry[] } {
  const exact = new Map<string, MessageKey>();
  const patterns: Entry[] = [];
  for (const [key, text] of Object.entries(en)) {
    if (!key.startsWith('server.') || !isMessageKey(key)) continue;
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    if (names.length === 0) exact.set(text, key);
    else {
      const source = text
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('(.+?)');
      patterns.push({ key, pattern: new RegExp(`^${source}$`), names });
    }
  }
  return { exact, patterns };
}

let catalogue: ReturnType<typeof compile> | undefined;

/** `message` (English, as thrown) in `lang`; unchanged when English or not in the catalogue. */
export function localize(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  catalogue ??= compile();
  const key = catalogue.exact.get(message);
  if (key) return t(lang, key);
  for (const entry of catalogue.patterns) {
    const match = entry.pattern.exec(message);
    if (match) return t(lang, entry.key, Object.fromEntries(entry.names.map((name, i) => [name, match[i + 1] ?? ''])));
  }
  return message;
}
