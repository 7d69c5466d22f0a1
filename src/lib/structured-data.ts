// JSON-LD for search engines: the business as a LocalBusiness (home and contact pages).
import { type Business, mainPhone } from './business.ts';
import { type Lang, t } from './i18n.ts';
import { sharePicture } from './images.ts';

/** The business as search engines read it, from the settings the page was built with. */
export function localBusiness(lang: Lang, site: URL, business: Business) {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    name: business.name[lang],
    description: t(lang, 'site.description'),
    url: new URL(lang === 'uk' ? '/uk/' : '/', site).href,
    image: sharePicture(business.pictures?.share.url, site),
    telephone: mainPhone(business),
    email: business.email,
    foundingDate: '2017',
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street[lang],
      addressLocality: business.address.city[lang],
      postalCode: business.address.postalCode,
      addressCountry: 'UA',
    },
    geo: { '@type': 'GeoCoordinates', ...business.location },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: business.hours.opens,
        closes: business.hours.closes,
      },
    ],
    sameAs: [...business.social],
  };
}

/** A door as a listing describes it to search engines (the fields of the catalogue's Product it needs). */
export interface ListedDoor {
  name: string;
  description: string | null;
  /** Absolute or site-relative image address, already resolved (images.ts). */
  image: string;
  /** The door's own page, site-relative. */
  path: string;
  /** The "from" price in UAH cents: the cheapest configuration (docs/product.md#from-prices); null: no offer. */
  fromPriceCents: number | null;
}

/**
 * A door as a Product offered from the price its card and page show (an AggregateOffer's lowPrice, whole hryvnias),
 * so a search result never promises less than the door can be bought for.
 */
function doorProduct(door: ListedDoor, site: URL) {
  return {
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
  };
}

/** JSON-LD of a listing: its doors as Products (doorProduct). */
export function doorList(doors: ListedDoor[], site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: doors.map((door, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: doorProduct(door, site),
    })),
  };
}

/** A customer's review as the page shows it (docs/product.md#reviews). */
export interface ShownReview {
  author: string;
  body: string;
  lang: 'en' | 'uk';
  rating: number;
  reviewedOn: string;
}

/**
 * JSON-LD of a door's own page: `images` are all the photos it shows (resolved, the main one first); `reviews` exactly
 * the reviews the page shows, with their average.
 */
export function doorPage(
  door: ListedDoor,
  site: URL,
  images: readonly string[] = [door.image],
  reviews: readonly ShownReview[] = [],
) {
  return {
    '@context': 'https://schema.org',
    ...doorProduct(door, site),
    image: images.map((image) => new URL(image, site).href),
    ...(reviews.length > 0 && {
      review: reviews.map((review) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.author },
        datePublished: review.reviewedOn,
        reviewBody: review.body,
        inLanguage: review.lang,
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      })),
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10,
        reviewCount: reviews.length,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}
