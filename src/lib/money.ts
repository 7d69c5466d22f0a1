// Money for people, the one place prices are formatted: amounts in UAH as whole units in the page's language
// (docs/product.md#money). Other amounts (an invoice's kopiyky, the back office's USD costs, a stored quote in its
// currency, a form field's decimal, an exchange rate) are in ./amounts.ts, on these same rules: apart, so the
// configurators' bundle carries only the prices they show (npm run budget:js).
import type { Lang } from './i18n.ts';

export const NBSP = '\u00a0';

/** Whole units with their thousands grouped: 20006 → "20 006" (uk) or "20,006" (en). */
export function grouped(units: number, separator: string): string {
  return String(Math.abs(units)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Hryvnias as every page, island, printout and message shows them, whole units: "20 006 грн" on Ukrainian pages,
 * "UAH 20,006" on English ones, with no-break spaces so an amount never wraps. Written out rather than left to
 * Intl, whose currency sign differs between ICU versions (the build's Node said ₴, the browser грн).
 */
export function formatMoney(cents: number, lang: Lang): string {
  const units = Math.round(cents / 100);
  const sign = units < 0 ? '−' : '';
  return lang === 'uk' ? `${sign}${grouped(units, NBSP)}${NBSP}грн` : `${sign}UAH${NBSP}${grouped(units, ',')}`;
}
