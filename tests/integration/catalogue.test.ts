import { describe, expect, it } from 'vitest';
import adminSchema from '../../netlify/functions/admin-schema.ts';
import categorySchema from '../../netlify/functions/category-schema.ts';
import collections from '../../netlify/functions/collections.ts';
import portfolio from '../../netlify/functions/portfolio.ts';
import price from '../../netlify/functions/price.ts';
import products from '../../netlify/functions/products.ts';
import type { Product } from '../../src/features/catalogue/schema.ts';
import type { Configurator } from '../../src/features/pricing/schema.ts';
import { OptionSchema, SellDocument } from '../../src/features/pricing/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { call, signIn } from '../helpers.ts';

describe('GET /api/products', () => {
  it('lists active doors with USD and UAH prices', async () => {
    const response = await call(products, 'GET', '/api/products?slug=classic-oak');
    expect(response.status).toBe(200);
    const [door, ...rest] = (await response.json()) as Product[];
    expect(rest).toEqual([]);
    expect(door).toMatchObject({
      slug: 'classic-oak',
      name: expect.any(String),
      basePriceCents: 48_500,
      convertedPriceCents: 2_000_600, // 485.00 USD × 41.25 = 20,006.25 → 20,006 UAH
      currency: 'UAH',
      categorySlug: 'interior',
      collectionSlug: 'classic',
      doorType: null,
      isActive: true,
    });
  });

  it('gives every door a "from" price the price call reaches with the selections it names', async () => {
    const doors = (await (await call(products, 'GET', '/api/products')).json()) as Product[];
    expect(doors.length).toBeGreaterThan(5);
    for (const door of doors) {
      expect(door.fromPriceCents).toBeGreaterThan(door.convertedPriceCents);
      const priced = await call(price, 'POST', '/api/price', {
        body: { productSlug: door.slug, selections: door.fromSelections },
      });
      expect(priced.status).toBe(200);
      expect(((await priced.json()) as { totalPriceCents: number }).totalPriceCents).toBe(door.fromPriceCents);
    }
    const bySlug = new Map(doors.map((d) => [d.slug, d]));
    // Worked out in src/features/pricing/cheapest.test.ts: the base plus the options no door can do without.
    expect(bySlug.get('classic-oak')?.fromPriceCents).toBe(2_376_000);
    expect(bySlug.get('concealed-basic')?.fromPriceCents).toBe(3_439_300);
  });

  it('moves the "from" price with the rate', async () => {
    const before = (await (await call(products, 'GET', '/api/products?slug=classic-oak')).json()) as Product[];
    await getDb().insertInto('exchange_rates').values({ rate_x10000: 500_000, as_of: '2026-11-21' }).execute();
    const after = (await (await call(products, 'GET', '/api/products?slug=classic-oak')).json()) as Product[];
    await getDb().deleteFrom('exchange_rates').where('rate_x10000', '=', 500_000).execute();
    expect(before[0]?.fromPriceCents).not.toBe(after[0]?.fromPriceCents);
    // 485.00 × 50 = 24,250; overlay casings 45.50 × 50 = 2,275 each.
    expect(after[0]?.fromPriceCents).toBe(2_425_000 + 2 * 227_500);
  });

  it('filters by category and by collection', async () => {
    const concealed = (await (await call(products, 'GET', '/api/products?categorySlug=concealed')).json()) as Product[];
    expect(concealed.map((p) => [p.slug, p.doorType])).toEqual([
      ['concealed-basic', 'STANDARD'],
      ['concealed-premium', 'STANDARD'],
      ['concealed-universal', 'BUDGET'],
    ]);
    const loft = (await (await call(products, 'GET', '/api/products?collection=loft')).json()) as Product[];
    expect(loft.length).toBeGreaterThan(0);
    expect(new Set(loft.map((p) => p.collectionSlug))).toEqual(new Set(['loft']));
  });

  it('hides inactive doors, and keeps them for admins only', async () => {
    await getDb().updateTable('products').set({ is_active: false }).where('slug', '=', 'classic-walnut').execute();
    const list = (await (await call(products, 'GET', '/api/products?collection=classic')).json()) as Product[];
    expect(list.map((p) => p.slug)).not.toContain('classic-walnut');
    const asVisitor = await call(products, 'GET', '/api/products?includeInactive=true');
    expect(asVisitor.status).toBe(401);
    const { token } = await signIn();
    const asAdmin = (await (
      await call(products, 'GET', '/api/products?collection=classic&includeInactive=true', {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as Product[];
    expect(asAdmin.find((p) => p.slug === 'classic-walnut')?.isActive).toBe(false);
  });

  it('answers an unknown filter value with an empty list and a malformed one with 422', async () => {
    expect(await (await call(products, 'GET', '/api/products?categorySlug=spaceships')).json()).toEqual([]);
    const bad = await call(products, 'GET', '/api/products?categoryId=not-a-uuid');
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ errors: { categoryId: [expect.any(String)] } });
  });
});

describe('GET /api/collections', () => {
  it('lists the interior collections in order', async () => {
    const response = await call(collections, 'GET', '/api/collections?categorySlug=interior');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { slug: string; name: string; imageUrl: string }[];
    expect(body.map((c) => c.slug)).toEqual(['classic', 'modern', 'minimal', 'loft']);
    expect(body[0]?.imageUrl).toMatch(/^\/uploads\//);
    expect(await (await call(collections, 'GET', '/api/collections?categorySlug=concealed')).json()).toEqual([]);
  });
});

describe('GET /api/furniture/portfolio', () => {
  it('lists the portfolio with cover, image and album', async () => {
    const body = (await (await call(portfolio, 'GET', '/api/furniture/portfolio')).json()) as {
      name: string;
      coverUrl: string;
      imageUrl: string;
      albumUrls: string[];
    }[];
    expect(body).toHaveLength(6);
    for (const item of body) {
      expect(item.imageUrl).toBe(item.coverUrl);
      expect(Array.isArray(item.albumUrls)).toBe(true);
    }
  });
});

describe('GET /api/categories/:slug/schema', () => {
  it.each(['interior', 'concealed'])('serves the %s schema, sell prices and rate, never cached', async (slug) => {
    const response = await call(categorySchema, 'GET', `/api/categories/${slug}/schema?ts=123`, { params: { slug } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Configurator;
    expect(body.category.slug).toBe(slug);
    expect(OptionSchema.parse(body.schema)).toEqual(body.schema);
    expect(SellDocument.parse(body.pricing.default)).toEqual(body.pricing.default);
    expect(body.pricing.version).toBe(1);
    expect(body.rate).toEqual({ rateX10000: 412_500, rate: 41.25, asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(body.checksum).toMatch(/^[0-9a-f]{16}$/);
  });

  it('offers the opening directions of docs/product.md#data', async () => {
    const openings = async (slug: string) => {
      const body = (await (await call(categorySchema, 'GET', '/', { params: { slug } })).json()) as Configurator;
      const control = body.schema.groups.flatMap((g) => g.controls).find((c) => c.id === 'opening');
      return control?.type === 'choice' ? control.options.map((o) => o.id) : [];
    };
    expect(await openings('interior')).toEqual(['out-right', 'out-left', 'in-right', 'in-left', 'standard', 'reverse']);
    expect(await openings('concealed')).toEqual(['in-left', 'in-right', 'out-left', 'out-right']);
  });

  it('changes the checksum when the rate changes', async () => {
    const before = (await (
      await call(categorySchema, 'GET', '/', { params: { slug: 'interior' } })
    ).json()) as Configurator;
    await getDb().insertInto('exchange_rates').values({ rate_x10000: 420_000, as_of: '2026-11-20' }).execute();
    const after = (await (
      await call(categorySchema, 'GET', '/', { params: { slug: 'interior' } })
    ).json()) as Configurator;
    expect(after.rate.rate).toBe(42);
    expect(after.checksum).not.toBe(before.checksum);
  });

  it('answers 404 for an unknown category', async () => {
    const response = await call(categorySchema, 'GET', '/', { params: { slug: 'garden' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'garden schema not available' });
  });
});

describe('GET /api/admin/schema/:slug', () => {
  it('answers 401 without a session', async () => {
    expect((await call(adminSchema, 'GET', '/', { params: { slug: 'concealed' } })).status).toBe(401);
  });

  it('returns the pricing document with its version to an admin', async () => {
    const { cookie } = await signIn();
    const response = await call(adminSchema, 'GET', '/', { params: { slug: 'concealed' }, headers: { cookie } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { version: number; currency: string; markupPercent: unknown };
    expect(body).toMatchObject({
      category: 'concealed',
      version: 1,
      currency: 'USD',
      rounding: { mode: 'HALF_UP' },
      markupPercent: { default: 30, byDoorType: { STANDARD: 25, BUDGET: 30 } },
    });
  });
});
