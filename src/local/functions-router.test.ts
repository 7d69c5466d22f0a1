import { describe, expect, it } from 'vitest';
import { API_CSP } from '../server/security-headers.ts';
import { type FunctionModule, routeToFunction } from './functions-router.ts';

const echo: FunctionModule = {
  default: (req, context) => Response.json({ method: req.method, params: context.params }),
  config: { path: '/api/items/:id', method: ['GET', 'PUT'] },
};
const list: FunctionModule = {
  default: () => Response.json({ list: true }),
  config: { path: ['/api/items', '/api/things'], method: 'GET' },
};

describe('routeToFunction', () => {
  it('matches config.path with URLPattern and passes path parameters', async () => {
    const response = await routeToFunction(new Request('http://x/api/items/42', { method: 'PUT' }), [list, echo]);
    expect(await response?.json()).toEqual({ method: 'PUT', params: { id: '42' } });
    const other = await routeToFunction(new Request('http://x/api/things'), [list, echo]);
    expect(await other?.json()).toEqual({ list: true });
  });

  it('answers 405 for a known path with another method, and leaves unknown paths to the pages', async () => {
    const response = await routeToFunction(new Request('http://x/api/items/1', { method: 'DELETE' }), [list, echo]);
    expect(response?.status).toBe(405);
    expect(await routeToFunction(new Request('http://x/about'), [list, echo])).toBeUndefined();
  });

  it('answers an unknown /api/ path 404 in JSON (a POST to one used to hang in dev), with the security headers', async () => {
    const post = new Request('http://x/api/no-such-thing', { method: 'POST', body: '{}' });
    const notFound = await routeToFunction(post, [list, echo]);
    expect(notFound?.status).toBe(404);
    expect(await notFound?.json()).toEqual({ error: 'Not found' });
    const notAllowed = await routeToFunction(new Request('http://x/api/items', { method: 'POST' }), [list, echo]);
    for (const response of [notFound, notAllowed]) {
      expect(response?.headers.get('content-security-policy')).toBe(API_CSP);
      expect(response?.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
