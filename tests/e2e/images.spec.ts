// Responsive pictures (docs/product.md#images): an uploaded photo shown as a product card shows it (srcset and sizes
// from responsiveImage) makes the browser fetch one width from the Image CDN, in a modern format, never the original;
// the local /.netlify/images (scripts/serve.ts) refuses what Netlify's would. On desktop and on a phone: each picks
// the width its screen needs.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { CARD_SIZES, IMAGE_WIDTHS, responsiveImage } from '../../src/lib/images.ts';
import { expect, signIn, test } from './fixtures.ts';

const csrf = { 'x-requested-with': 'fetch' };

/** A real 2000 × 1500 JPEG, uploaded through the back office's upload endpoint; its /uploads/ address. */
async function uploadPhoto(page: Page): Promise<string> {
  const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#a8763e' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500"><rect x="500" y="200" width="1000" height="1100" fill="#3b2a1a"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  const response = await page.request.post('/api/upload?filename=door.jpg', {
    headers: { ...csrf, 'content-type': 'image/jpeg' },
    data: photo,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

test('an uploaded photo reaches the browser in the width it shows, as AVIF', async ({ page }) => {
  await signIn(page);
  const url = await uploadPhoto(page);
  const image = responsiveImage(url, CARD_SIZES, IMAGE_WIDTHS);
  expect(image.srcset).toContain('/.netlify/images?url=');

  await page.goto('/interior-doors/classic/');
  // The uploaded photo's answer (the listing's own seed photos come through the Image CDN too).
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).searchParams.get('url') === url && response.url().includes('/.netlify/images?'),
  );
  // A card's picture as ProductCard.astro renders it, in the listing's grid, so `sizes` means what it means there.
  const shown = await page.evaluate(async ({ src, srcset, sizes }) => {
    const grid = document.querySelector('[data-testid="product-list"]');
    const item = document.createElement('li');
    const img = document.createElement('img');
    img.alt = '';
    img.width = 600;
    img.height = 800;
    img.className = 'aspect-[3/4] w-full object-cover';
    img.sizes = sizes ?? '';
    img.srcset = srcset ?? '';
    img.src = src;
    item.append(img);
    (grid ?? document.body).prepend(item);
    await img.decode();
    // The slot CARD_SIZES names at this window's width (1rem = 16 px), in device pixels.
    const slot =
      innerWidth >= 1280
        ? 384
        : innerWidth >= 1024
          ? innerWidth * 0.3333 - 2.67 * 16
          : innerWidth >= 768
            ? innerWidth / 2 - 48
            : innerWidth >= 640
              ? innerWidth / 2 - 36
              : innerWidth - 40;
    return { currentSrc: img.currentSrc, naturalWidth: img.naturalWidth, needed: slot * devicePixelRatio };
  }, image);
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/avif');

  const requested = Number(new URL(shown.currentSrc).searchParams.get('w'));
  const offered = (image.srcset ?? '').split(',').map((candidate) => Number(candidate.split(' ')[1]?.slice(0, -1)));
  // One of the offered widths, never more than the narrowest that covers the slot at the screen's density (the browser
  // may take the one below when it is close), and exactly that width arrived: not the 2000 px original.
  expect(offered).toContain(requested);
  expect(requested).toBeLessThanOrEqual(offered.find((w) => w >= shown.needed) ?? Math.max(...offered));
  // What arrived is that width (naturalWidth is in CSS pixels: the width over the candidate's density, the slot's).
  expect(response.url()).toBe(shown.currentSrc);
  expect((await sharp(await response.body()).metadata()).width).toBe(requested);
  expect(shown.naturalWidth).toBe(Math.round(shown.needed / (await page.evaluate(() => devicePixelRatio))));
});

test('the local Image CDN keeps to same-site uploads and sane sizes', async ({ page }) => {
  await signIn(page);
  const url = encodeURIComponent(await uploadPhoto(page));
  const get = (query: string, accept = 'image/webp,*/*') =>
    page.request.get(`/.netlify/images?${query}`, { headers: { accept } });

  const webp = await get(`url=${url}&w=300`);
  expect(webp.status()).toBe(200);
  expect(webp.headers()['content-type']).toBe('image/webp');
  expect(webp.headers().vary).toBe('Accept');
  expect((await sharp(await webp.body()).metadata()).width).toBe(300);

  const share = await get(`url=${url}&w=1200&h=630&fit=cover`, '*/*');
  expect(share.headers()['content-type']).toBe('image/jpeg');
  const meta = await sharp(await share.body()).metadata();
  expect([meta.width, meta.height]).toEqual([1200, 630]);

  const again = await get(`url=${url}&w=300`, 'image/webp');
  expect(again.headers().etag).toBe(webp.headers().etag);
  const revalidated = await page.request.get(`/.netlify/images?url=${url}&w=300`, {
    headers: { accept: 'image/webp', 'if-none-match': webp.headers().etag ?? '' },
  });
  expect(revalidated.status()).toBe(304);

  for (const bad of [
    'url=https%3A%2F%2Fevil.example%2Fa.jpg&w=300',
    `url=${url}&w=0`,
    `url=${url}&w=99999`,
    'url=%2Fplaceholder.svg',
    'url=%2Fuploads%2Fdoor.svg',
    'url=%2Fpackage.json',
    'w=300',
  ]) {
    expect((await get(bad)).status(), bad).toBe(400);
  }
  expect((await get('url=%2Fuploads%2F0f8fad5b-d9cb-469f-a165-70867728950e.jpg')).status()).toBe(404);
});
