// GET /api/admin/quotes — door quotes, newest first: ?page&pageSize&sort&dir&q&delivered, or ?format=csv for the whole
// filtered list as a spreadsheet (admin session required).
import type { Config } from '@netlify/functions';
import { csvResponse } from '../../src/features/inbox/csv.server.ts';
import { listQuotes } from '../../src/features/inbox/quotes.server.ts';
import { quotesCsv } from '../../src/features/inbox/quotes-csv.server.ts';
import { QuoteListQuery } from '../../src/features/inbox/schema.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseQuery } from '../../src/server/http.ts';

export default adminRoute(async (req) => {
  const query = parseQuery(req, QuoteListQuery);
  if (query.format === 'csv') return csvResponse('door-quotes', quotesCsv(getDb(), query));
  return json(await listQuotes(getDb(), query));
});

export const config: Config = { path: '/api/admin/quotes', method: ['GET'] };
