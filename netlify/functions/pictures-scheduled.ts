// Every hour on Netlify: deletes visitors' pictures no request holds (docs/decisions/024) — never attached within a
// day of their upload, or left by a deleted request that could not sweep them itself. Reads the pending marker first
// (src/server/pending-work.ts), so a shop with no uploads lets its database sleep. Not routed locally (no path).
import type { Config } from '@netlify/functions';
import { sweepPictures } from '../../src/features/uploads/pictures.server.ts';
import { getDb } from '../../src/server/db.ts';
import { runIfPending } from '../../src/server/pending-work.ts';

export default async () => {
  const run = await runIfPending('pictures', () => sweepPictures(getDb()));
  return Response.json({ ran: run.ran });
};

export const config: Config = { schedule: '@hourly' };
