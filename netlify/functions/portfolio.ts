// GET /api/furniture/portfolio — the cabinet-furniture portfolio in display order; POST — a new item (admin).
import type { Config } from '@netlify/functions';
import { createPortfolioItem, listPortfolio } from '../../src/features/portfolio/data.server.ts';
import { PortfolioInput } from '../../src/features/portfolio/schema.ts';
import { adminOnly } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { handle, json, parseBody } from '../../src/server/http.ts';

const create = adminOnly(async (req) =>
  json(await createPortfolioItem(getDb(), await parseBody(req, PortfolioInput)), 201),
);

export default handle(async (req, context) => {
  if (req.method === 'POST') return create(req, context);
  return json(await listPortfolio(getDb()));
});

export const config: Config = { path: '/api/furniture/portfolio', method: ['GET', 'POST'] };
