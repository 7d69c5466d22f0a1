// npm run bench:price — POST /api/price under load: starts the production-like local server (scripts/serve.ts) in
// its own process on a fresh embedded database (or BENCH_DATABASE_URL), then runs autocannon from this one and prints
// req/s and latency percentiles. Options: --connections 50 --duration 10.
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startLocalServer } from './lib/local-server.ts';

const { values } = parseArgs({
  options: { connections: { type: 'string', default: '50' }, duration: { type: 'string', default: '10' } },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const { base, stop } = await startLocalServer({ port: 4340, dataDir: '.data/bench', databaseUrl });

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
