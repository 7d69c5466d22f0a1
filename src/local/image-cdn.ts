// Netlify's Image CDN (`/.netlify/images?url=/uploads/…&w=…`) for the local servers: scripts/serve.ts and `astro
// dev` answer it as Netlify does, with sharp (docs/product.md#images). Only same-site pictures under /uploads/ (the
// seed files and the uploaded ones); the output is never wider or taller than the source, in AVIF, WebP or the
// source's own format by the request's Accept unless `fm` names one; each answer is kept in memory by the source's
// content and the parameters, so a repeat costs a hash, and an ETag lets the browser revalidate for nothing.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as z from 'zod';
import { readUpload } from '../features/uploads/uploads.server.ts';
import { IMAGE_CDN_PATH, isUploadPath } from '../lib/images.ts';
import { staticFile } from './static-files.ts';

const Size = z.coerce.number().int().min(1).max(4000);

export const ImageCdnQuery = z.object({
  url: z
    .string()
    .refine(
      (value) => value.startsWith('/') && isUploadPath(value) && !/\.svg$/i.test(value),
      'A picture under /uploads/',
    ),
  w: Size.optional(),
  h: Size.optional(),
  fit: z.enum(['contain', 'cover', 'fill']).default('contain'),
  position: z.enum(['center', 'top', 'bottom', 'left', 'right']).default('center'),
  fm: z.enum(['avif', 'webp', 'jpg', 'png']).optional(),
  q: z.coerce.number().int().min(1).max(100).optional(),
});
export type ImageCdnQuery = z.infer<typeof ImageCdnQuery>;

type Format = 'avif' | 'webp' | 'jpg' | 'png';
const CONTENT_TYPE: Record<Format, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** What the browser gets when `fm` is not given: AVIF, then WebP by its Accept, else the source's own format. */
export function negotiateFormat(accept: string | null, source: string | undefined): Format {
  const types = (accept ?? '').toLowerCase();
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return source === 'png' ? 'png' : 'jpg';
}

/** The picture's bytes at a site path under /uploads/, or undefined when there is none. */
export type LoadSource = (path: string) => Promise<Uint8Array | undefined>;

interface Cached {
  body: Uint8Array;
  contentType: string;
  etag: string;
}

/** Netlify's own answer for a transformed image: the browser revalidates (a 304 is free), the CDN keeps it. */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const RASTER = new Set(['jpeg', 'png', 'webp', 'heif', 'avif']);
const MAX_CACHE_BYTES = 64 * 1024 * 1024;
const MAX_INPUT_PIXELS = 24_000_000;

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * A handler for `/.netlify/images` requests. Bad parameters or a source that is not a picture: 400; no such source:
 * 404; never a 5xx for what the request says.
 */
export function imageCdn(loadSource: LoadSource) {
  const cache = new Map<string, Cached>();
  let cachedBytes = 0;

  function remember(key: string, entry: Cached) {
    cache.set(key, entry);
    cachedBytes += entry.body.byteLength;
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= MAX_CACHE_BYTES) break;
      cache.delete(oldKey);
      cachedBytes -= old.body.byteLength;
    }
  }

  return async function handle(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return text(405, 'Method not allowed');
    const parsed = ImageCdnQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return text(400, 'Bad image request: url must be a picture under /uploads/, w and h 1–4000');
    const query = parsed.data;
    const source = await loadSource(query.url);
    if (!source) return text(404, 'No such image');

    const { default: sharp } = await import('sharp');
    let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
    try {
      meta = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    } catch {
      return text(400, 'The source is not a picture');
    }
    if (!meta.format || !RASTER.has(meta.format)) return text(400, 'The source is not a raster picture');
    const format = query.fm ?? negotiateFormat(request.headers.get('accept'), meta.format);

    const key = createHash('sha256')
      .update(source)
      .update(JSON.stringify([query.w, query.h, query.fit, query.position, query.q, format]))
      .digest('base64url');
    const etag = `"${key.slice(0, 32)}"`;
    const headers = {
      'content-type': CONTENT_TYPE[format],
      'cache-control': CACHE_CONTROL,
      etag,
      vary: 'Accept',
      'x-content-type-options': 'nosniff',
    };
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });

    let entry = cache.get(key);
    if (!entry) {
      try {
        const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .autoOrient()
          .resize({
            width: query.w,
            height: query.h,
            fit: query.fit === 'contain' ? 'inside' : query.fit,
            position: query.position === 'center' ? 'centre' : query.position,
            withoutEnlargement: true,
          });
        const quality = query.q ?? 75;
        const body = await (format === 'avif'
          ? image.avif({ quality: query.q ?? 55, effort: 2 })
          : format === 'webp'
            ? image.webp({ quality })
            : format === 'png'
              ? image.png()
              : image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true })
        ).toBuffer();
        entry = { body: new Uint8Array(body), contentType: CONTENT_TYPE[format], etag };
      } catch {
        return text(400, 'The picture cannot be read');
      }
      remember(key, entry);
    }
    return new Response(request.method === 'HEAD' ? null : (entry.body as Uint8Array<ArrayBuffer>), { headers });
  };
}

/** True for a request the Image CDN answers. */
export const isImageCdnPath = (pathname: string) => pathname === IMAGE_CDN_PATH || pathname === `${IMAGE_CDN_PATH}/`;

/**
 * The site's pictures as Netlify finds them: a file under `root` (the seed pictures in dist/ or public/), else an
 * uploaded one from the uploads store (GET /uploads/:key).
 */
export function siteUploads(root: string): LoadSource {
  return async (path) => {
    const file = staticFile(root, path);
    if (file) return readFile(file);
    const key = /^\/uploads\/([^/]+)$/.exec(path)?.[1];
    const found = key ? await readUpload(key) : undefined;
    return found && new Uint8Array(found.body);
  };
}
