// JSON-LD for search engines: the business as a LocalBusiness (home and contact pages).
import { business } from './business.ts';
import { type Lang, t } from './i18n.ts';

export function localBusiness(lang: Lang, site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    name: t(lang, 'site.name'),
    description: t(lang, 'site.description'),
    url: new URL(lang === 'uk' ? '/uk/' : '/', site).href,
    image: new URL('/og-image.png', site).href,
    telephone: business.phone,
    email: business.email,
    foundingDate: '2017',
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', ...business.geo },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: business.opens,
        closes: business.closes,
      },
    ],
    sameAs: [business.instagram],
  };
}

/** A door as a listing describes it to search engines (the fields of the catalogue's Product it needs). */
export interface ListedDoor {
  name: string;
  description: string | null;
  /** Absolute or site-relative image address, already resolved (images.ts). */
  image: string;
  /** The configurator page of this door, site-relative. */
  path: string;
  /** The "from" price in UAH cents: the cheapest configuration (docs/product.md#from-prices); null: no offer. */
  fromPriceCents: number | null;
}

/**
 * JSON-LD of a listing: its doors as Products, each offered from the price the card shows (an AggregateOffer's
 * lowPrice, whole hryvnias), so a search result never promises less than a door can be bought for.
 */
export function doorList(doors: ListedDoor[], site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: doors.map((door, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: door.name,
        ...(door.description && { description: door.description }),
        image: new URL(door.image, site).href,
        url: new URL(door.path, site).href,
        ...(door.fromPriceCents !== null && {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'UAH',
            lowPrice: Math.round(door.fromPriceCents / 100),
            availability: 'https://schema.org/MadeToOrder',
          },
        }),
      },
    })),
  };
}
