// npm run bench:price — POST /api/price under load: starts the production-like local server (scripts/serve.ts) in
// its own process on a fresh embedded database (or BENCH_DATABASE_URL), then runs autocannon from this one and prints
// req/s and latency percentiles. Options: --connections 50 --duration 10.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: { connections: { type: 'string', default: '50' }, duration: { type: 'string', default: '10' } },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const port = 4340;
const base = `http://127.0.0.1:${port}`;

if (!existsSync('dist/index.html')) {
  console.log('building the site first (npm run build)…');
  await run('npm', ['run', 'build']);
}

const benchDir = '.data/bench/pglite';
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) await rm(benchDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['scripts/serve.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '', PGLITE_DIR: benchDir }),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
server.stdout?.on('data', () => {});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

await waitFor(`${base}/api/categories`);

// Several real selections in turn, so the run is not one cached answer.
const bodies = [
  { productSlug: 'classic-oak', selections: {} },
  { productSlug: 'classic-oak', selections: { doorBlock: 'inside', heightMm: 2200, depthMm: 180 } },
  { productSlug: 'concealed-basic', selections: { heightMm: 2400, frame: 'aluminium', magneticLock: true } },
  { productSlug: 'concealed-universal', selections: { heightMm: 2050, installType: 'flushPanels' } },
  { productSlug: 'modern-line', selections: { finishCoat: 'standardPlus', widthMm: 950 }, lang: 'uk' },
].map((body) => JSON.stringify(body));

for (const body of bodies) {
  const response = await fetch(`${base}/api/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (response.status !== 200) throw new Error(`warm-up ${body} → ${response.status} ${await response.text()}`);
}

// autocannon reports p90 and p97.5; the goal is stated at p95, so every response time is kept too.
const times: number[] = [];
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: `${base}/api/price`,
      connections,
      duration,
      requests: bodies.map((body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body })),
    },
    (error, done) => (error ? reject(error) : resolve(done)),
  );
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    times.push(responseTime),
  );
});
stop();
times.sort((a, b) => a - b);
const percentile = (p: number) =>
  (times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0).toFixed(2);

const non2xx = result.non2xx + result.errors + result.timeouts;
const lines = [
  `POST /api/price — ${connections} connections, ${duration} s, database: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite'}`,
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  `requests: ${result.requests.total} (${non2xx} not 2xx, errors or timeouts)`,
  `req/s: ${Math.round(result.requests.average)} average`,
  `latency ms: p50 ${percentile(50)} · p95 ${percentile(95)} · p99 ${percentile(99)} · max ${result.latency.max}`,
];
console.log(lines.join('\n'));
process.exit(non2xx ? 1 : 0);

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    spawn(command, args, { stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
