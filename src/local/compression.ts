// Netlify's CDN sends text files compressed (Brotli to browsers that accept it, else gzip); the local server does the
// same so that what the e2e tests, budgets and Lighthouse measure is what a visitor downloads.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip';

/** The encoding to send a body of this type in, given the request's Accept-Encoding; none for binary types. */
export function chooseEncoding(contentType: string, acceptEncoding: string | undefined): Encoding | undefined {
  if (!compressible.test(contentType)) return undefined;
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
    .map(([name]) => name?.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

const cache = new Map<string, Buffer>();

/** The body compressed; built files do not change while the server runs, so each is compressed once (by its key). */
export function compressed(key: string, body: Buffer, encoding: Encoding): Buffer {
  const cacheKey = `${encoding}:${key}`;
  let out = cache.get(cacheKey);
  if (!out) {
    out =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body, { level: 9 });
    cache.set(cacheKey, out);
  }
  return out;
}
