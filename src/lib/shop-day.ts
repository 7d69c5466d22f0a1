// The shop's calendar day: follow-up dates are days in Kyiv, whatever the time zone of the server or the browser.
export const SHOP_TIME_ZONE = 'Europe/Kyiv';

/** `now` as the shop's date, YYYY-MM-DD. */
export const shopToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
