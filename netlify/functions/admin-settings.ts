// GET /api/admin/settings — the business's details with their version; PUT {version, settings} — saves them (409 when
// someone saved since, 422 with field errors) and marks the site for publishing (admin session required).
import type { Config } from '@netlify/functions';
import { getSettings, saveSettings } from '../../src/features/settings/data.server.ts';
import { SaveSettings } from '../../src/features/settings/schema.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody } from '../../src/server/http.ts';

export default adminRoute(async (req) => {
  if (req.method === 'PUT') return json(await saveSettings(getDb(), await parseBody(req, SaveSettings)));
  return json(await getSettings(getDb()));
});

export const config: Config = { path: '/api/admin/settings', method: ['GET', 'PUT'] };
