// npm run bench:bookings — free times with a full book (docs/decisions/028): a fresh database on the PostgreSQL server,
// migrated, filled with 5,000 future visits (showroom visits every hour from 10:00 to 18:00 and measurements every two
// hours, day after day, as far ahead as they reach, a tenth of them cancelled, the days' counters to match), then the
// production-like local server (scripts/serve.ts) answers GET /api/bookings/availability for 30 days of each kind,
// one request at a time over real HTTP, `--runs` times (50): p50 / p95 / max against the 50 ms goal. The day's cap
// is raised to 50 so that no day is skipped as full: every slot of every day is weighed against the visits.
// docs/benchmarks.md records the figures.
//
// Options: --visits 5000 --runs 50. Needs the PostgreSQL server: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres. The database it makes is dropped at the end.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { defaultBookingSettings } from '../src/features/bookings/settings.server.ts';
import { demoSettings } from '../src/features/seed/settings.ts';
import type { DB } from '../src/server/db-types.ts';
import { startLocalServer } from './lib/local-server.ts';
import { run } from './lib/run.ts';

const { values } = parseArgs({
  options: { visits: { type: 'string', default: '5000' }, runs: { type: 'string', default: '50' } },
});
const total = Number(values.visits);
const runs = Number(values.runs);
const GOAL_MS = 50;
const admin =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

const name = `bench_bookings_${process.pid}`;
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
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) }),
  });
  // Showroom visits take 9 a day (10:00 … 18:00), measurements 4 (10:00, 12:00, 14:00, 16:00): days ahead until the
  // total is reached, from tomorrow in Kyiv.
  const showroom = Math.round(total * 0.6);
  const measurement = total - showroom;
  let started = performance.now();
  for (const [kind, count, perDay, hours, minutes, buffer] of [
    ['SHOWROOM', showroom, 9, 1, 60, 0],
    ['MEASUREMENT', measurement, 4, 2, 90, 30],
  ] as const) {
    await sql`
      insert into bookings (kind, status, starts_at, ends_at, busy_until, shop_day, customer_name, customer_phone,
                            lang, token_salt, token_hash)
      select ${kind}, case when n % 10 = 0 then 'CANCELLED' else 'BOOKED' end, s, s + make_interval(mins => ${minutes}),
             s + make_interval(mins => ${minutes + buffer}), d, 'Bench ' || n, '+380670000000', 'uk',
             md5(${kind} || n), md5('hash' || ${kind} || n)
      from generate_series(0, ${count - 1}) as n,
           lateral (select (timezone('Europe/Kyiv', now())::date + 1 + n / ${perDay}) as d) as day,
           lateral (select timezone('Europe/Kyiv', (d + make_interval(hours => 10 + (n % ${perDay}) * ${hours}))::timestamp) as s) as at
    `.execute(db);
  }
  await sql`
    insert into booking_days (kind, day, booked)
    select kind, shop_day, count(*) from bookings where status <> 'CANCELLED' group by kind, shop_day
  `.execute(db);
  const rules = defaultBookingSettings(demoSettings, 'measurement');
  rules.showroom.maxPerDay = 50;
  rules.measurement.maxPerDay = 50;
  await db
    .insertInto('booking_settings')
    .values({ document: JSON.stringify(rules) })
    .execute();
  await sql`vacuum analyze`.execute(db);
  const filled = Math.round(performance.now() - started);
  await db.destroy();

  const local = await startLocalServer({ port: 4351, dataDir: '.data/bench-bookings', databaseUrl });
  stop = local.stop;
  const lines: string[] = [];
  for (const kind of ['showroom', 'measurement']) {
    const path = `/api/bookings/availability?kind=${kind}&days=30`;
    const times: number[] = [];
    let slots = 0;
    for (let i = 0; i < runs + 3; i++) {
      started = performance.now();
      const response = await fetch(`${local.base}${path}`);
      const body = (await response.json()) as { days: { slots: unknown[] }[] };
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      slots = body.days.reduce((sum, day) => sum + day.slots.length, 0);
      if (i >= 3) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const p95 = quantile(times, 0.95);
    lines.push(
      `| ${kind} | ${quantile(times, 0.5).toFixed(1)} | ${p95.toFixed(1)} | ${(times.at(-1) ?? 0).toFixed(1)} | ${slots} | ${p95 <= GOAL_MS ? 'within' : 'OVER'} |`,
    );
  }
  console.log(`${total} future visits written in ${filled} ms; ${runs} runs each after 3 to warm up`);
  console.log(`machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`);
  console.log('| 30 days of | p50 ms | p95 ms | max ms | free slots | goal p95 ≤ 50 ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const line of lines) console.log(line);
} finally {
  stop();
  await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  await server.end();
}
