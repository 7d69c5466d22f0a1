// Money for people: cents → whole units, formatted for the page's language (uk-UA or en-GB), no decimals (docs/product.md#money).
import type { Lang } from './i18n.ts';

const formats = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, lang: Lang, currency = 'UAH'): string {
  const locale = lang === 'uk' ? 'uk-UA' : 'en-GB';
  const cacheKey = `${locale}|${currency}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    formats.set(cacheKey, format);
  }
  return format.format(Math.round(cents / 100));
}
