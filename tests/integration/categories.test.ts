import { describe, expect, it } from 'vitest';
import categories from '../../netlify/functions/categories.ts';
import { call } from '../helpers.ts';

describe('GET /api/categories', () => {
  it('lists the seeded categories, interior first', async () => {
    const response = await call(categories, 'GET', '/api/categories');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { id: string; slug: string }[];
    expect(body.map((c) => c.slug)).toEqual(['interior', 'concealed']);
    for (const category of body) expect(category.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
