// GET /api/admin/notifications — which notification channels are switched on, each one's last success and last error,
// and how many notifications wait or were given up on (admin session required).
import type { Config } from '@netlify/functions';
import { notificationHealth } from '../../src/features/notifications/health.server.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json } from '../../src/server/http.ts';

export default adminRoute(async () => json(await notificationHealth(getDb())));

export const config: Config = { path: '/api/admin/notifications', method: ['GET'] };
