// The manager puts a collection's doors in the order the site shows (docs/product.md#catalogue-order): Move up on a
// card moves it at once, by keyboard too, and the public API lists the doors in that order. Works on a collection of
// its own, deleted at the end, so other specs never see a changed order.
import { expect, expectAccessible, signIn, test, waitForHydration } from './fixtures.ts';

const csrf = { 'x-requested-with': 'fetch' };

test('move a door up in its collection', async ({ page }) => {
  await signIn(page);
  const suffix = `${test.info().project.name}-${Date.now().toString(36)}`;
  const slug = `order-${suffix}`;
  const collection = await page.request.post('/api/admin/collections', {
    headers: csrf,
    data: { categorySlug: 'interior', nameEn: `Order ${suffix}`, slug },
  });
  expect(collection.status()).toBe(201);
  const { id: collectionId } = (await collection.json()) as { id: string };
  for (const name of ['Alder', 'Birch', 'Cedar']) {
    const door = await page.request.post('/api/products', {
      headers: csrf,
      data: { nameEn: `${name} ${suffix}`, basePriceCents: 40_000, categorySlug: 'interior', collectionId },
    });
    expect(door.status()).toBe(201);
  }
  const publicOrder = async () =>
    ((await (await page.request.get(`/api/products?collection=${slug}`)).json()) as { name: string }[]).map((d) =>
      d.name.replace(` ${suffix}`, ''),
    );
  // New doors go last.
  expect(await publicOrder()).toEqual(['Alder', 'Birch', 'Cedar']);

  try {
    await page.goto(`/admin/interior-doors/${slug}`);
    await waitForHydration(page);
    const cards = page.getByTestId('admin-doors').locator('li h3');
    await expect(cards).toHaveText([`Alder ${suffix}`, `Birch ${suffix}`, `Cedar ${suffix}`]);
    await expect(page.getByRole('button', { name: `Move Alder ${suffix} up` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: `Move Cedar ${suffix} up` }).click();
    await expect(cards).toHaveText([`Alder ${suffix}`, `Cedar ${suffix}`, `Birch ${suffix}`]);
    // The button keeps focus as its card moves: Enter moves it again.
    await page.keyboard.press('Enter');
    await expect(cards).toHaveText([`Cedar ${suffix}`, `Alder ${suffix}`, `Birch ${suffix}`]);
    await expect.poll(publicOrder).toEqual(['Cedar', 'Alder', 'Birch']);
    await page.reload();
    await waitForHydration(page);
    await expect(cards).toHaveText([`Cedar ${suffix}`, `Alder ${suffix}`, `Birch ${suffix}`]);
  } finally {
    await page.request.delete(`/api/admin/collections/${collectionId}`, { headers: csrf });
  }
});
