// npm run bench:build — how the site's build grows with the catalogue (docs/decisions/023): for each size (100, 300 and
// 1,000 doors by default; `--sizes 50,200`) a fresh database on the PostgreSQL server is migrated, seeded with the demo
// shop and filled with that many active doors (spread over the interior collections and the concealed family, each
// with a photo reference and names and descriptions in both languages), then `astro build` runs against it into a folder of its own and is timed. Prints
// a table with the pages built and the time per door; docs/benchmarks.md records the figures.
//
// Needs the PostgreSQL server: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/
// postgres (the machine's server). The databases it makes are dropped at the end.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { doorImage, interiorCollections } from '../src/features/seed/catalogue.ts';
import { run } from './lib/run.ts';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '100,300,1000' } } });
const sizes = values.sizes.split(',').map((n) => Number.parseInt(n, 10));
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--sizes takes whole numbers: ${values.sizes}`);
const admin =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function databaseUrl(name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.href;
}

/** Adds `count` doors beside the seeded ones: round-robin over the interior collections, every fifth one concealed. */
async function addDoors(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: collections } = await client.query<{ id: string; category_id: string }>(
      `SELECT col.id, col.category_id FROM collections col JOIN categories c ON c.id = col.category_id
       WHERE c.slug = 'interior' ORDER BY col.sort_order`,
    );
    const { rows: concealed } = await client.query<{ id: string }>(
      `SELECT id FROM categories WHERE slug = 'concealed'`,
    );
    const { rows: seeded } = await client.query<{ n: string }>('SELECT count(*) AS n FROM products');
    const existing = Number(seeded[0]?.n ?? 0);
    const doors = Array.from({ length: Math.max(0, count - existing) }, (_, i) => {
      const collection = collections[i % collections.length];
      const isConcealed = i % 5 === 4 || !collection;
      return [
        isConcealed ? concealed[0]?.id : collection.category_id,
        isConcealed ? null : collection.id,
        `bench-door-${i + 1}`,
        `Bench Door ${i + 1}`,
        `Bench Door ${i + 1}`,
        `Двері для заміру ${i + 1}`,
        `A made-to-measure door number ${i + 1}, for the build benchmark.`,
        `Двері на замовлення номер ${i + 1}, для заміру збірки.`,
        // The seed's door photos, in turn: every door references a real picture.
        doorImage(seedDoors[i % seedDoors.length] ?? 'classic-oak'),
        2000_00 + (i % 50) * 100_00,
        isConcealed ? null : i % 3 === 0 ? 'BUDGET' : 'STANDARD',
        1000 + i,
      ];
    });
    for (let start = 0; start < doors.length; start += 200) {
      const batch = doors.slice(start, start + 200);
      const params = batch.flat();
      const width = batch[0]?.length ?? 0;
      const tuples = batch.map(
        (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
      );
      await client.query(
        `INSERT INTO products (category_id, collection_id, slug, name, name_en, name_uk, description, description_uk,
           image_url, base_price_cents, door_type, sort_order) VALUES ${tuples.join(', ')}`,
        params,
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * CPU seconds (user + system) of the children this process has waited for, from /proc (Linux): unlike the wall
 * time it hardly moves when other work shares the machine, so runs on a busy machine stay comparable.
 */
async function childCpuSeconds(): Promise<number> {
  const stat = await readFile('/proc/self/stat', 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; cutime and cstime are fields 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.html')).length;
}

const seedDoors = interiorCollections.flatMap((collection) => collection.doors.map((door) => door.slug));
const runId = `bench_build_${process.pid}`;
const server = new pg.Client({ connectionString: admin });
await server.connect();
const rows: { doors: number; pages: number; seconds: number; cpu: number }[] = [];
try {
  for (const size of sizes) {
    const name = `${runId}_${size}`;
    await server.query(`DROP DATABASE IF EXISTS ${name}`);
    await server.query(`CREATE DATABASE ${name}`);
    const url = databaseUrl(name);
    const env = { DATABASE_URL: url, ASTRO_TELEMETRY_DISABLED: '1' };
    await run(process.execPath, ['scripts/migrate.ts'], { env, quiet: true });
    await run(process.execPath, ['scripts/seed.ts'], { env, quiet: true });
    await addDoors(url, size);
    const out = await mkdtemp(join(tmpdir(), 'doors-bench-build-'));
    try {
      const started = performance.now();
      const cpuBefore = await childCpuSeconds();
      await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', out], {
        env: env,
        quiet: true,
      });
      const seconds = (performance.now() - started) / 1000;
      const cpu = (await childCpuSeconds()) - cpuBefore;
      rows.push({ doors: size, pages: await countPages(out), seconds, cpu });
      console.log(`${size} doors: ${rows.at(-1)?.pages} pages in ${seconds.toFixed(1)} s (CPU ${cpu.toFixed(1)} s)`);
    } finally {
      await rm(out, { recursive: true, force: true });
      await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
} finally {
  await server.end();
}

console.log(
  `\nload average at the end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`,
);
console.log('| doors | pages built | astro build s | CPU s | ms per door |');
console.log('| ----: | ----------: | ------------: | ----: | ----------: |');
for (const row of rows) {
  console.log(
    `| ${row.doors} | ${row.pages} | ${row.seconds.toFixed(1)} | ${row.cpu.toFixed(1)} | ${((row.seconds * 1000) / row.doors).toFixed(0)} |`,
  );
}
if (rows.length >= 2) {
  const [first, last] = [rows[0], rows.at(-1)];
  if (first && last && last.doors > first.doors) {
    const perDoor = ((last.seconds - first.seconds) * 1000) / (last.doors - first.doors);
    console.log(
      `\nEach door beyond ${first.doors} adds ${perDoor.toFixed(0)} ms (${first.doors} → ${last.doors} doors).`,
    );
  }
}
