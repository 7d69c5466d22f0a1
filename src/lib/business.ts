// Pure helpers over the business's details. The details themselves are the back office's Settings
// (docs/product.md#business-settings): pages read them at build time, e-mails at send time, and pass them here.
import { type Lang, t } from './i18n.ts';

/** What the site shows of the business: the fields of the settings document (src/features/settings/schema.ts). */
export interface Business {
  name: Record<Lang, string>;
  address: { street: Record<Lang, string>; city: Record<Lang, string>; postalCode: string };
  phones: readonly string[];
  email: string;
  hours: { opens: string; closes: string };
  showroomNote: Record<Lang, string>;
  replyTime: Record<Lang, string>;
  location: { latitude: number; longitude: number };
  social: readonly string[];
  /** The share picture the owner uploaded, if any (blank: the built-in one). */
  pictures?: { share: { url: string } };
}

/** Who made the site (the footer's credit): not the shop's own detail. */
export const creditUrl = 'https://www.doors-joinery.com.ua/';

/** The map the contact page frames once asked (the page CSP's frame-src). */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';

/** The phone as a page shows it: non-breaking spaces keep the number on one line. */
export const phoneText = (phone: string) => phone.replaceAll(' ', '\u00a0');

/** A tel: link: the digits and a leading plus only. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/** The main phone: the first one listed. */
export const mainPhone = (business: Pick<Business, 'phones'>) => business.phones[0] ?? '';

export const addressText = (business: Pick<Business, 'address'>, lang: Lang) =>
  `${business.address.street[lang]}, ${business.address.city[lang]}, ${business.address.postalCode}, ${t(lang, 'business.country')}`;

export const hoursText = (business: Pick<Business, 'hours'>, lang: Lang) =>
  t(lang, 'business.hours', { opens: business.hours.opens, closes: business.hours.closes });

export const mapLink = ({ latitude, longitude }: Business['location']) =>
  `${MAP_ORIGIN}/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

export const mapEmbed = ({ latitude, longitude }: Business['location']) =>
  `${MAP_ORIGIN}/export/embed.html?bbox=${longitude - 0.01}%2C${latitude - 0.005}%2C${longitude + 0.01}%2C${latitude + 0.005}&layer=mapnik&marker=${latitude}%2C${longitude}`;
