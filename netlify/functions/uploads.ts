// GET /uploads/:key — an uploaded image from Netlify Blobs, with its stored type, nosniff and a year's immutable
// cache (keys are never reused). Files in public/uploads (the seed images) are served as static files first.
import type { Config, Context } from '@netlify/functions';
import * as z from 'zod';
import { readUpload } from '../../src/features/uploads/uploads.server.ts';
import { NotFound } from '../../src/server/errors.ts';
import { handle } from '../../src/server/http.ts';

const Key = z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp|avif)$/);

export default handle(async (_req: Request, context: Context) => {
  const key = Key.safeParse(context.params.key);
  if (!key.success) throw new NotFound('No such image');
  const found = await readUpload(key.data);
  if (!found) throw new NotFound('No such image');
  return new Response(found.body, {
    headers: {
      'content-type': found.contentType,
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
});

export const config: Config = { path: '/uploads/:key', method: ['GET'], preferStatic: true };
