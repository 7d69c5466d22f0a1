// docs/product.md#resolution: every state the configurator page can show is one the server prices. Random customers
// open a random link to every seeded door of both configurators, then make random changes through the store's own
// functions (tests/configurator-walk.ts); after each change the selections shown resolve to themselves with no error
// and nothing left to switch, and the server's pricing path gives the page's total. The same walk through the real
// POST /api/price: tests/integration/configurator-rules.test.ts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategorySlug, Product } from '../../src/features/catalogue/schema.ts';
import { $load, $localPrice, $normalised, loadConfigurator } from '../../src/features/configurator/store.ts';
import { priceConfigured } from '../../src/features/pricing/price.server.ts';
import { chosenSelections, normaliseSelection } from '../../src/features/pricing/rules.ts';
import type { Configurator } from '../../src/features/pricing/schema.ts';
import { sellPricing } from '../../src/features/pricing/sell.ts';
import { valueWords } from '../../src/features/pricing/words.ts';
import { concealedDoors, initialRateX10000, interiorCollections } from '../../src/features/seed/catalogue.ts';
import { concealedSchema, interiorSchema } from '../../src/features/seed/option-schemas.ts';
import { concealedPricing, interiorPricing } from '../../src/features/seed/pricing-documents.ts';
import { applyStep, linkArb, type Step, stepArb } from '../configurator-walk.ts';

const configurators: Record<CategorySlug, Configurator> = {
  interior: {
    category: { id: 'interior-id', slug: 'interior' },
    schema: interiorSchema,
    pricing: sellPricing(interiorPricing, 1),
    rate: { rateX10000: initialRateX10000, rate: initialRateX10000 / 10_000, asOf: '2026-01-01' },
    checksum: 'interior',
  },
  concealed: {
    category: { id: 'concealed-id', slug: 'concealed' },
    schema: concealedSchema,
    pricing: sellPricing(concealedPricing, 1),
    rate: { rateX10000: initialRateX10000, rate: initialRateX10000 / 10_000, asOf: '2026-01-01' },
    checksum: 'concealed',
  },
};

const product = (category: CategorySlug, door: (typeof concealedDoors)[number], collection: string | null) =>
  ({
    id: door.slug,
    slug: door.slug,
    name: door.name,
    description: door.description,
    nameEn: door.name,
    nameUk: door.nameUk,
    descriptionEn: door.description,
    descriptionUk: door.descriptionUk,
    imageUrl: null,
    photoUrls: [],
    photoDetails: {},
    basePriceCents: door.basePriceCents,
    convertedPriceCents: 0,
    fromPriceCents: null,
    fromSelections: null,
    finishCount: 0,
    currency: 'UAH',
    categoryId: `${category}-id`,
    categorySlug: category,
    collectionId: collection,
    collectionSlug: collection,
    doorType: door.doorType ?? null,
    isActive: true,
  }) satisfies Product;

const doors: Product[] = [
  ...interiorCollections.flatMap((c) => c.doors.map((door) => product('interior', door, c.slug))),
  ...concealedDoors.map((door) => product('concealed', door, null)),
];

// The page's fetches, answered from the seeds: the schema endpoint and the door list.
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const schema = url.pathname.match(/^\/api\/categories\/(\w+)\/schema$/);
    const body = schema
      ? configurators[schema[1] as CategorySlug]
      : doors.filter((door) => door.slug === url.searchParams.get('slug'));
    return Response.json(body);
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

/** Checks the state the page shows now against the rules and the server's pricing path. */
function expectServerPricesWhatIsShown(door: Product) {
  const configurator = configurators[door.categorySlug];
  const shown = $normalised.get();
  const local = $localPrice.get();
  if (!shown || !local) throw new Error('nothing shown');
  const rules = { category: door.categorySlug, doorType: door.doorType, door: door.slug };
  expect(shown.errors).toEqual({});
  // No option shown checked is one the page shows disabled.
  for (const [controlId, options] of Object.entries(shown.disabled)) {
    expect(Object.hasOwn(options, String(shown.selections[controlId]))).toBe(false);
  }
  // What the page shows resolves to itself: the server would switch nothing.
  const again = normaliseSelection(configurator.schema, shown.selections, rules);
  expect(again.selections).toEqual(shown.selections);
  expect(again.adjusted).toEqual({});
  expect(again.errors).toEqual({});
  // The server's pricing of what the page sends (its own selections) is the page's total, line by line.
  const server = priceConfigured({ configurator, product: door, selections: local.selections, lang: 'uk' });
  expect(server.adjusted).toEqual({});
  expect(server.totalPriceCents).toBe(local.totalPriceCents);
  expect(server.selections).toEqual(local.selections);
  // And the link the address bar holds reopens the same state.
  expect(normaliseSelection(configurator.schema, chosenSelections(shown), rules).selections).toEqual(shown.selections);
}

describe.each(['interior', 'concealed'] as const)(
  '%s: every state the page can show, the server prices',
  (category) => {
    const schema = configurators[category].schema;
    const categoryDoors = doors.filter((door) => door.categorySlug === category);

    it('after any link and any sequence of changes, on every seeded door', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...categoryDoors),
          linkArb(schema),
          fc.array(stepArb(schema), { maxLength: 25 }),
          async (door, link, steps: Step[]) => {
            await loadConfigurator({
              category,
              slug: door.slug,
              search: link,
              lang: 'uk',
              words: valueWords('uk'),
              defaultSlug: door.slug,
            });
            expect($load.get().status).toBe('ready');
            expectServerPricesWhatIsShown(door);
            for (const step of steps) {
              applyStep(step);
              expectServerPricesWhatIsShown(door);
            }
          },
        ),
        { numRuns: 300 },
      );
    });
  },
);

describe('the walk reaches the states the rules must resolve', () => {
  it('a timber frame chosen at 2300 mm, then a taller door; hinges raised, then lowered', async () => {
    const door = doors.find((d) => d.slug === 'concealed-basic') as Product;
    await loadConfigurator({
      category: 'concealed',
      slug: door.slug,
      search: '?heightMm=2300',
      lang: 'en',
      words: valueWords('en'),
      defaultSlug: door.slug,
    });
    const steps: Step[] = [
      { kind: 'choose', controlId: 'frame', optionId: 'wood' },
      { kind: 'type', controlId: 'heightMm', text: '2350' },
      { kind: 'type', controlId: 'heightMm', text: '2000' },
    ];
    const seen = steps.map((step) => {
      applyStep(step);
      expectServerPricesWhatIsShown(door);
      const shown = $normalised.get();
      return { frame: shown?.selections.frame, hinges: shown?.selections.hinges, adjusted: shown?.adjusted };
    });
    expect(seen).toEqual([
      { frame: 'wood', hinges: '4', adjusted: { hinges: { from: '3', to: '4', reason: 'hingesTooFew' } } },
      {
        frame: 'aluminium',
        hinges: '5',
        adjusted: {
          frame: { from: 'wood', to: 'aluminium', reason: 'timberTooTall' },
          hinges: { from: '3', to: '5', reason: 'hingesTooFew' },
        },
      },
      { frame: 'wood', hinges: '3', adjusted: {} },
    ]);
  });
});
