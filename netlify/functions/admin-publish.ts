// GET /api/admin/publish — whether catalogue edits are live, being built, or waiting (admin).
import type { Config } from '@netlify/functions';
import { publishingStatus } from '../../src/features/publishing/publishing.server.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { env } from '../../src/server/env.ts';
import { json } from '../../src/server/http.ts';

export default adminRoute(async () => json(await publishingStatus(getDb(), Boolean(env().NETLIFY_BUILD_HOOK_URL))));

export const config: Config = { path: '/api/admin/publish', method: ['GET'] };
