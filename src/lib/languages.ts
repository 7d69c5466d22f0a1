// The site's languages, on their own: a browser module that needs only the list (a schema's `lang`) imports this and
// never the dictionaries that i18n.ts holds (a shared chunk of ≈ 40 KB gzipped).
export const languages = ['en', 'uk'] as const;
export type Lang = (typeof languages)[number];
