// GET /api/auth/me — the signed-in admin, renewing the session's idle window when due; 401 without a session.
import type { Config } from '@netlify/functions';
import { adminRoute } from '../../src/server/admin.ts';
import { json } from '../../src/server/http.ts';

export default adminRoute(async (_req, _context, session) => json({ user: session.user }));

export const config: Config = { path: '/api/auth/me', method: ['GET'] };
