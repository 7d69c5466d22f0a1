// GET /api/admin/visitor-pictures/:id — a visitor's picture, to a signed-in admin only (docs/decisions/024): never
// cached by anyone, shown inline, its type as stored, nothing in it run.
import type { Config, Context } from '@netlify/functions';
import * as z from 'zod';
import { readHeldPicture } from '../../src/features/uploads/pictures.server.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { NotFound } from '../../src/server/errors.ts';

const Id = z.uuid();

export default adminRoute(async (_req: Request, context: Context) => {
  const id = Id.safeParse(context.params.id);
  if (!id.success) throw new NotFound('No such picture');
  // A picture whose request was deleted is gone for the shop, even while its blob waits for the sweep.
  const found = await readHeldPicture(getDb(), id.data.toLowerCase());
  if (!found) throw new NotFound('No such picture');
  return new Response(found.body, {
    headers: {
      'content-type': found.contentType,
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
});

export const config: Config = { path: '/api/admin/visitor-pictures/:id', method: ['GET'] };
