// The public schema endpoint publishes sell prices only (docs/product.md#endpoints): no cost amount and no markup
// reaches a visitor, the island prices from what it publishes exactly as /api/price does, and the costs stay in the
// admin API.
import { beforeAll, describe, expect, it } from 'vitest';
import adminSchema from '../../netlify/functions/admin-schema.ts';
import categorySchema from '../../netlify/functions/category-schema.ts';
import price from '../../netlify/functions/price.ts';
import { priceSelection, sellFor } from '../../src/features/pricing/pricing.ts';
import { normaliseSelection } from '../../src/features/pricing/rules.ts';
import {
  type Configurator,
  type DoorType,
  type PricingDocument,
  SellDocument,
} from '../../src/features/pricing/schema.ts';
import { markUp, markupBasisPoints } from '../../src/features/pricing/sell.ts';
import { valueWords } from '../../src/features/pricing/words.ts';
import { concealedPricing, interiorPricing } from '../../src/features/seed/pricing-documents.ts';
import { getDb } from '../../src/server/db.ts';
import { call, signIn } from '../helpers.ts';

const seeded: Record<string, PricingDocument> = { interior: interiorPricing, concealed: concealedPricing };

/** Every number under a key ending in `Cents`, by its path in the document. */
function amounts(value: unknown, path = ''): Map<string, number> {
  const found = new Map<string, number>();
  if (value === null || typeof value !== 'object') return found;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof child === 'number' && key.endsWith('Cents')) found.set(at, child);
    else for (const [p, n] of amounts(child, at)) found.set(p, n);
  }
  return found;
}

/** Every object in the JSON that holds priced groups (a pricing document of any shape), wherever it sits. */
function documentsIn(value: unknown): unknown[] {
  if (value === null || typeof value !== 'object') return [];
  const own = 'groups' in value ? [value] : [];
  return [...own, ...Object.values(value).flatMap(documentsIn)];
}

/** Every key anywhere in the JSON. */
function keysIn(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [key, ...keysIn(child)]);
}

const publicSchema = async (slug: string) => {
  const response = await call(categorySchema, 'GET', `/api/categories/${slug}/schema`, { params: { slug } });
  expect(response.status).toBe(200);
  return (await response.json()) as Configurator;
};

describe('GET /api/categories/:slug/schema publishes sell prices only', () => {
  it.each(['interior', 'concealed'])('%s: no key names a markup', async (slug) => {
    const body = await publicSchema(slug);
    expect(keysIn(body).filter((key) => /markup/i.test(key))).toEqual([]);
  });

  it.each(['interior', 'concealed'])('%s: no amount is a cost that the markup changes', async (slug) => {
    const costs = seeded[slug] as PricingDocument;
    const byPath = amounts(costs.groups, 'groups');
    const documents = documentsIn((await publicSchema(slug)).pricing);
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const published = amounts(document);
      expect([...published.keys()].sort()).toEqual([...byPath.keys()].sort());
      // Each published amount is the cost marked up for one door type, and never the cost itself.
      for (const [path, cost] of byPath) {
        const sell = published.get(path) as number;
        expect(sell, path).toBeGreaterThan(cost);
      }
    }
  });

  it.each([
    ['interior', null],
    ['concealed', 'STANDARD'],
    ['concealed', 'BUDGET'],
  ] as const)('%s %s: every amount is the cost marked up as the server does', async (slug, doorType) => {
    const costs = seeded[slug] as PricingDocument;
    const sell = sellFor((await publicSchema(slug)).pricing, doorType as DoorType | null);
    expect(SellDocument.parse(sell)).toEqual(sell);
    const bp = markupBasisPoints(costs, doorType);
    const expected = new Map([...amounts(costs.groups, 'groups')].map(([path, cost]) => [path, markUp(cost, bp)]));
    expect(amounts(sell)).toEqual(expected);
  });
});

describe('the public document prices every seeded door as /api/price does', () => {
  let doors: { slug: string; basePriceCents: number; doorType: DoorType | null; category: string }[];
  beforeAll(async () => {
    const rows = await getDb()
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['p.slug', 'p.base_price_cents', 'p.door_type', 'c.slug as category'])
      .where('p.is_active', '=', true)
      .execute();
    doors = rows.map((r) => ({ ...r, basePriceCents: r.base_price_cents, doorType: r.door_type }));
  });

  it('covers both categories and every door type', () => {
    expect(new Set(doors.map((d) => `${d.category} ${d.doorType}`))).toEqual(
      new Set(['interior null', 'concealed STANDARD', 'concealed BUDGET']),
    );
  });

  const choices = [{}, { heightMm: 2400, widthMm: 1000, depthMm: 250, doorBlock: 'inside', magneticLock: true }];
  it.each(choices)('with the selection %o, to the hryvnia', async (raw) => {
    const configurators = { interior: await publicSchema('interior'), concealed: await publicSchema('concealed') };
    for (const door of doors) {
      const c = configurators[door.category as keyof typeof configurators];
      const known = new Set(c.schema.groups.flatMap((g) => g.controls.map((x) => x.id)));
      const selections = Object.fromEntries(Object.entries(raw).filter(([id]) => known.has(id)));
      const rules = { category: c.category.slug, doorType: door.doorType, door: door.slug };
      const normalised = normaliseSelection(c.schema, selections, rules);
      const local = priceSelection({
        schema: c.schema,
        sell: sellFor(c.pricing, door.doorType),
        pricingVersion: c.pricing.version,
        rateX10000: c.rate.rateX10000,
        product: door,
        selections: normalised.selections,
        lang: 'en',
        words: valueWords('en'),
      });
      const response = await call(price, 'POST', '/api/price', {
        body: { productSlug: door.slug, selections, checksum: c.checksum },
      });
      expect(response.status, door.slug).toBe(200);
      // The server says what its rules switched (docs/product.md#resolution): the browser's own rules, the same.
      expect(await response.json(), door.slug).toEqual({ ...local, adjusted: normalised.adjusted });
    }
  });
});

describe('GET /api/admin/schema/:slug keeps the costs', () => {
  it.each(['interior', 'concealed'])('%s: the stored costs and markups, to an admin', async (slug) => {
    const { cookie } = await signIn();
    const response = await call(adminSchema, 'GET', '/', { params: { slug }, headers: { cookie } });
    expect(response.status).toBe(200);
    const costs = seeded[slug] as PricingDocument;
    expect(await response.json()).toMatchObject({
      markupPercent: costs.markupPercent,
      groups: costs.groups,
    });
  });
});
