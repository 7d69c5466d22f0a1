// Amounts beyond the prices pages show (docs/product.md#money): an invoice's hryvnias with their kopiyky, the back
// office's USD costs with their cents, a stored quote's total in its currency, the plain decimal of an amount in a
// form field ("1234.50") with its way back to cents, and an exchange rate; on the rules of ./money.ts, which formats
// the prices every page shows.
import type { Lang } from './i18n.ts';
import { formatMoney, grouped, NBSP } from './money.ts';

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

/**
 * An amount in the currency a quote was priced in: hryvnias as formatMoney has them; USD (the quotes table allows it for
 * rows older than the rate) in whole dollars, as Intl has them.
 */
export function formatInCurrency(cents: number, lang: Lang, currency: 'UAH' | 'USD'): string {
  if (currency === 'UAH') return formatMoney(cents, lang);
  return formatOf(lang === 'uk' ? 'uk-UA' : 'en-GB', currency, 0).format(Math.round(cents / 100));
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
