// Every admin path renews an older session cookie, including those of routes that are partly public (products,
// portfolio): the renewed cookie rides on the answer whatever the route.
import { describe, expect, it } from 'vitest';
import adminStats from '../../netlify/functions/admin-stats.ts';
import portfolio from '../../netlify/functions/portfolio.ts';
import products from '../../netlify/functions/products.ts';
import { issueToken } from '../../src/server/session.ts';
import { call, signIn } from '../helpers.ts';

/** A cookie issued ten minutes ago: past the renewal threshold, well inside the idle window. */
async function olderCookie(): Promise<string> {
  const { userId } = await signIn();
  const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
  return `session=${await issueToken({ id: userId, sessionVersion: 1 }, tenMinutesAgo, tenMinutesAgo)}`;
}

const renewed = (response: Response) => response.headers.get('set-cookie') ?? '';

describe('session renewal on admin paths', () => {
  it('GET /api/products?includeInactive=true renews the cookie', async () => {
    const response = await call(products, 'GET', '/api/products?includeInactive=true', {
      headers: { cookie: await olderCookie() },
    });
    expect(response.status).toBe(200);
    expect(renewed(response)).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Strict/);
  });

  it('POST /api/products and POST /api/furniture/portfolio renew it too', async () => {
    const cookie = await olderCookie();
    const door = await call(products, 'POST', '/api/products', {
      headers: { cookie },
      body: { categorySlug: 'concealed', name: 'Renewal door', basePriceCents: 10_000, isActive: false },
    });
    expect(door.status).toBe(201);
    expect(renewed(door)).toMatch(/^session=/);
    const item = await call(portfolio, 'POST', '/api/furniture/portfolio', {
      headers: { cookie },
      body: { name: 'Renewal wardrobe', coverUrl: '/uploads/renewal.webp' },
    });
    expect(item.status).toBe(201);
    expect(renewed(item)).toMatch(/^session=/);
  });

  it('the public list and a fresh cookie set none', async () => {
    expect(renewed(await call(products, 'GET', '/api/products'))).toBe('');
    const { cookie } = await signIn();
    const response = await call(adminStats, 'GET', '/api/admin/stats', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(renewed(response)).toBe('');
  });
});
