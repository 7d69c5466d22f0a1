import { describe, expect, it } from 'vitest';
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
});
