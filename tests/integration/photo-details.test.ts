// A door's photo details (docs/product.md#door-pages, migration 0036) on the real database: the back office sends each
// photo's finish and focal point with the door; the public read gives back those of the door's photos now, with the
// blurred placeholder its upload made; bad settings are refused with 422 naming the field, never stored.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import products from '../../netlify/functions/products.ts';
import productsItem from '../../netlify/functions/products-item.ts';
import upload from '../../netlify/functions/upload.ts';
import { getDb } from '../../src/server/db.ts';
import { managerCalls, publicDoor } from './catalogue-calls.ts';

const send = managerCalls();

/** A photo uploaded as the back office uploads one: its address. */
async function uploaded(colour: string): Promise<string> {
  const bytes = await sharp({ create: { width: 300, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const response = await send(
    upload,
    'POST',
    bytes,
    {},
    {
      path: '/api/upload?filename=door.jpg',
      headers: { 'x-requested-with': 'fetch', 'content-type': 'image/jpeg' },
    },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

describe("a door's photo details through the API", () => {
  it('stores finishes and focal points, gives back those of its photos now, each upload with its placeholder', async () => {
    const [main, two, three] = [await uploaded('#6b4a33'), await uploaded('#5b4636'), await uploaded('#b0834f')];
    const created = await send(products, 'POST', {
      name: 'Detailed Door',
      basePriceCents: 80_000,
      categorySlug: 'concealed',
      imageUrl: main,
      photoUrls: [two, three],
      photoDetails: {
        [main]: { focus: { x: 40, y: 60 } },
        [two]: { finish: 'smoked-oak', focus: null },
        [three]: { finish: null },
      },
    });
    expect(created.status).toBe(201);
    const { id, slug } = (await created.json()) as { id: string; slug: string };

    const door = await publicDoor(slug);
    expect(Object.keys(door?.photoDetails ?? {}).sort()).toEqual([main, three, two].sort());
    expect(door?.photoDetails[main]).toMatchObject({ focus: { x: 40, y: 60 } });
    expect(door?.photoDetails[two]).toMatchObject({ finish: 'smoked-oak' });
    expect(door?.photoDetails[two]).not.toHaveProperty('focus');
    // Every upload's placeholder: a WebP of at most 16 px a side, some hundred characters.
    for (const url of [main, two, three]) {
      const placeholder = door?.photoDetails[url]?.placeholder;
      expect(placeholder?.src).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
      expect(placeholder?.src.length).toBeLessThan(400);
      const meta = await sharp(Buffer.from(placeholder?.src.split(',')[1] ?? '', 'base64')).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 12, 16]);
      expect([placeholder?.width, placeholder?.height]).toEqual([12, 16]);
    }

    // A photo removed takes its details with it; an edit that leaves them out keeps them.
    expect((await send(productsItem, 'PUT', { photoUrls: [three] }, { id })).status).toBe(200);
    expect((await publicDoor(slug))?.photoDetails[two]).toBeUndefined();
    expect((await send(productsItem, 'PUT', { photoUrls: [two, three] }, { id })).status).toBe(200);
    expect((await publicDoor(slug))?.photoDetails[two]).toMatchObject({ finish: 'smoked-oak' });

    // Sent again: exactly what is sent (the main photo's focal point put back in the middle by leaving it out).
    const edited = await send(productsItem, 'PUT', { photoDetails: { [three]: { finish: 'oak' } } }, { id });
    expect(edited.status).toBe(200);
    const after = await publicDoor(slug);
    expect(after?.photoDetails[main]).not.toHaveProperty('focus');
    expect(after?.photoDetails[two]).not.toHaveProperty('finish');
    expect(after?.photoDetails[three]).toMatchObject({ finish: 'oak' });
  });

  it.each([
    [{ '/uploads/a.webp': { focus: { x: 101, y: 0 } } }, 'photoDetails./uploads/a.webp.focus.x'],
    [{ '/uploads/a.webp': { focus: { x: 2.5, y: 0 } } }, 'photoDetails./uploads/a.webp.focus.x'],
    [{ '/uploads/a.webp': { focus: { x: 50 } } }, 'photoDetails./uploads/a.webp.focus.y'],
    [{ '/uploads/a.webp': { finish: '<script>' } }, 'photoDetails./uploads/a.webp.finish'],
    [{ '/uploads/a.webp': { placeholder: 'data:image/webp;base64,AA' } }, 'photoDetails./uploads/a.webp'],
    [{ 'javascript:alert(1)': { finish: 'oak' } }, 'photoDetails.javascript:alert(1)'],
    [
      Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`/uploads/${i}.webp`, { finish: 'oak' }])),
      'photoDetails',
    ],
    [['/uploads/a.webp'], 'photoDetails'],
  ])('refuses %j with 422 on %s and keeps what was stored', async (photoDetails, field) => {
    const door = await publicDoor('classic-oak');
    if (!door) throw new Error('no seed door');
    const response = await send(productsItem, 'PUT', { photoDetails }, { id: door.id });
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual([field]);
    expect((await publicDoor('classic-oak'))?.photoDetails).toEqual(door.photoDetails);
  });

  it('is refused by the database as anything but an object', async () => {
    const db = getDb();
    const write = (value: string) =>
      db.updateTable('products').set({ photo_details: value }).where('slug', '=', 'classic-walnut').execute();
    await expect(write('[]')).rejects.toThrow();
    await expect(write('"x"')).rejects.toThrow();
  });
});
