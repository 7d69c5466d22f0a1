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
