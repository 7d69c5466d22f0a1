// npm run bench:inbox — years of leads (docs/decisions/024): a fresh database on the PostgreSQL server, migrated and
// seeded, filled with 100,000 requests (70,000 door quotes, 30,000 enquiries; statuses over the whole pipeline,
// follow-ups on a fifth, two activity entries each), then the production-like local server (scripts/serve.ts) answers
// the inbox as the back office asks it, one request at a time over real HTTP with a signed-in admin: the first page,
// a status filter, searches (a name, a reference, a phone), deep pages, the follow-up sort, one request's details, the
// overview; each `--runs` times (30), p50 / p95 / max printed against the 100 ms goal. Then the whole quotes list is
// exported as CSV, and the server's memory is read while it streams. docs/benchmarks.md records the figures.
//
// Options: --requests 100000 --runs 30. Needs the PostgreSQL server: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres. The database it makes is dropped at the end.
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { hashPassword } from '../src/features/auth/password.server.ts';
import type { DB } from '../src/server/db-types.ts';
import { fillInbox } from './lib/fill-inbox.ts';
import { startLocalServer } from './lib/local-server.ts';
import { run } from './lib/run.ts';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '100000' }, runs: { type: 'string', default: '30' } },
});
const total = Number(values.requests);
const runs = Number(values.runs);
const GOAL_MS = 100;
const admin =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server process's resident memory in MB (Linux /proc). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

const name = `bench_inbox_${process.pid}`;
const server = new pg.Client({ connectionString: admin });
await server.connect();
const url = new URL(admin);
url.pathname = `/${name}`;
const databaseUrl = url.href;
let stop = () => {};
try {
  await server.query(`DROP DATABASE IF EXISTS ${name}`);
  await server.query(`CREATE DATABASE ${name}`);
  await run(process.execPath, ['scripts/migrate.ts'], { env: { DATABASE_URL: databaseUrl }, quiet: true });
  await run(process.execPath, ['scripts/seed.ts'], { env: { DATABASE_URL: databaseUrl }, quiet: true });

  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) }),
  });
  const quotes = Math.round(total * 0.7);
  let started = performance.now();
  await fillInbox(db, { quotes, enquiries: total - quotes, tag: 'bench' });
  // As autovacuum does soon after a fill this size: the planner's figures, and the visibility map that lets a count
  // read only an index.
  await sql`vacuum analyze`.execute(db);
  const email = 'bench-admin@example.com';
  const password = 'bench admin password';
  await db
    .insertInto('admin_users')
    .values({ email, password_hash: await hashPassword(password) })
    .execute();
  const { reference } = await db
    .selectFrom('quotes')
    .select('reference')
    .orderBy('created_at', 'desc')
    .offset(Math.floor(quotes * 0.6))
    .limit(1)
    .executeTakeFirstOrThrow();
  const { id: someId } = await db
    .selectFrom('quotes')
    .select('id')
    .offset(Math.floor(quotes / 5))
    .limit(1)
    .executeTakeFirstOrThrow();
  const counts = await db
    .selectFrom('request_activity')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `filled ${total.toLocaleString('en')} requests and ${Number(counts.n).toLocaleString('en')} activity entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await db.destroy();

  const local = await startLocalServer({ port: 4350, dataDir: '.data/bench-inbox', databaseUrl });
  stop = local.stop;
  const login = await fetch(`${local.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const get = (path: string) => fetch(`${local.base}${path}`, { headers: { cookie, accept: 'application/json' } });

  const cases: [string, string][] = [
    ['first page (newest 20)', '/api/admin/quotes'],
    ['status filter (Quoted)', '/api/admin/quotes?status=QUOTED'],
    ['status filter, enquiries', '/api/admin/inquiries?type=FURNITURE&status=NEW'],
    ['search a name', '/api/admin/quotes?q=Customer%20bench%2042424'],
    ['search a reference', `/api/admin/quotes?q=${reference}`],
    ['search a phone', '/api/admin/quotes?q=0031337'],
    ['page 100 of 20', '/api/admin/quotes?page=100'],
    ['last page of 50', `/api/admin/quotes?page=${Math.ceil(quotes / 50)}&pageSize=50`],
    ['sort by follow-up', '/api/admin/quotes?sort=followUpOn&dir=asc'],
    ['one quote + activity', `/api/admin/quotes/${someId}`],
    ['overview', '/api/admin/overview'],
  ];
  const results: { name: string; p50: number; p95: number; max: number }[] = [];
  for (const [label, path] of cases) {
    const first = await get(path);
    if (!first.ok) throw new Error(`${label}: ${first.status} ${await first.text()}`);
    await first.arrayBuffer();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      started = performance.now();
      const response = await get(path);
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results.push({ name: label, p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: times.at(-1) ?? 0 });
    const row = results.at(-1);
    console.log(
      `${label.padEnd(26)} p50 ${row?.p50.toFixed(1).padStart(6)} ms  p95 ${row?.p95.toFixed(1).padStart(6)} ms  max ${row?.max.toFixed(1).padStart(6)} ms`,
    );
  }

  // The whole quotes list as CSV, read slowly enough to matter, the server's memory sampled as it streams.
  const rssBefore = await rssMb(local.pid);
  let rssPeak = rssBefore;
  started = performance.now();
  const csv = await get('/api/admin/quotes?format=csv');
  const reader = csv.body?.getReader();
  let bytes = 0;
  let lines = 0;
  let reads = 0;
  for (;;) {
    const piece = await reader?.read();
    if (!piece || piece.done) break;
    bytes += piece.value.byteLength;
    for (const byte of piece.value) if (byte === 10) lines++;
    if (++reads % 20 === 0) rssPeak = Math.max(rssPeak, await rssMb(local.pid));
  }
  const csvSeconds = (performance.now() - started) / 1000;
  console.log(
    `CSV export: ${(lines - 1).toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB in ${csvSeconds.toFixed(1)} s; server memory ${rssBefore.toFixed(0)} MB before, ${rssPeak.toFixed(0)} MB at most while streaming`,
  );

  const over = results.filter((r) => r.p95 > GOAL_MS);
  console.log(
    `\n${cpus().length} cores, load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(
        ' ',
      )}; goal: p95 ≤ ${GOAL_MS} ms — ${over.length ? `over: ${over.map((r) => r.name).join(', ')}` : 'all within'}`,
  );
  if (over.length) process.exitCode = 1;
} finally {
  stop();
  await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  await server.end();
}
