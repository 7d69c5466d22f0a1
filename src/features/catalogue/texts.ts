// A catalogue item's texts in the page's language (docs/product.md#languages). Pure and without zod, so any browser
// code may use it cheaply.
import type { Lang } from '../../lib/i18n.ts';

/**
 * A name and description in both languages (docs/product.md#languages): either may be missing, and the other stands
 * in for it on the site. `name` / `description` are the English texts (or the Ukrainian ones when there is no English
 * name), the fields every caller read before the catalogue spoke Ukrainian.
 */
export interface Texts {
  name: string;
  nameEn: string | null;
  nameUk: string | null;
  description?: string | null;
  descriptionEn?: string | null;
  descriptionUk?: string | null;
}

/** The name in `lang`, else in the other language. */
export const nameIn = (item: Texts, lang: Lang): string =>
  (lang === 'uk' ? (item.nameUk ?? item.nameEn) : (item.nameEn ?? item.nameUk)) ?? item.name;

/** The description in `lang`, else in the other language, else none. */
export const descriptionIn = (item: Texts, lang: Lang): string | null =>
  (lang === 'uk' ? (item.descriptionUk ?? item.descriptionEn) : (item.descriptionEn ?? item.descriptionUk)) ?? null;

/** The item with `name` (and `description`) in the page's language: what a page or a card shows. */
export function inLanguage<T extends Texts>(item: T, lang: Lang): T {
  return {
    ...item,
    name: nameIn(item, lang),
    ...('description' in item && { description: descriptionIn(item, lang) }),
  };
}
