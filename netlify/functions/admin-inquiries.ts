// GET /api/admin/inquiries?type=FURNITURE|GENERAL — enquiries of one kind, newest first, with the same paging,
// sorting, search and CSV export as the quotes (admin session required).
import type { Config } from '@netlify/functions';
import { csvResponse } from '../../src/features/inbox/csv.server.ts';
import { inquiriesCsv, listInquiries } from '../../src/features/inbox/inquiries.server.ts';
import { InquiryListQuery } from '../../src/features/inbox/schema.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseQuery } from '../../src/server/http.ts';

export default adminRoute(async (req) => {
  const query = parseQuery(req, InquiryListQuery);
  if (query.format === 'csv') {
    const name = query.type === 'FURNITURE' ? 'furniture-requests' : 'general-enquiries';
    return csvResponse(name, inquiriesCsv(getDb(), query));
  }
  return json(await listInquiries(getDb(), query));
});

export const config: Config = { path: '/api/admin/inquiries', method: ['GET'] };
