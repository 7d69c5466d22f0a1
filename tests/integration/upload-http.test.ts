// The largest image the back office may upload, end to end over real HTTP: a local server routing to the functions
// as `npm run serve` does, the file sent as the browser's upload client sends it (its bytes, its type, its name in
// the query). Exactly the limit is stored and served; one byte more is a clear 413, never a 5xx.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as upload from '../../netlify/functions/upload.ts';
import * as uploads from '../../netlify/functions/uploads.ts';
import { MAX_UPLOAD_BYTES } from '../../src/features/uploads/limits.ts';
import { type FunctionModule, routeToFunction } from '../../src/local/functions-router.ts';
import { sendResponse, toRequest } from '../../src/local/node-http.ts';
import { signIn } from '../helpers.ts';

let server: Server;
let origin: string;
let cookie: string;

beforeAll(async () => {
  const modules = [upload, uploads] as FunctionModule[];
  server = createServer(async (req, res) => {
    const response = await routeToFunction(await toRequest(req), modules);
    await sendResponse(response ?? new Response('not found', { status: 404 }), res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ cookie } = await signIn());
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/**
 * A photo-like PNG of exactly `size` bytes: random pixels (which PNG cannot compress) filling as much as fits, the
 * rest trailing bytes after the image's end, which the server drops when it encodes the image again.
 */
async function pngOfExactly(size: number): Promise<{ bytes: Buffer; width: number; height: number }> {
  const width = 1150;
  const height = Math.floor(size / 3 / width) - 2;
  const image = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(image.length).toBeLessThanOrEqual(size);
  return { bytes: Buffer.concat([image, Buffer.alloc(size - image.length, 0x20)]), width, height };
}

const send = (bytes: Buffer, filename: string) =>
  fetch(`${origin}/api/upload?filename=${encodeURIComponent(filename)}`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'fetch', 'content-type': 'image/png' },
    body: new Uint8Array(bytes),
  });

describe('the largest upload over HTTP', () => {
  it('stores a file of exactly the limit, and serves it', async () => {
    const { bytes, width, height } = await pngOfExactly(MAX_UPLOAD_BYTES);
    expect(bytes.length).toBe(4_000_000);
    const response = await send(bytes, 'largest.png');
    expect(response.status, await response.clone().text()).toBe(201);
    const stored = (await response.json()) as { url: string; width: number; height: number };
    expect(stored).toMatchObject({ width, height });
    const served = await fetch(`${origin}${stored.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width, height });
  });

  it('answers one byte over with 413 and a message the back office shows as it is, never a 5xx', async () => {
    const { bytes } = await pngOfExactly(MAX_UPLOAD_BYTES);
    for (const body of [Buffer.concat([bytes, Buffer.from([0])]), Buffer.alloc(7_000_000, 1)]) {
      const response = await send(body, 'too-large.png');
      expect(response.status).toBe(413);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: 'The image is larger than 4 MB' });
    }
  });
});
