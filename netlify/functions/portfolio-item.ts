// PUT /api/furniture/portfolio/:id — edit an item; DELETE — delete it (admin).
import type { Config } from '@netlify/functions';
import { deletePortfolioItem, updatePortfolioItem } from '../../src/features/portfolio/data.server.ts';
import { PortfolioInput } from '../../src/features/portfolio/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminItemRoute } from '../../src/server/admin.ts';

export default adminItemRoute({
  params: IdParam,
  body: PortfolioInput,
  update: updatePortfolioItem,
  remove: deletePortfolioItem,
});

export const config: Config = { path: '/api/furniture/portfolio/:id', method: ['PUT', 'DELETE'] };
