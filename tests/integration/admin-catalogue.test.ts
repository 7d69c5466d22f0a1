// The back office's catalogue and portfolio writes and the stats, on the real database: every write needs a session.
import { beforeAll, describe, expect, it } from 'vitest';
import adminCollections from '../../netlify/functions/admin-collections.ts';
import adminCollectionsItem from '../../netlify/functions/admin-collections-item.ts';
import adminStats from '../../netlify/functions/admin-stats.ts';
import collections from '../../netlify/functions/collections.ts';
import contact from '../../netlify/functions/contact.ts';
import portfolio from '../../netlify/functions/portfolio.ts';
import portfolioItem from '../../netlify/functions/portfolio-item.ts';
import products from '../../netlify/functions/products.ts';
import productsItem from '../../netlify/functions/products-item.ts';
import type { Collection, Product } from '../../src/features/catalogue/schema.ts';
import type { PortfolioItem } from '../../src/features/portfolio/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { call, humanGuard, nextIp, signIn } from '../helpers.ts';

let auth: Record<string, string>;
beforeAll(async () => {
  const { cookie } = await signIn();
  auth = { cookie };
});

const send = (
  fn: Parameters<typeof call>[0],
  method: string,
  path: string,
  body?: unknown,
  params: Record<string, string> = {},
) =>
  call(fn, method, path, {
    body,
    params,
    headers: body === undefined ? { ...auth, 'x-requested-with': 'fetch' } : auth,
  });

const listed = async (query: string) =>
  (await (await call(products, 'GET', `/api/products?${query}`)).json()) as Product[];

describe('without a session', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['GET /api/admin/stats', adminStats, 'GET', {}],
    ['POST /api/admin/collections', adminCollections, 'POST', {}],
    ['PUT /api/admin/collections/:id', adminCollectionsItem, 'PUT', { id }],
    ['DELETE /api/admin/collections/:id', adminCollectionsItem, 'DELETE', { id }],
    ['POST /api/products', products, 'POST', {}],
    ['PUT /api/products/:id', productsItem, 'PUT', { id }],
    ['DELETE /api/products/:id', productsItem, 'DELETE', { id }],
    ['POST /api/furniture/portfolio', portfolio, 'POST', {}],
    ['PUT /api/furniture/portfolio/:id', portfolioItem, 'PUT', { id }],
    ['DELETE /api/furniture/portfolio/:id', portfolioItem, 'DELETE', { id }],
  ] as const)('%s answers 401 and changes nothing', async (_name, fn, method, params) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'X' };
    const response = await call(fn, method, '/', {
      body,
      params,
      headers: body === undefined ? { 'x-requested-with': 'fetch' } : {},
    });
    expect(response.status).toBe(401);
  });
});

describe('collections', () => {
  it('creates, edits (blank image → none), refuses duplicates and deletes with all its doors', async () => {
    const created = await send(adminCollections, 'POST', '/', {
      categorySlug: 'interior',
      name: '  Nordic ',
      slug: 'nordic',
      imageUrl: 'uploads/nordic.webp',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const again = await send(adminCollections, 'POST', '/', { categorySlug: 'interior', name: 'N', slug: 'nordic' });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ errors: { slug: ['This slug is already used'] } });

    expect((await send(adminCollectionsItem, 'PUT', '/', { name: 'Nordic Light', imageUrl: '' }, { id })).status).toBe(
      200,
    );
    const row = await getDb().selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Nordic Light', slug: 'nordic', image_url: null });

    const door = await send(products, 'POST', '/', {
      name: 'Nordic Pine',
      basePriceCents: 50_000,
      categorySlug: 'interior',
      collectionId: id,
    });
    expect(door.status).toBe(201);
    expect((await send(adminCollectionsItem, 'DELETE', '/', undefined, { id })).status).toBe(200);
    expect(await listed('slug=nordic-pine')).toEqual([]);
    expect((await send(adminCollectionsItem, 'DELETE', '/', undefined, { id })).status).toBe(404);
  });

  it.each([
    [{ categorySlug: 'interior', name: ' ', slug: 'x' }, 'name'],
    [{ categorySlug: 'interior', name: 'X', slug: 'Not A Slug' }, 'slug'],
    [{ categorySlug: 'concealed', name: 'X', slug: 'x' }, 'categorySlug'],
    [{ categorySlug: 'interior', name: 'X', slug: 'x', imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
  ])('refuses %o with 422 naming %s', async (body, field) => {
    const response = await send(adminCollections, 'POST', '/', body);
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toContain(field);
  });

  it("keeps its picture's focal point, as read back by the public list; an edit without one keeps it", async () => {
    const collectionsOf = async () =>
      (await (await call(collections, 'GET', '/api/collections?categorySlug=interior')).json()) as Collection[];
    const created = await send(adminCollections, 'POST', '/', {
      categorySlug: 'interior',
      name: 'Fjord',
      slug: 'fjord',
      imageUrl: '/uploads/fjord.webp',
      imageFocus: { x: 30, y: 70 },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await collectionsOf()).find((c) => c.id === id)?.imageFocus).toEqual({ x: 30, y: 70 });
    expect((await send(adminCollectionsItem, 'PUT', '/', { name: 'Fjord Light' }, { id })).status).toBe(200);
    expect((await collectionsOf()).find((c) => c.id === id)).toMatchObject({
      name: 'Fjord Light',
      imageFocus: { x: 30, y: 70 },
    });
    expect((await send(adminCollectionsItem, 'PUT', '/', { imageFocus: { x: 0, y: 100 } }, { id })).status).toBe(200);
    expect((await collectionsOf()).find((c) => c.id === id)?.imageFocus).toEqual({ x: 0, y: 100 });
    expect((await send(adminCollectionsItem, 'PUT', '/', { imageFocus: null }, { id })).status).toBe(200);
    expect((await collectionsOf()).find((c) => c.id === id)?.imageFocus).toBeNull();
    expect((await send(adminCollectionsItem, 'DELETE', '/', undefined, { id })).status).toBe(200);
  });

  it.each([
    [{ x: 101, y: 50 }, 'imageFocus.x'],
    [{ x: 50, y: 12.5 }, 'imageFocus.y'],
    [{ x: 50 }, 'imageFocus.y'],
    ['50% 50%', 'imageFocus'],
  ])('refuses the focal point %o with 422 naming %s, and stores nothing', async (imageFocus, field) => {
    const response = await send(adminCollections, 'POST', '/', {
      categorySlug: 'interior',
      name: 'Bad focus',
      slug: 'bad-focus',
      imageUrl: '/uploads/x.webp',
      imageFocus,
    });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toContain(field);
    expect(await getDb().selectFrom('collections').select('id').where('slug', '=', 'bad-focus').execute()).toEqual([]);
  });

  it('answers 422 to an id that is not a UUID and 404 to an unknown one', async () => {
    expect((await send(adminCollectionsItem, 'PUT', '/', { name: 'X' }, { id: 'abc' })).status).toBe(422);
    expect(
      (await send(adminCollectionsItem, 'PUT', '/', { name: 'X' }, { id: '00000000-0000-4000-8000-000000000000' }))
        .status,
    ).toBe(404);
  });
});

describe('doors', () => {
  it('creates an interior door with a slug from its name, edits it keeping the slug, switches it off and deletes it', async () => {
    const classic = await getDb()
      .selectFrom('collections')
      .select('id')
      .where('slug', '=', 'classic')
      .executeTakeFirstOrThrow();
    const created = await send(products, 'POST', '/', {
      name: 'Crème Panel №7',
      basePriceCents: 61_250,
      description: 'Four panels',
      categorySlug: 'interior',
      collectionId: classic.id,
    });
    expect(created.status).toBe(201);
    const { id, slug } = (await created.json()) as { id: string; slug: string };
    expect(slug).toBe('creme-panel-no7');
    expect((await listed('slug=creme-panel-no7'))[0]).toMatchObject({
      name: 'Crème Panel №7',
      basePriceCents: 61_250,
      collectionSlug: 'classic',
    });

    expect((await send(productsItem, 'PUT', '/', { name: 'Crème Panel Eight', isActive: false }, { id })).status).toBe(
      200,
    );
    expect(await listed('slug=creme-panel-no7')).toEqual([]); // inactive: hidden from visitors
    const row = await getDb().selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Crème Panel Eight', slug: 'creme-panel-no7', is_active: false });

    expect((await send(productsItem, 'DELETE', '/', undefined, { id })).status).toBe(200);
    expect((await send(productsItem, 'DELETE', '/', undefined, { id })).status).toBe(404);
  });

  it('creates a concealed door with its door type and refuses a collection for it', async () => {
    const ok = await send(products, 'POST', '/', {
      name: 'Concealed Tall',
      basePriceCents: 99_000,
      categorySlug: 'concealed',
      doorType: 'BUDGET',
    });
    expect(ok.status).toBe(201);
    expect((await listed('slug=concealed-tall'))[0]?.doorType).toBe('BUDGET');
    const classic = await getDb()
      .selectFrom('collections')
      .select('id')
      .where('slug', '=', 'classic')
      .executeTakeFirstOrThrow();
    const wrong = await send(products, 'POST', '/', {
      name: 'Y',
      basePriceCents: 1,
      categorySlug: 'concealed',
      collectionId: classic.id,
    });
    expect(wrong.status).toBe(422);
  });

  it.each([
    [{ basePriceCents: 100, categorySlug: 'interior' }, 'name'],
    [{ name: 'X', basePriceCents: -1, categorySlug: 'concealed' }, 'basePriceCents'],
    [{ name: 'X', basePriceCents: 10.5, categorySlug: 'concealed' }, 'basePriceCents'],
    [{ name: 'X', basePriceCents: 100, categorySlug: 'interior' }, 'collectionId'],
    [{ name: 'X', basePriceCents: 100 }, 'categorySlug'],
    [{ name: 'X', basePriceCents: 100, categorySlug: 'concealed', doorType: 'LUXURY' }, 'doorType'],
  ])('refuses %o with 422 naming %s', async (body, field) => {
    const response = await send(products, 'POST', '/', body);
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toContain(field);
  });

  it('refuses a slug that is taken', async () => {
    const response = await send(products, 'POST', '/', {
      name: 'Classic Oak',
      basePriceCents: 1,
      categorySlug: 'concealed',
    });
    expect(response.status).toBe(422);
  });
});

describe('portfolio', () => {
  it('adds, edits and deletes an item', async () => {
    const created = await send(portfolio, 'POST', '/', {
      name: 'Garden room',
      coverUrl: '/uploads/garden.webp',
      albumUrls: ['https://cdn.example.com/a.jpg', 'uploads/b.webp'],
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const items = (await (await call(portfolio, 'GET', '/')).json()) as {
      id: string;
      name: string;
      albumUrls: string[];
    }[];
    expect(items.at(-1)).toMatchObject({
      id,
      name: 'Garden room',
      albumUrls: ['https://cdn.example.com/a.jpg', 'uploads/b.webp'],
    });
    expect(
      (
        await send(
          portfolioItem,
          'PUT',
          '/',
          { name: 'Garden studio', coverUrl: '/uploads/g.webp', albumUrls: [] },
          { id },
        )
      ).status,
    ).toBe(200);
    expect((await send(portfolioItem, 'DELETE', '/', undefined, { id })).status).toBe(200);
    expect((await send(portfolioItem, 'DELETE', '/', undefined, { id })).status).toBe(404);
  });

  it("keeps its cover's focal point; a PUT, which replaces the item whole, without one sets none", async () => {
    const itemOf = async (id: string) =>
      ((await (await call(portfolio, 'GET', '/')).json()) as PortfolioItem[]).find((item) => item.id === id);
    const created = await send(portfolio, 'POST', '/', {
      name: 'Attic desk',
      coverUrl: '/uploads/attic.webp',
      coverFocus: { x: 65, y: 40 },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await itemOf(id)).toMatchObject({ coverUrl: '/uploads/attic.webp', coverFocus: { x: 65, y: 40 } });
    const edit = { name: 'Attic desk', coverUrl: '/uploads/attic.webp', albumUrls: [] };
    expect((await send(portfolioItem, 'PUT', '/', { ...edit, coverFocus: { x: 10, y: 90 } }, { id })).status).toBe(200);
    expect((await itemOf(id))?.coverFocus).toEqual({ x: 10, y: 90 });
    expect((await send(portfolioItem, 'PUT', '/', edit, { id })).status).toBe(200);
    expect((await itemOf(id))?.coverFocus).toBeNull();
    const refused = await send(portfolioItem, 'PUT', '/', { ...edit, coverFocus: { x: -1, y: 0 } }, { id });
    expect(refused.status).toBe(422);
    expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual(['coverFocus.x']);
    expect((await send(portfolioItem, 'DELETE', '/', undefined, { id })).status).toBe(200);
  });

  it('refuses an item without a name or a cover, or with a script address', async () => {
    expect((await send(portfolio, 'POST', '/', { name: '', coverUrl: '/uploads/x.webp' })).status).toBe(422);
    expect((await send(portfolio, 'POST', '/', { name: 'X' })).status).toBe(422);
    expect((await send(portfolio, 'POST', '/', { name: 'X', coverUrl: 'javascript:alert(1)' })).status).toBe(422);
  });

  it.each(['/uploads/../../x', 'uploads/a/../../.env', '/uploads/%2e%2e/%2e%2e/x', '/uploads/./a.webp'])(
    'refuses the image path %s: no dot segments, plain or encoded',
    async (coverUrl) => {
      const response = await send(portfolio, 'POST', '/', { name: 'X', coverUrl, albumUrls: [coverUrl] });
      expect(response.status).toBe(422);
      expect(Object.keys(((await response.json()) as { errors: object }).errors).sort()).toEqual([
        'albumUrls.0',
        'coverUrl',
      ]);
    },
  );
});

describe('GET /api/admin/stats', () => {
  it('counts what is not delivered yet and follows new enquiries', async () => {
    const before = (await (await send(adminStats, 'GET', '/')).json()) as { undelivered: Record<string, number> };
    expect(Object.keys(before.undelivered).sort()).toEqual(['doorQuotes', 'furniture', 'general']);
    const response = await call(contact, 'POST', '/api/contact/furniture', {
      body: { name: 'Stats', phone: '+380501112233', message: 'Wardrobe', ...humanGuard() },
      params: { type: 'furniture' },
      ip: nextIp(),
    });
    expect(response.status).toBe(201);
    const after = (await (await send(adminStats, 'GET', '/')).json()) as { undelivered: Record<string, number> };
    expect(after.undelivered.furniture).toBe((before.undelivered.furniture ?? 0) + 1);
    expect(after.undelivered.general).toBe(before.undelivered.general);
  });
});
