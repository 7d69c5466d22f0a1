// Money for people, the one place amounts are formatted: prices in UAH as whole units in the page's language
// (docs/product.md#money); USD costs of the back office with their cents ($1,234.50); and the plain decimal text of an
// amount in a form field ("1234.50") with its way back to cents.
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

const NBSP = '\u00a0';

/** Whole units with their thousands grouped: 20006 → "20 006" (uk) or "20,006" (en). */
function grouped(units: number, separator: string): string {
  return String(Math.abs(units)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Hryvnias as every page, island, printout and message shows them, whole units: "20 006 грн" on Ukrainian pages,
 * "UAH 20,006" on English ones, with no-break spaces so an amount never wraps. Written out rather than left to
 * Intl, whose currency sign differs between ICU versions (the build's Node said ₴, the browser грн).
 */
export function formatMoney(cents: number, lang: Lang, currency: 'UAH' | 'USD' = 'UAH'): string {
  // Every price is in UAH; the quotes table allows USD for rows older than the rate (whole dollars, as Intl has them).
  if (currency !== 'UAH')
    return formatOf(lang === 'uk' ? 'uk-UA' : 'en-GB', currency, 0).format(Math.round(cents / 100));
  const units = Math.round(cents / 100);
  const sign = units < 0 ? '−' : '';
  return lang === 'uk' ? `${sign}${grouped(units, NBSP)}${NBSP}грн` : `${sign}UAH${NBSP}${grouped(units, ',')}`;
}

/**
 * Hryvnias with their kopiyky, as an invoice states an amount to pay (its payment code carries the same figure):
 * "40 000,50 грн" on Ukrainian pages, "UAH 40,000.50" on English ones.
 */
export function formatMoneyExact(cents: number, lang: Lang): string {
  const sign = cents < 0 ? '−' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const kopiyky = String(Math.abs(cents) % 100).padStart(2, '0');
  return lang === 'uk'
    ? `${sign}${grouped(whole, NBSP)},${kopiyky}${NBSP}грн`
    : `${sign}UAH${NBSP}${grouped(whole, ',')}.${kopiyky}`;
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
