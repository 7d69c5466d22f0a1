// PUT /api/furniture/portfolio/:id — edit an item; DELETE — delete it (admin).
import type { Config, Context } from '@netlify/functions';
import { deletePortfolioItem, updatePortfolioItem } from '../../src/features/portfolio/data.server.ts';
import { PortfolioInput } from '../../src/features/portfolio/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody, parseWith } from '../../src/server/http.ts';

export default adminRoute(async (req: Request, context: Context) => {
  const { id } = parseWith(IdParam, context.params);
  if (req.method === 'DELETE') {
    await deletePortfolioItem(getDb(), id);
    return json({ ok: true });
  }
  await updatePortfolioItem(getDb(), id, await parseBody(req, PortfolioInput));
  return json({ ok: true });
});

export const config: Config = { path: '/api/furniture/portfolio/:id', method: ['PUT', 'DELETE'] };
