// npm run db:seed — adds the first catalogue, option schemas, prices and rate where they are missing.

import { seed } from '../src/features/seed/seed.server.ts';
import { closeDb, dbTarget, getDb } from '../src/server/db.ts';

try {
  const report = await seed(getDb());
  console.log(`Seeded ${dbTarget().driver}:`, report);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
