// GET /api/admin/publish — whether edits of the prebuilt pages are live, being built, or waiting; POST — "Publish now":
// a build requested at once through the build hook, answered with the status; 409 when no hook is set up, 503 when the
// hook refused (admin).
import type { Config } from '@netlify/functions';
import { publishingStatus, publishNow } from '../../src/features/publishing/publishing.server.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { env } from '../../src/server/env.ts';
import { json } from '../../src/server/http.ts';

export default adminRoute(async (req) => {
  const hookUrl = env().NETLIFY_BUILD_HOOK_URL;
  if (req.method === 'POST') await publishNow(getDb(), hookUrl);
  return json(await publishingStatus(getDb(), Boolean(hookUrl)));
});

export const config: Config = { path: '/api/admin/publish', method: ['GET', 'POST'] };
