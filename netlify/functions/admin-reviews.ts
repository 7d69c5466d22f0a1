// Customers' reviews in the back office (admin session; docs/product.md#reviews):
// GET  /api/admin/reviews — all of them, newest first; POST — a new one (201 {id});
// PUT  /api/admin/reviews/:id — replaces one; DELETE — deletes it. Every edit marks the site for publishing.
import type { Config, Context } from '@netlify/functions';
import { createReview, deleteReview, listReviews, updateReview } from '../../src/features/reviews/data.server.ts';
import { ReviewInput } from '../../src/features/reviews/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { HttpError, json, parseBody, parseWith } from '../../src/server/http.ts';

export default adminRoute(async (req: Request, context: Context) => {
  const item = context.params.id !== undefined;
  const allowed = item ? ['PUT', 'DELETE'] : ['GET', 'POST'];
  if (!allowed.includes(req.method)) {
    throw new HttpError(405, { error: 'Method not allowed' }, { allow: allowed.join(', ') });
  }
  const db = getDb();
  if (!item) {
    if (req.method === 'GET') return json(await listReviews(db));
    return json(await createReview(db, await parseBody(req, ReviewInput)), 201);
  }
  const { id } = parseWith(IdParam, context.params);
  if (req.method === 'DELETE') await deleteReview(db, id);
  else await updateReview(db, id, await parseBody(req, ReviewInput));
  return json({ ok: true });
});

export const config: Config = {
  path: ['/api/admin/reviews', '/api/admin/reviews/:id'],
  method: ['GET', 'POST', 'PUT', 'DELETE'],
};
