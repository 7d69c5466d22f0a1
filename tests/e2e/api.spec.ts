import { expect, test } from './fixtures.ts';

test('the API answers through the same server as the pages', async ({ request }) => {
  const response = await request.get('/api/categories');
  expect(response.status()).toBe(200);
  expect((await response.json()).map((c: { slug: string }) => c.slug)).toEqual(['interior', 'concealed']);
});
