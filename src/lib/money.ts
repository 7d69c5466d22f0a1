// Money for people, the one place amounts are formatted: prices in UAH as whole units in the page's language (uk-UA
// or en-GB, no decimals; docs/product.md#money); USD costs of the back office with their cents ($1,234.50); and the
// plain decimal text of an amount in a form field ("1234.50") with its way back to cents.
import type { Lang } from './i18n.ts';

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: string, currency: string, fractionDigits: number): Intl.NumberFormat {
  const cacheKey = `${locale}|${currency}|${fractionDigits}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: fractionDigits,
      minimumFractionDigits: fractionDigits,
    });
    formats.set(cacheKey, format);
  }
  return format;
}

export function formatMoney(cents: number, lang: Lang, currency = 'UAH'): string {
  return formatOf(lang === 'uk' ? 'uk-UA' : 'en-GB', currency, 0).format(Math.round(cents / 100));
}

/** A USD amount with its cents, as the back office shows costs: $1,234.50. */
export function formatUsd(cents: number): string {
  return formatOf('en-US', 'USD', 2).format(cents / 100);
}

/** An amount as a form field holds it: "1234.50". */
export const decimalOf = (cents: number): string => (cents / 100).toFixed(2);

/** The cents of an amount typed in whole units (12.345 → 1235). */
export const centsOf = (units: number): number => Math.round(units * 100);

/** An exchange rate as every page shows it: UAH for 1 USD, four decimals. */
export const rateText = (rate: number): string => rate.toFixed(4);
