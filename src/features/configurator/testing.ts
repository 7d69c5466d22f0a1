// For the island's component tests only (never imported by the app): the store as the page has it once a configurator
// and its door are loaded, so each test states only what matters to it.
import type { CategorySlug, Product } from '../catalogue/schema.ts';
import type { OptionSchema, PricingDocument } from '../pricing/schema.ts';
import { sellPricing } from '../pricing/sell.ts';
import { $load } from './store.ts';

/** A door as the products API gives it. */
export function testDoor(category: CategorySlug, overrides: Partial<Product> = {}): Product {
  return {
    id: 'p',
    slug: 'door',
    name: 'Door',
    description: null,
    nameEn: 'Door',
    nameUk: null,
    descriptionEn: null,
    descriptionUk: null,
    imageUrl: null,
    photoUrls: [],
    photoDetails: {},
    basePriceCents: 48_500,
    convertedPriceCents: 2_000_600,
    fromPriceCents: null,
    fromSelections: null,
    finishCount: 0,
    currency: 'UAH',
    categoryId: category,
    categorySlug: category,
    collectionId: null,
    collectionSlug: null,
    doorType: category === 'concealed' ? 'STANDARD' : null,
    isActive: true,
    ...overrides,
  };
}

/** Loads `schema` and `document` (version 1, the seeded rate 41.25) with a door into the store. */
export function loadReady(
  category: CategorySlug,
  schema: OptionSchema,
  document: PricingDocument,
  door: Partial<Product> = {},
  checksum = 'test',
): void {
  $load.set({
    status: 'ready',
    configurator: {
      category: { id: category, slug: category },
      schema,
      pricing: sellPricing(document, 1),
      rate: { rateX10000: 412_500, rate: 41.25, asOf: '2026-11-01' },
      checksum,
    },
    product: testDoor(category, door),
  });
}
