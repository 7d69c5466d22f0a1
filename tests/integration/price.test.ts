import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import categorySchema from '../../netlify/functions/category-schema.ts';
import price from '../../netlify/functions/price.ts';
import type { Product } from '../../src/features/catalogue/schema.ts';
import { clearConfiguratorCache, loadPricedProduct } from '../../src/features/pricing/data.server.ts';
import { type PriceResult, priceSelection, sellFor } from '../../src/features/pricing/pricing.ts';
import { normaliseSelection } from '../../src/features/pricing/rules.ts';
import type { Configurator } from '../../src/features/pricing/schema.ts';
import { valueWords } from '../../src/features/pricing/words.ts';
import { getDb } from '../../src/server/db.ts';
import { call } from '../helpers.ts';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(price, 'POST', '/api/price', { body, headers });
const configurator = async (slug: string) =>
  (await (await call(categorySchema, 'GET', '/', { params: { slug } })).json()) as Configurator;

describe('POST /api/price', () => {
  it('prices the defaults of classic-oak in UAH with a breakdown', async () => {
    const response = await post({ productSlug: 'classic-oak', selections: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as PriceResult;
    expect(body).toMatchObject({
      basePriceCents: 2_000_600,
      adjustmentsCents: 375_400,
      totalPriceCents: 2_376_000,
      currency: 'UAH',
      rate: 41.25,
      pricingVersion: 1,
    });
    expect(body.selections).toMatchObject({ doorBlock: 'standard', heightMm: 2000 });
    expect(body.breakdown).toEqual([
      {
        groupId: 'casings',
        controlId: 'casingFront',
        controlLabel: 'Front casing',
        selection: 'overlay',
        displayValue: 'Overlay',
        deltaCents: 187_700,
      },
      {
        groupId: 'casings',
        controlId: 'casingInner',
        controlLabel: 'Inner casing',
        selection: 'overlay',
        displayValue: 'Overlay',
        deltaCents: 187_700,
      },
    ]);
  });

  it('labels the breakdown in Ukrainian when asked', async () => {
    const body = (await (
      await post({ productSlug: 'concealed-basic', selections: { heightMm: 2400 }, lang: 'uk' })
    ).json()) as PriceResult;
    expect(body.selections.hinges).toBe('5');
    expect(body.breakdown.find((l) => l.controlId === 'hinges')).toMatchObject({
      controlLabel: 'Приховані петлі',
      displayValue: '5 петель',
    });
  });

  it('returns the normalised selections: sizes snapped and clamped, BUDGET height capped', async () => {
    const body = (await (
      await post({ productSlug: 'concealed-universal', selections: { heightMm: 2999, widthMm: '733' } })
    ).json()) as PriceResult;
    expect(body.selections).toMatchObject({ heightMm: 2100, widthMm: 730, hinges: '3' });
  });

  it.each([
    [{ productSlug: 'classic-oak', selections: { doorBlock: 'golden' } }, 'doorBlock', 'Unknown choice'],
    [{ productSlug: 'classic-oak', selections: { colour: 'red' } }, 'colour', 'Unknown option group'],
    [{ productSlug: 'classic-oak', selections: { heightMm: 'tall' } }, 'heightMm', 'Enter a size in millimetres'],
  ])('refuses %o with 422 keyed by the control', async (body, field, message) => {
    const response = await post(body);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { [field]: [message] } });
  });

  it('resolves a timber frame above 2300 mm to the default frame, prices that and says what it switched', async () => {
    const response = await post({ productSlug: 'concealed-basic', selections: { heightMm: 2350, frame: 'wood' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as PriceResult & { adjusted: Record<string, unknown> };
    expect(body.selections).toMatchObject({ heightMm: 2350, frame: 'aluminium', hinges: '5' });
    expect(body.adjusted).toEqual({
      frame: { from: 'wood', to: 'aluminium', reason: 'timberTooTall' },
      hinges: { from: '3', to: '5', reason: 'hingesTooFew' },
    });
    const resolved = (await (
      await post({ productSlug: 'concealed-basic', selections: body.selections })
    ).json()) as typeof body;
    expect(resolved.totalPriceCents).toBe(body.totalPriceCents);
    expect(resolved.adjusted).toEqual({}); // what the browser sends is already resolved
  });

  it.each([
    [{}, 'productSlug'],
    [{ productSlug: 42 }, 'productSlug'],
    [{ productSlug: 'classic-oak', selections: [] }, 'selections'],
    [{ productSlug: 'classic-oak', selections: { heightMm: { deep: 1 } } }, 'selections.heightMm'],
    [{ productSlug: 'classic-oak', lang: 'de' }, 'lang'],
  ])('refuses the malformed body %o with 422', async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(422);
    const json = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(json.errors)).toContain(field);
  });

  it('answers 404 for an unknown or inactive door', async () => {
    expect((await post({ productSlug: 'no-such-door' })).status).toBe(404);
    await getDb().updateTable('products').set({ is_active: false }).where('slug', '=', 'modern-sand').execute();
    const response = await post({ productSlug: 'modern-sand' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { productSlug: ['No door with this slug'] } });
  });

  it('answers 400 for invalid JSON, 415 for another content type, 413 for a body over 64 KB', async () => {
    expect((await post('{"productSlug":')).status).toBe(400);
    expect((await post('x', { 'content-type': 'text/plain' })).status).toBe(415);
    const huge = await post({ productSlug: 'classic-oak', selections: { note: 'x'.repeat(70_000) } });
    expect(huge.status).toBe(413);
  });

  it('accepts the current checksum and answers 409 to a stale one', async () => {
    const { checksum } = await configurator('interior');
    expect((await post({ productSlug: 'classic-oak', checksum })).status).toBe(200);
    const stale = await post({ productSlug: 'classic-oak', checksum: 'deadbeefdeadbeef' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: expect.stringContaining('changed') });
  });

  it('uses a new pricing version at once, without restarting the instance', async () => {
    const before = (await (
      await post({ productSlug: 'classic-oak', selections: { finishCoat: 'standardPlus' } })
    ).json()) as PriceResult;
    const db = getDb();
    const row = await db
      .selectFrom('pricing_documents as pd')
      .innerJoin('categories as c', 'c.id', 'pd.category_id')
      .select(['pd.category_id', 'pd.document'])
      .where('c.slug', '=', 'interior')
      .executeTakeFirstOrThrow();
    const document = structuredClone(row.document) as {
      groups: { id: string; controls: { options?: { id: string; price: { amountCents: number } }[] }[] }[];
    };
    const option = document.groups
      .find((g) => g.id === 'finishCoat')
      ?.controls[0]?.options?.find((o) => o.id === 'standardPlus');
    if (!option) throw new Error('seed changed: finishCoat.standardPlus missing');
    option.price.amountCents = 8_000; // 80 USD × 1.3 = 104 USD = 4,290 UAH
    await db
      .updateTable('pricing_documents')
      .set((eb) => ({ document: JSON.stringify(document), version: eb('version', '+', 1) }))
      .where('category_id', '=', row.category_id)
      .execute();
    const after = (await (
      await post({ productSlug: 'classic-oak', selections: { finishCoat: 'standardPlus' } })
    ).json()) as PriceResult;
    expect(before.breakdown.find((l) => l.controlId === 'finishCoat')?.deltaCents).toBe(214_500);
    expect(after.breakdown.find((l) => l.controlId === 'finishCoat')?.deltaCents).toBe(429_000);
    expect(after.pricingVersion).toBe(2);
  });
});

describe('the price call reads the database', () => {
  it('in one statement on a cold instance, and in one on a warm one', async () => {
    let statements = 0;
    const counted = getDb().withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        statements++;
        return args.result;
      },
    });
    clearConfiguratorCache();
    const cold = await loadPricedProduct(counted, 'classic-oak');
    expect(statements).toBe(1);
    expect(cold.configurator.rate.rateX10000).toBeGreaterThan(0);
    expect(cold.configurator.schema.groups.length).toBeGreaterThan(0);
    const warm = await loadPricedProduct(counted, 'concealed-basic');
    // Another category, not cached yet: its stamp, then its documents.
    expect(statements).toBe(3);
    expect(warm.configurator.category.slug).toBe('concealed');
    await loadPricedProduct(counted, 'classic-oak');
    await loadPricedProduct(counted, 'concealed-basic');
    expect(statements).toBe(5);
  });
});

describe('the browser module and the server agree', () => {
  let configurators: Record<string, Configurator>;
  let products: Map<string, Product>;

  beforeAll(async () => {
    configurators = { interior: await configurator('interior'), concealed: await configurator('concealed') };
    const list = await getDb()
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['p.slug', 'p.base_price_cents', 'p.door_type', 'c.slug as category'])
      .where('p.is_active', '=', true)
      .execute();
    products = new Map(
      list.map((p) => [
        p.slug,
        { basePriceCents: p.base_price_cents, doorType: p.door_type, categorySlug: p.category } as unknown as Product,
      ]),
    );
  });

  it('on any selection of any seeded door, to the hryvnia', async () => {
    const selection = fc.record(
      {
        doorBlock: fc.constantFrom('standard', 'complanar', 'inside'),
        casingFront: fc.constantFrom('overlay', 'telescopic'),
        finishCoat: fc.constantFrom('standard', 'standardPlus'),
        heightMm: fc.integer({ min: 1500, max: 3200 }),
        widthMm: fc.integer({ min: 400, max: 1200 }),
        depthMm: fc.integer({ min: 50, max: 300 }),
        frame: fc.constantFrom('aluminium', 'box-putty', 'al-edge', 'inside'),
        installType: fc.constantFrom('flushPlaster', 'flushPanels'),
        hinges: fc.constantFrom('3', '4', '5'),
        magneticLock: fc.boolean(),
        finishType: fc.constantFrom('primer', 'mirror', 'veneer'),
        // Included and priced families, and finishes a door is not made in (its own instead).
        finish: fc.constantFrom('white', 'gloss-black', 'walnut', 'smoked-oak', 'powder-bronze'),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...products.keys()), selection, async (slug, raw) => {
        const product = products.get(slug) as Product;
        const c = configurators[product.categorySlug] as Configurator;
        const controls = new Set(c.schema.groups.flatMap((g) => g.controls.map((x) => x.id)));
        const selections = Object.fromEntries(Object.entries(raw).filter(([id]) => controls.has(id)));
        const local = normaliseSelection(c.schema, selections, {
          category: c.category.slug,
          doorType: product.doorType,
          door: slug,
        });
        const expected = priceSelection({
          schema: c.schema,
          sell: sellFor(c.pricing, product.doorType),
          pricingVersion: c.pricing.version,
          rateX10000: c.rate.rateX10000,
          product,
          selections: local.selections,
          lang: 'en',
          words: valueWords('en'),
        });
        const response = await post({ productSlug: slug, selections, checksum: c.checksum });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ ...expected, adjusted: local.adjusted });
      }),
      { numRuns: 150 },
    );
  });
});
