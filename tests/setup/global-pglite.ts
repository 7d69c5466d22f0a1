// Builds a migrated, seeded PGlite folder once per run; each test file copies it (≈0.5 s) instead of running initdb.
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seed } from '../../src/features/seed/seed.server.ts';
import { createDb } from '../../src/server/db.ts';
import { migrate } from '../../src/server/migrate.ts';
import { readFormTokenSecret } from './form-token-secret.ts';
import { scratchDir } from './scratch.ts';

export default async function setup(project: TestProject) {
  const root = await mkdtemp(join(scratchDir, 'doors-pglite-'));
  const template = join(root, 'template');
  const db = createDb({ driver: 'pglite', location: template });
  await migrate(db);
  await seed(db);
  const formTokenSecret = await readFormTokenSecret(db);
  await db.destroy();
  project.provide('database', { kind: 'pglite', template, root, formTokenSecret });
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
