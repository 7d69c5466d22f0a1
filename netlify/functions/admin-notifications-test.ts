// POST /api/admin/notifications/test — sends a test message on every configured channel now and answers each one's
// outcome; with none configured, 409 saying that new leads reach no one (admin session required).
import type { Config } from '@netlify/functions';
import { configuredChannels } from '../../src/features/notifications/channels.server.ts';
import { sendTestMessage } from '../../src/features/notifications/health.server.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { Conflict } from '../../src/server/errors.ts';
import { json } from '../../src/server/http.ts';

export default adminRoute(async (_req, _context, { user }) => {
  const channels = configuredChannels();
  if (channels.length === 0) throw new Conflict('No channel is configured: new leads reach no one');
  return json({ results: await sendTestMessage(getDb(), user.email, channels) });
});

export const config: Config = { path: '/api/admin/notifications/test', method: ['POST'] };
