// The business's own details, in one place: the header, footer, contact page and JSON-LD read them from here.
// The phone, email and social address are the owner's to fill in before launch (docs/product.md#business-constants).
export const business = {
  phone: '+380 44 123 45 67',
  phoneHref: 'tel:+380441234567',
  email: 'hello@doors-joinery.com.ua',
  instagram: 'https://www.instagram.com/doors.joinery/',
  creditUrl: 'https://www.doors-joinery.com.ua/',
  // Showroom location (OpenStreetMap link and JSON-LD).
  geo: { latitude: 50.4501, longitude: 30.5234 },
  address: { street: '12 Lisova Street', city: 'Kyiv', postalCode: '02000', country: 'UA' },
  opens: '10:00',
  closes: '19:00',
} as const;

/** The phone as a page shows it: non-breaking spaces keep the number on one line. */
export const phoneText = business.phone.replaceAll(' ', '\u00a0');

export const mapLink = `https://www.openstreetmap.org/?mlat=${business.geo.latitude}&mlon=${business.geo.longitude}#map=16/${business.geo.latitude}/${business.geo.longitude}`;
export const mapEmbed = `https://www.openstreetmap.org/export/embed.html?bbox=${business.geo.longitude - 0.01}%2C${business.geo.latitude - 0.005}%2C${business.geo.longitude + 0.01}%2C${business.geo.latitude + 0.005}&layer=mapnik&marker=${business.geo.latitude}%2C${business.geo.longitude}`;
