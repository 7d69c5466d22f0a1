// Image uploads through the real functions into a local Netlify Blobs server: only real raster images get in.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import upload from '../../netlify/functions/upload.ts';
import uploads from '../../netlify/functions/uploads.ts';
import { call, signIn } from '../helpers.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#a0744a' } })
    .png()
    .toBuffer();

const send = (data: string, filename = 'door.png', headers: Record<string, string> = { cookie }) =>
  call(upload, 'POST', '/api/upload', { body: { filename, contentType: 'image/png', data }, headers });

const fetchUpload = (url: string) => call(uploads, 'GET', url, { params: { key: url.replace('/uploads/', '') } });

describe('POST /api/upload', () => {
  it.each([
    ['png', () => png(40, 30), 'image/png'],
    [
      'jpeg',
      () =>
        sharp({ create: { width: 20, height: 10, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer(),
      'image/jpeg',
    ],
    [
      'webp',
      () =>
        sharp({ create: { width: 20, height: 10, channels: 3, background: '#fff' } })
          .webp()
          .toBuffer(),
      'image/webp',
    ],
    [
      'avif',
      () =>
        sharp({ create: { width: 20, height: 10, channels: 3, background: '#fff' } })
          .avif()
          .toBuffer(),
      'image/avif',
    ],
  ])('stores a %s, names it itself and serves it with its type', async (_name, make, type) => {
    const bytes = await make();
    const response = await send(bytes.toString('base64'), '../../etc/passwd.png');
    expect(response.status).toBe(201);
    const { url, contentType } = (await response.json()) as { url: string; contentType: string };
    expect(contentType).toBe(type);
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp|avif)$/);
    const served = await fetchUpload(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    // Encoded again (upload-sanitising.test.ts): the same picture, not the same bytes.
    const servedMeta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    const sentMeta = await sharp(bytes).metadata();
    expect([servedMeta.format, servedMeta.width, servedMeta.height]).toEqual([
      sentMeta.format,
      sentMeta.width,
      sentMeta.height,
    ]);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an HTML file named .png', Buffer.from('<!doctype html><script>alert(1)</script>')],
    [
      'a PNG header followed by HTML',
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]),
    ],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with 422', async (_name, bytes) => {
    const response = await send(bytes.toString('base64'));
    expect([422]).toContain(response.status);
    expect(await response.json()).toHaveProperty('errors');
  });

  it('refuses an image over 6,000 px a side', async () => {
    const response = await send((await png(6001, 10)).toString('base64'));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { data: ['The image is larger than 6000 px on a side'] } });
  });

  it('refuses more than 4 MB', async () => {
    const big = Buffer.alloc(4 * 1024 * 1024 + 10, 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await send(big.toString('base64'));
    expect(response.status).toBe(422);
  });

  it('refuses broken base64', async () => {
    expect((await send('iVBORw0KGgo***notbase64')).status).toBe(422);
    expect((await send('iVBORw0KGgo=A')).status).toBe(422);
  });

  it('needs an admin session', async () => {
    const bytes = await png(10, 10);
    expect((await send(bytes.toString('base64'), 'a.png', {})).status).toBe(401);
  });

  it('answers 404 for an unknown or malformed key', async () => {
    expect((await fetchUpload('/uploads/00000000-0000-4000-8000-000000000000.png')).status).toBe(404);
    expect((await fetchUpload('/uploads/..%2Fsecret')).status).toBe(404);
  });
});
