// GET /api/admin/overview — undelivered counts, requests per week (12 weeks), the most configured doors and the share
// of price checks that became quotes (admin session required).
import type { Config } from '@netlify/functions';
import { overview } from '../../src/features/overview/data.server.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json } from '../../src/server/http.ts';

export default adminRoute(async () => json(await overview(getDb())));

export const config: Config = { path: '/api/admin/overview', method: ['GET'] };
