// A visit's day and hours as the customer and the manager read them, always in Kyiv's time whatever the reader's own
// zone: "вівторок, 1 грудня 2026 р., 10:00–11:30" / "Tuesday, 1 December 2026, 10:00–11:30". Browser and server alike.
import type { Lang } from '../../lib/i18n.ts';
import { SHOP_TIME_ZONE } from '../../lib/shop-day.ts';

const locale = (lang: Lang) => (lang === 'uk' ? 'uk-UA' : 'en-GB');

/** The day: "вівторок, 1 грудня" (with the year when `year`). */
export const visitDayText = (iso: string, lang: Lang, year = true): string =>
  new Intl.DateTimeFormat(locale(lang), {
    timeZone: SHOP_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
  }).format(new Date(iso));

/** A time of day in Kyiv: 10:00. */
export const visitTimeText = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** The whole visit: its day, then its hours. */
export const visitText = (start: string, end: string, lang: Lang): string =>
  `${visitDayText(start, lang)}, ${visitTimeText(start)}–${visitTimeText(end)}`;

/** A moment: its day, then its time. */
export const momentText = (iso: string, lang: Lang): string => `${visitDayText(iso, lang)}, ${visitTimeText(iso)}`;
