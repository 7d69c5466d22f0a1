// The shop's calendar day: follow-up dates are days in Kyiv, whatever the time zone of the server or the browser.
import type { Lang } from './i18n.ts';

export const SHOP_TIME_ZONE = 'Europe/Kyiv';

/** `now` as the shop's date, YYYY-MM-DD. */
export const shopToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** A moment as a customer reads its day in Kyiv: 27.11.2026 in Ukrainian, 27 November 2026 in English. */
export const shopDayText = (iso: string, lang: Lang): string =>
  new Intl.DateTimeFormat(lang === 'uk' ? 'uk-UA' : 'en-GB', {
    timeZone: SHOP_TIME_ZONE,
    day: lang === 'uk' ? '2-digit' : 'numeric',
    month: lang === 'uk' ? '2-digit' : 'long',
    year: 'numeric',
  }).format(new Date(iso));
