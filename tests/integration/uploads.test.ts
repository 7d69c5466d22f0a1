// Image uploads through the real functions into a local Netlify Blobs server: only real raster images get in.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import upload from '../../netlify/functions/upload.ts';
import uploads from '../../netlify/functions/uploads.ts';
import { createContext } from '../../src/local/functions-router.ts';
import { call, signIn } from '../helpers.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#a0744a' } })
    .png()
    .toBuffer();

const send = (
  bytes: Buffer,
  filename = 'door.png',
  headers: Record<string, string> = { cookie, 'x-requested-with': 'fetch', 'content-type': 'image/png' },
) => call(upload, 'POST', `/api/upload?filename=${encodeURIComponent(filename)}`, { body: bytes, headers });

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
    const response = await send(bytes, '../../etc/passwd.png');
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
    const response = await send(bytes);
    expect([422]).toContain(response.status);
    expect(await response.json()).toHaveProperty('errors');
  });

  it('refuses an image over 6,000 px a side', async () => {
    const response = await send(await png(6001, 10));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { file: ['The image is larger than 6000 px on a side'] } });
  });

  it('refuses more than 4 MB with 413, whether the length is declared or not', async () => {
    const big = Buffer.alloc(4_000_001, 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await send(big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The image is larger than 4 MB' });
    // A streamed body has no Content-Length: it is counted as it arrives, and never kept past the limit.
    const stream = new ReadableStream({
      start(controller) {
        for (let at = 0; at < big.length; at += 65_536) controller.enqueue(big.subarray(at, at + 65_536));
        controller.close();
      },
    });
    const streamed = await upload(
      new Request('http://localhost:4321/api/upload?filename=big.png', {
        method: 'POST',
        headers: { cookie, 'x-requested-with': 'fetch', 'content-type': 'image/png' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      createContext(new Request('http://localhost:4321/api/upload')),
    );
    expect(streamed.status).toBe(413);
  });

  it('refuses a body that is not a file (JSON, a form) with 415, and a missing name with 422', async () => {
    const bytes = await png(10, 10);
    const asJson = await call(upload, 'POST', '/api/upload?filename=a.png', {
      body: { filename: 'a.png', data: bytes.toString('base64') },
      headers: { cookie },
    });
    expect(asJson.status).toBe(415);
    const form = await send(bytes, 'a.png', {
      cookie,
      'x-requested-with': 'fetch',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    const unnamed = await call(upload, 'POST', '/api/upload', {
      body: bytes,
      headers: { cookie, 'x-requested-with': 'fetch', 'content-type': 'image/png' },
    });
    expect(unnamed.status).toBe(422);
    expect(Object.keys(((await unnamed.json()) as { errors: object }).errors)).toEqual(['filename']);
  });

  it('needs an admin session, and the custom header of our own script (CSRF)', async () => {
    const bytes = await png(10, 10);
    expect((await send(bytes, 'a.png', { 'x-requested-with': 'fetch', 'content-type': 'image/png' })).status).toBe(401);
    expect((await send(bytes, 'a.png', { cookie, 'content-type': 'image/png' })).status).toBe(403);
  });

  it('answers 404 for an unknown or malformed key', async () => {
    expect((await fetchUpload('/uploads/00000000-0000-4000-8000-000000000000.png')).status).toBe(404);
    expect((await fetchUpload('/uploads/..%2Fsecret')).status).toBe(404);
  });
});
