import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUpload } from '../features/uploads/uploads.server.ts';
import { imageCdn, isImageCdnPath, negotiateFormat, siteUploads } from './image-cdn.ts';
import { type LocalBlobs, startLocalBlobs } from './local-blobs.ts';

let root: string;
let photo: Buffer;
let loads = 0;
let blobs: LocalBlobs | undefined;

beforeAll(async () => {
  // A real 1200 × 800 JPEG with some detail, as a seed picture in a site folder.
  photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 170, g: 120, b: 60 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><circle cx="600" cy="400" r="300" fill="#235"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  root = mkdtempSync(join(tmpdir(), 'image-cdn-'));
  mkdirSync(join(root, 'uploads/seed'), { recursive: true });
  writeFileSync(join(root, 'uploads/seed/door.jpg'), photo);
  writeFileSync(join(root, 'uploads/seed/door.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'uploads/seed/fake.jpg'), 'not a picture at all');
  blobs = await startLocalBlobs(join(root, 'blobs'));
});
afterAll(async () => {
  await blobs?.stop();
  rmSync(root, { recursive: true, force: true });
});

const cdn = () => {
  const load = siteUploads(root);
  return imageCdn(async (path) => {
    loads += 1;
    return load(path);
  });
};
const get = (handler: ReturnType<typeof imageCdn>, query: string, headers: Record<string, string> = {}) =>
  handler(new Request(`http://localhost/.netlify/images?${query}`, { headers }));
const sizeOf = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

describe('the local Image CDN (docs/product.md#images)', () => {
  it('resizes to the requested width in AVIF for a browser that takes it', async () => {
    const response = await get(cdn(), 'url=%2Fuploads%2Fseed%2Fdoor.jpg&w=320', {
      accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const meta = await sizeOf(response);
    expect(meta.format).toBe('heif');
    expect([meta.width, meta.height]).toEqual([320, 213]);
  });

  it('answers WebP, then the source format, by Accept; fm wins', async () => {
    const handler = cdn();
    const webp = await get(handler, 'url=/uploads/seed/door.jpg&w=480', { accept: 'image/webp,*/*' });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sizeOf(webp)).width).toBe(480);
    const jpeg = await get(handler, 'url=/uploads/seed/door.jpg&w=480', { accept: '*/*' });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const png = await get(handler, 'url=/uploads/seed/door.jpg&w=100&fm=png', { accept: 'image/avif' });
    expect(png.headers.get('content-type')).toBe('image/png');
    expect((await sizeOf(png)).format).toBe('png');
  });

  it('never enlarges, and crops to fill with fit=cover', async () => {
    const handler = cdn();
    const wide = await get(handler, 'url=/uploads/seed/door.jpg&w=4000&fm=webp');
    expect((await sizeOf(wide)).width).toBe(1200);
    const share = await sizeOf(await get(handler, 'url=/uploads/seed/door.jpg&w=1200&h=630&fit=cover&fm=jpg'));
    expect([share.width, share.height]).toEqual([1200, 630]);
    const box = await sizeOf(await get(handler, 'url=/uploads/seed/door.jpg&w=300&h=300&fm=jpg'));
    expect([box.width, box.height]).toEqual([300, 200]);
  });

  it('serves a repeat from memory, and a revalidation with 304', async () => {
    const handler = cdn();
    const first = await get(handler, 'url=/uploads/seed/door.jpg&w=640&fm=webp');
    const body = Buffer.from(await first.arrayBuffer());
    const started = performance.now();
    const again = await get(handler, 'url=/uploads/seed/door.jpg&w=640&fm=webp');
    expect(performance.now() - started).toBeLessThan(50);
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const revalidated = await get(handler, 'url=/uploads/seed/door.jpg&w=640&fm=webp', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it.each([
    ['no url', 'w=100'],
    ['another site', 'url=https%3A%2F%2Fevil.example%2Fa.jpg&w=100'],
    ['protocol-relative', 'url=%2F%2Fevil.example%2Fa.jpg'],
    ['not under uploads', 'url=/og-image.png'],
    ['climbing out', 'url=/uploads/../package.json'],
    ['encoded climb', 'url=/uploads/%252e%252e/x.jpg'],
    ['an SVG', 'url=/uploads/seed/door.svg'],
    ['width 0', 'url=/uploads/seed/door.jpg&w=0'],
    ['width too large', 'url=/uploads/seed/door.jpg&w=4001'],
    ['width not a number', 'url=/uploads/seed/door.jpg&w=abc'],
    ['fractional height', 'url=/uploads/seed/door.jpg&h=1.5'],
    ['unknown fit', 'url=/uploads/seed/door.jpg&fit=stretch'],
    ['unknown format', 'url=/uploads/seed/door.jpg&fm=gif'],
    ['quality 0', 'url=/uploads/seed/door.jpg&q=0'],
    ['not a picture', 'url=/uploads/seed/fake.jpg&w=10'],
  ])('refuses %s with 400', async (_name, query) => {
    const response = await get(cdn(), query);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('serves an uploaded picture from the uploads store', async () => {
    const stored = await storeUpload('door.jpg', photo);
    const response = await get(cdn(), `url=${encodeURIComponent(stored.url)}&w=640`, { accept: 'image/webp' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect((await sizeOf(response)).width).toBe(640);
  });

  it('answers 404 for a picture that is not there, without reading anything else', async () => {
    loads = 0;
    expect((await get(cdn(), 'url=/uploads/seed/missing.jpg&w=10')).status).toBe(404);
    expect((await get(cdn(), 'url=/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.jpg')).status).toBe(404);
    expect(loads).toBe(2);
  });

  it('refuses other methods', async () => {
    const response = await cdn()(
      new Request('http://localhost/.netlify/images?url=/uploads/seed/door.jpg', { method: 'POST', body: 'x' }),
    );
    expect(response.status).toBe(405);
  });

  it('knows its path and the format rules', () => {
    expect(isImageCdnPath('/.netlify/images')).toBe(true);
    expect(isImageCdnPath('/.netlify/images/')).toBe(true);
    expect(isImageCdnPath('/.netlify/imagesx')).toBe(false);
    expect(negotiateFormat(null, 'png')).toBe('png');
    expect(negotiateFormat('image/webp', 'png')).toBe('webp');
    expect(negotiateFormat('text/html', 'webp')).toBe('jpg');
  });
});
