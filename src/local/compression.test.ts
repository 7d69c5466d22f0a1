// The local server compresses text as Netlify's CDN does: Brotli when the browser takes it, gzip otherwise, never
// images that are compressed already, and what it sends decompresses to the file.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressed } from './compression.ts';

describe('compression of static files', () => {
  it('picks Brotli, then gzip, for text types only', () => {
    expect(chooseEncoding('text/javascript; charset=utf-8', 'gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('text/css; charset=utf-8', 'gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('image/svg+xml', 'br')).toBe('br');
    expect(chooseEncoding('text/html; charset=utf-8', 'br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('text/html; charset=utf-8', undefined)).toBeUndefined();
    expect(chooseEncoding('image/webp', 'gzip, br')).toBeUndefined();
    expect(chooseEncoding('font/woff2', 'gzip, br')).toBeUndefined();
  });

  it('sends bytes that decompress to the file', () => {
    const body = Buffer.from('body { color: red; } '.repeat(200));
    const br = compressed('/a.css', body, 'br');
    const gzip = compressed('/a.css', body, 'gzip');
    expect(br.length).toBeLessThan(body.length / 10);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gzip).equals(body)).toBe(true);
  });
});
