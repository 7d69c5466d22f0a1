// On the PostgreSQL server: drops test databases older than an hour, then builds this run's migrated, seeded
// template; each test file gets CREATE DATABASE … TEMPLATE (≈40 ms). Everything of this run is dropped at the end.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seed } from '../../src/features/seed/seed.server.ts';
import { createDb } from '../../src/server/db.ts';
import { migrate } from '../../src/server/migrate.ts';
import { readFormTokenSecret } from './form-token-secret.ts';
import { createdAt, newRunId } from './run-id.ts';

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropOurs(client: pg.Client, keep: (name: string) => boolean) {
  const { rows } = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'doors\\_t\\_%' AND NOT datistemplate",
  );
  for (const { datname } of rows) {
    if (keep(datname)) continue;
    await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const runId = newRunId();
  const template = `${runId}_tpl`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const hourAgo = Date.now() - 60 * 60 * 1000;
  await dropOurs(admin, (name) => (createdAt(name) ?? 0) > hourAgo);
  await admin.query(`CREATE DATABASE "${template}"`);
  const db = createDb({ driver: 'pg', location: databaseUrl(serverUrl, template) });
  await migrate(db);
  await seed(db);
  const formTokenSecret = await readFormTokenSecret(db);
  await db.destroy(); // a template must have no open connections
  await admin.end();
  project.provide('database', { kind: 'postgres', template, serverUrl, runId, formTokenSecret });
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await dropOurs(client, (name) => !name.startsWith(runId));
    await client.end();
  };
}
