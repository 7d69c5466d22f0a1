// GET /api/categories — the door categories (interior, concealed).
import type { Config } from '@netlify/functions';
import { listCategories } from '../../src/features/catalogue/data.server.ts';
import { getDb } from '../../src/server/db.ts';
import { handle, json } from '../../src/server/http.ts';

export default handle(async () => json(await listCategories(getDb())));

export const config: Config = { path: '/api/categories', method: ['GET'] };
