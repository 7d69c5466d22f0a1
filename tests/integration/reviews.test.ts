// Customers' reviews in the back office (docs/product.md#reviews): added, listed newest first with the door they name,
// replaced, deleted; a refused review (no words, six stars, a day to come, a door that does not exist) is a 422 at its
// field and changes nothing; every edit marks the site for publishing; admins only.
import { beforeAll, describe, expect, it } from 'vitest';
import adminReviews from '../../netlify/functions/admin-reviews.ts';
import { addDays } from '../../src/features/bookings/shop-time.ts';
import type { Review } from '../../src/features/reviews/schema.ts';
import { shopToday } from '../../src/lib/shop-day.ts';
import { getDb } from '../../src/server/db.ts';
import { call, signIn } from '../helpers.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = { cookie }) => {
  const id = /^\/api\/admin\/reviews\/(.+)$/.exec(path)?.[1];
  // A write without a JSON body says it comes from the site's own script (the CSRF check).
  return call(adminReviews, method, path, {
    headers: body === undefined && method !== 'GET' ? { ...headers, 'x-requested-with': 'fetch' } : headers,
    ...(body === undefined ? {} : { body }),
    ...(id ? { params: { id } } : {}),
  });
};
const list = async () => (await (await send('GET', '/api/admin/reviews')).json()) as Review[];
const changedAt = async () =>
  (await getDb().selectFrom('site_publishing').select('catalogue_changed_at').executeTakeFirstOrThrow())
    .catalogue_changed_at;

describe('customers’ reviews', () => {
  it('refuses a visitor without a session', async () => {
    expect((await send('GET', '/api/admin/reviews', undefined, {})).status).toBe(401);
    expect((await send('POST', '/api/admin/reviews', {}, {})).status).toBe(401);
  });

  it('adds, lists newest first with the door, replaces and deletes; each marks the site for publishing', async () => {
    const door = await getDb()
      .selectFrom('products')
      .select(['id', 'slug'])
      .where('slug', '=', 'classic-oak')
      .executeTakeFirstOrThrow();
    const before = await changedAt();
    const older = await send('POST', '/api/admin/reviews', {
      author: 'Ірина',
      city: 'Київ',
      body: 'Двері чудові.\r\nДякуємо!',
      lang: 'uk',
      rating: 5,
      reviewedOn: '2026-05-02',
      productId: door.id,
      photoUrls: ['/uploads/11111111-1111-4111-8111-111111111111.jpg'],
    });
    expect(older.status, await older.clone().text()).toBe(201);
    const newer = await send('POST', '/api/admin/reviews', {
      author: 'John',
      body: 'Measured, made and fitted on time.',
      lang: 'en',
      rating: 4,
      reviewedOn: '2026-06-10',
    });
    expect(newer.status).toBe(201);
    expect((await changedAt())?.getTime()).not.toBe(before?.getTime());

    const [first, second] = await list();
    expect(first).toMatchObject({ author: 'John', city: null, product: null, productId: null, rating: 4 });
    expect(second).toMatchObject({
      author: 'Ірина',
      city: 'Київ',
      body: 'Двері чудові.\nДякуємо!',
      reviewedOn: '2026-05-02',
      product: { slug: 'classic-oak', categorySlug: 'interior' },
    });

    const { id } = (await older.json()) as { id: string };
    const replaced = await send('PUT', `/api/admin/reviews/${id}`, {
      author: 'Ірина К.',
      body: 'Двері чудові.',
      lang: 'uk',
      rating: 5,
      reviewedOn: '2026-05-02',
      productId: null,
    });
    expect(replaced.status).toBe(200);
    expect((await list()).find((r) => r.id === id)).toMatchObject({ author: 'Ірина К.', product: null, photoUrls: [] });
    expect((await send('DELETE', `/api/admin/reviews/${id}`)).status).toBe(200);
    expect((await send('DELETE', `/api/admin/reviews/${id}`)).status).toBe(404);
    expect((await list()).map((r) => r.author)).toEqual(['John']);
  });

  it('answers 422 at the field and stores nothing for a bad review', async () => {
    const count = (await list()).length;
    const good = { author: 'A', body: 'B', lang: 'en', rating: 5, reviewedOn: '2026-01-01' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, body: '  ' }, 'body'],
      [{ ...good, rating: 6 }, 'rating'],
      [{ ...good, reviewedOn: '2099-01-01' }, 'reviewedOn'],
      // Tomorrow in Kyiv is a day to come, whatever the server's own zone.
      [{ ...good, reviewedOn: addDays(shopToday(), 1) }, 'reviewedOn'],
      [{ ...good, photoUrls: ['https://elsewhere.example/p.jpg'] }, 'photoUrls.0'],
      [{ ...good, productId: '00000000-0000-4000-8000-000000000000' }, 'productId'],
      [
        {
          ...good,
          photoUrls: Array.from({ length: 7 }, (_, i) => `/uploads/1111111${i}-1111-4111-8111-111111111111.jpg`),
        },
        'photoUrls',
      ],
    ];
    for (const [body, field] of cases) {
      const refused = await send('POST', '/api/admin/reviews', body);
      expect(refused.status, field).toBe(422);
      expect(Object.keys(((await refused.json()) as { errors: Record<string, string[]> }).errors)).toContain(field);
    }
    expect((await list()).length).toBe(count);
  });
});
