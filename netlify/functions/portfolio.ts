// GET /api/furniture/portfolio — the cabinet-furniture portfolio in display order.
import type { Config } from '@netlify/functions';
import { listPortfolio } from '../../src/features/portfolio/data.server.ts';
import { getDb } from '../../src/server/db.ts';
import { handle, json } from '../../src/server/http.ts';

export default handle(async () => json(await listPortfolio(getDb())));

export const config: Config = { path: '/api/furniture/portfolio', method: ['GET'] };
