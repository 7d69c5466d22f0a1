// GET /api/admin/guide — the buyer's answers (how the shop works, step by step, and the FAQ, in both languages) with
// their version; PUT {version, settings} — saves them (409 when someone saved since, 422 with field errors) (admin
// session). The public pages show them from the next build (docs/product.md#answers).
import type { Config } from '@netlify/functions';
import { getGuide, saveGuide } from '../../src/features/guide/data.server.ts';
import { SaveGuide } from '../../src/features/guide/schema.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody } from '../../src/server/http.ts';

export default adminRoute(async (req) => {
  if (req.method === 'PUT') return json(await saveGuide(getDb(), await parseBody(req, SaveGuide)));
  return json(await getGuide(getDb()));
});

export const config: Config = { path: '/api/admin/guide', method: ['GET', 'PUT'] };
