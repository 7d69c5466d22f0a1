// POST /api/admin/collections — a new interior collection (admin).
import type { Config } from '@netlify/functions';
import { createCollection } from '../../src/features/catalogue/edit.server.ts';
import { CollectionInput } from '../../src/features/catalogue/schema.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody } from '../../src/server/http.ts';

export default adminRoute(async (req) =>
  json(await createCollection(getDb(), await parseBody(req, CollectionInput)), 201),
);

export const config: Config = { path: '/api/admin/collections', method: ['POST'] };
