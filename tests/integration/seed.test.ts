import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { OptionSchema, PricingDocument } from '../../src/features/pricing/schema.ts';
import { seed } from '../../src/features/seed/seed.server.ts';
import { getDb } from '../../src/server/db.ts';

describe('seed', () => {
  it('has the catalogue the storefront needs', async () => {
    const db = getDb();
    const collections = await db
      .selectFrom('collections')
      .leftJoin('products', 'products.collection_id', 'collections.id')
      .select(['collections.slug', sql<number>`count(products.id)::int`.as('doors')])
      .groupBy('collections.slug')
      .execute();
    expect(collections).toHaveLength(4);
    for (const c of collections) expect(c.doors).toBeGreaterThanOrEqual(3);

    const doors = await db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select(['products.slug', 'products.door_type', 'categories.slug as category'])
      .execute();
    expect(doors).toContainEqual({ slug: 'classic-oak', door_type: null, category: 'interior' });
    expect(doors).toContainEqual({ slug: 'concealed-basic', door_type: 'STANDARD', category: 'concealed' });
    expect(doors.some((d) => d.door_type === 'BUDGET')).toBe(true);

    const portfolio = await db.selectFrom('portfolio_items').select(['cover_url', 'album_urls']).execute();
    expect(portfolio).toHaveLength(6);
    for (const item of portfolio) {
      expect(item.cover_url).toMatch(/^\/uploads\//);
      expect(item.album_urls.length).toBeGreaterThan(0);
    }

    const rate = await db.selectFrom('exchange_rates').select('rate_x10000').executeTakeFirstOrThrow();
    expect(rate.rate_x10000).toBeGreaterThan(0);
  });

  it('stores option schemas and pricing documents that satisfy their contracts', async () => {
    const db = getDb();
    const schemas = await db.selectFrom('option_schemas').select(['schema', 'checksum']).execute();
    const pricing = await db.selectFrom('pricing_documents').select(['document', 'version']).execute();
    expect(schemas).toHaveLength(2);
    expect(pricing).toHaveLength(2);
    for (const s of schemas) {
      expect(OptionSchema.safeParse(s.schema).success).toBe(true);
      expect(s.checksum).toMatch(/^[0-9a-f]{16}$/);
    }
    for (const p of pricing) {
      expect(PricingDocument.safeParse(p.document).success).toBe(true);
      expect(p.version).toBe(1);
    }
  });

  it('is idempotent: a second run adds nothing', async () => {
    const db = getDb();
    const count = async () =>
      (
        await sql<{ n: number }>`SELECT (SELECT count(*) FROM products) + (SELECT count(*) FROM collections)
          + (SELECT count(*) FROM portfolio_items) + (SELECT count(*) FROM exchange_rates) AS n`.execute(db)
      ).rows[0]?.n;
    const before = await count();
    expect(await seed(db)).toEqual({ categories: 0, collections: 0, products: 0, portfolioItems: 0, exchangeRates: 0 });
    expect(await count()).toBe(before);
  });
});
