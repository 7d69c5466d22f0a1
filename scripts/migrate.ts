// npm run db:migrate — applies pending migrations to the configured database.
import { closeDb, dbTarget, getDb } from '../src/server/db.ts';
import { migrate } from '../src/server/migrate.ts';

const target = dbTarget();
try {
  const applied = await migrate(getDb());
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s) to ${target.driver}: ${applied.join(', ')}`
      : `Database (${target.driver}) is up to date.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
