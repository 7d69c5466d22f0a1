// GET /api/admin/stats — undelivered furniture enquiries, door quotes and general enquiries (the sidebar badges).
import type { Config } from '@netlify/functions';
import { adminStats } from '../../src/features/inbox/stats.server.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json } from '../../src/server/http.ts';

export default adminRoute(async () => json(await adminStats(getDb())));

export const config: Config = { path: '/api/admin/stats', method: ['GET'] };
