// The shop's clock for bookings: a day and an hour in Kyiv as a moment, and a moment written back as Kyiv's time with
// its offset, right across the daylight-saving changes whatever the server's own zone (@date-fns/tz does the
// zone's arithmetic). Days are YYYY-MM-DD strings; moments are epoch milliseconds.
import { TZDate } from '@date-fns/tz';
import { SHOP_TIME_ZONE } from '../../lib/shop-day.ts';

export const MINUTE = 60_000;

/** The moment `time` (HH:MM) on `day` in Kyiv; a time the spring change skips lands as the clock shows it after. */
export function shopMoment(day: string, time: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new TZDate(y, m - 1, d, hh, mm, SHOP_TIME_ZONE).getTime();
}

const clockOf = (moment: number) => shopIso(moment).slice(11, 16);

/**
 * Where opening hours from `time` on `day` begin: shopMoment's moment, except for a time the spring change skips
 * (29 March 2026: 03:00–03:59 never show), which begins at the jump itself — the clock's first reading after it.
 * shopMoment reads a skipped 03:30 as 04:30, and Kyiv's clocks change on the hour, so the jump is 30 minutes before.
 */
export function shopOpening(day: string, time: string): number {
  const moment = shopMoment(day, time);
  return clockOf(moment) === time ? moment : moment - Number(time.slice(3)) * MINUTE;
}

/**
 * Where opening hours that began at `opens` end at `time` on `day`, so that every visit inside them starts and ends at
 * a time the clock shows inside them. On the night the clocks go back 03:00–03:59 happen twice: the hours end at the
 * first reading after `opens` ("02:45–03:00" is a quarter of an hour, not 75 minutes). A time the spring change skips
 * never shows: they end just before the jump (a visit ending at the jump would read 04:00 on the clock).
 */
export function shopClosing(day: string, time: string, opens: number): number {
  const later = shopMoment(day, time);
  if (clockOf(later) !== time) return shopOpening(day, time) - MINUTE;
  const earlier = later - 60 * MINUTE;
  return earlier > opens && clockOf(earlier) === time ? earlier : later;
}

/** A moment as Kyiv's time with its offset: 2026-12-01T10:00:00+02:00. */
export function shopIso(moment: number): string {
  return new TZDate(moment, SHOP_TIME_ZONE).toISOString().replace(/\.\d{3}(?=[+-])/, '');
}

/** The Kyiv day a moment falls on. */
export function shopDayOf(moment: number): string {
  return shopIso(moment).slice(0, 10);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Monday 0 … Sunday 6: the index into a week of hours. */
export function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Whether the time from `start` to `end` (ISO moments) covers any of the Kyiv day `day`. */
export function overlapsDay(start: string, end: string, day: string): boolean {
  return Date.parse(start) < shopMoment(addDays(day, 1), '00:00') && Date.parse(end) > shopMoment(day, '00:00');
}
