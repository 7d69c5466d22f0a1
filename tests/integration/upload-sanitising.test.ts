// What an upload may carry besides its pixels: a file name that fits the blob's metadata, a header that claims a
// huge picture, EXIF with the camera's GPS position, bytes after the image's end. Only the pixels are kept.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import upload from '../../netlify/functions/upload.ts';
import uploads from '../../netlify/functions/uploads.ts';
import { call, signIn } from '../helpers.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

const send = (bytes: Buffer, filename = 'door.png', query = `filename=${encodeURIComponent(filename)}`) =>
  call(upload, 'POST', `/api/upload?${query}`, {
    body: bytes,
    headers: { cookie, 'x-requested-with': 'fetch', 'content-type': 'image/png' },
  });

async function stored(response: Response): Promise<Buffer> {
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  const served = await call(uploads, 'GET', url, { params: { key: url.replace('/uploads/', '') } });
  expect(served.status).toBe(200);
  return Buffer.from(await served.arrayBuffer());
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#a0744a' } })
    .png()
    .toBuffer();

/** A real PNG whose header claims width × height (the IHDR chunk rewritten, its CRC with it). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png());
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

describe('POST /api/upload keeps only the pixels', () => {
  it.each([
    ['255 control characters', '\u0001'.repeat(255)],
    ['a line break', 'door\n.png'],
    ['a right-to-left override', 'door\u202Egnp.exe'],
  ])('refuses a file name of %s with 422', async (_name, filename) => {
    const response = await send(await png(), filename);
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(['filename']);
  });

  it('stores the longest name allowed in its widest characters: the metadata stays inside its 2 KB', async () => {
    await stored(await send(await png(), 'ह'.repeat(255)));
  });

  it('reads a lone surrogate sent as broken UTF-8 in the query as U+FFFD, never as itself', async () => {
    // A name in the query is decoded as UTF-8: what JSON could carry (lone surrogates) cannot arrive this way.
    // 85 encoded surrogates become 255 replacement characters (one per byte), each 3 bytes of UTF-8 like 'ह'.
    await stored(await send(await png(), '', `filename=${'%ED%A0%80'.repeat(85)}`));
  });

  it('refuses a small PNG that claims 6000 × 6000 pixels (144 MB decoded) with 422', async () => {
    const response = await send(await pngClaiming(6000, 6000));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { file: ['The image has more than 24 megapixels'] } });
  });

  it('refuses an image whose data does not match its header with 422, not 500', async () => {
    const response = await send(await pngClaiming(4000, 3000));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { file: ['The image is damaged or cannot be read'] } });
  });

  it('drops EXIF, GPS position included, from a JPEG', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#fff' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Spy camera', ImageDescription: 'home' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '50/1 27/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '30/1 31/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const kept = await stored(await send(jpeg, 'photo.jpg'));
    const meta = await sharp(kept).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 32, height: 24 });
    expect(meta.exif).toBeUndefined();
    expect(kept.includes('Spy camera')).toBe(false);
  });

  it('drops bytes after the end of the image', async () => {
    const trailer = Buffer.from('<script>alert(1)</script> TRAILING-SECRET');
    const kept = await stored(await send(Buffer.concat([await png(), trailer])));
    expect(kept.includes('TRAILING-SECRET')).toBe(false);
    expect(kept.subarray(-8).toString('latin1')).toBe('IEND\u00aeB`\u0082'); // a PNG ends with its IEND chunk
  });
});
