// docs/product.md#resolution, through the real functions and database: random customers (tests/configurator-walk.ts)
// open a random link to a seeded door, the page's store loads it from the real endpoints, and after every change the
// page's own price request (what scheduleConfirmation sends) is answered 200 by POST /api/price with the very total
// and selections the page shows, nothing switched. The exhaustive walk is tests/unit/configurator-rules.test.ts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import price from '../../netlify/functions/price.ts';
import type { CategorySlug } from '../../src/features/catalogue/schema.ts';
import { $load, $localPrice, loadConfigurator } from '../../src/features/configurator/store.ts';
import { valueWords } from '../../src/features/pricing/words.ts';
import { concealedSchema, interiorSchema } from '../../src/features/seed/option-schemas.ts';
import { type FunctionModule, listFunctionFiles, routeToFunction } from '../../src/local/functions-router.ts';
import { getDb } from '../../src/server/db.ts';
import { applyStep, linkArb, type Step, stepArb } from '../configurator-walk.ts';
import { call } from '../helpers.ts';

const realFetch = globalThis.fetch;
let doors: { slug: string; category: CategorySlug }[] = [];

beforeAll(async () => {
  const modules = (await Promise.all((await listFunctionFiles()).map((file) => import(file)))) as FunctionModule[];
  globalThis.fetch = async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost:4321'), init);
    return (await routeToFunction(request, modules)) ?? new Response('not found', { status: 404 });
  };
  doors = await getDb()
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.slug', 'c.slug as category'])
    .where('p.is_active', '=', true)
    .$castTo<{ slug: string; category: CategorySlug }>()
    .execute();
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

/** The page's own price request for what it shows now, answered by the real function. */
async function expectServerConfirms() {
  const load = $load.get();
  const local = $localPrice.get();
  if (load.status !== 'ready' || !local) throw new Error('nothing shown');
  const response = await call(price, 'POST', '/api/price', {
    body: {
      productSlug: load.product.slug,
      selections: local.selections,
      checksum: load.configurator.checksum,
      lang: 'uk',
    },
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ...local, adjusted: {} });
}

describe.each([
  ['interior', interiorSchema],
  ['concealed', concealedSchema],
] as const)('%s: a sample of customers, each change confirmed by POST /api/price', (category, schema) => {
  it('answers 200 with the page’s total after every change', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...doors.filter((d) => d.category === category).map((d) => d.slug)),
        linkArb(schema),
        fc.array(stepArb(schema), { minLength: 1, maxLength: 10 }),
        async (slug, link, steps: Step[]) => {
          await loadConfigurator({
            category,
            slug,
            search: link,
            lang: 'uk',
            words: valueWords('uk'),
            defaultSlug: slug,
          });
          expect($load.get().status).toBe('ready');
          await expectServerConfirms();
          for (const step of steps) {
            applyStep(step);
            await expectServerConfirms();
          }
        },
      ),
      // The exhaustive walk is the unit test's; this proves the real endpoints agree on a sample.
      { numRuns: 12 },
    );
  });
});
