// npm run bench — the production-like local server (scripts/serve.ts: the built site and the functions) under load
// from autocannon: POST /api/price (five real selections in turn), POST /api/quotes (a new Idempotency-Key and client
// address per request, so every one is stored), and a static page. Prints req/s, p50/p95/p99 and the server's memory,
// and writes them to docs/benchmarks.md with the machine they ran on.
// Options: --connections 50 --duration 10 --only price|quotes|static --no-write. BENCH_DATABASE_URL for a server DB.

import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startLocalServer } from './lib/local-server.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const server = await startLocalServer({ port: 4340, dataDir: '.data/bench', databaseUrl });
const { base } = server;

const priceBodies = [
  { productSlug: 'classic-oak', selections: {} },
  { productSlug: 'classic-oak', selections: { doorBlock: 'inside', heightMm: 2200, depthMm: 180 } },
  { productSlug: 'concealed-basic', selections: { heightMm: 2400, frame: 'aluminium', magneticLock: true } },
  { productSlug: 'concealed-universal', selections: { heightMm: 2050, installType: 'flushPanels' } },
  { productSlug: 'modern-line', selections: { finishCoat: 'standardPlus', widthMm: 950 }, lang: 'uk' },
].map((body) => JSON.stringify(body));

// A form token as a visitor's form gets one, aged past the minimum fill time before the first quote is sent.
const { token: formToken } = (await (await fetch(`${base}/api/form-token`)).json()) as { token: string };
await new Promise((resolve) => setTimeout(resolve, 2_100));
const quoteBody = JSON.stringify({
  productSlug: 'concealed-basic',
  selections: { heightMm: 2200, magneticLock: true },
  customer: { name: 'Bench Customer', email: 'bench@example.com', phone: '+380 67 000 00 00' },
  notes: 'load test',
  website: '',
  formToken,
});

let clientCounter = 0;
/** A distinct client address per quote (the per-IP limit would stop one client after 10) and a new key. */
const nextClient = () => {
  const n = ++clientCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

interface Scenario {
  name: string;
  expectStatus: number;
  options: autocannon.Options;
  /** One request like those of the run, sent before measuring. */
  sample: () => RequestInit;
}

const json = { 'content-type': 'application/json' };
const scenarios: Scenario[] = [
  {
    name: 'price',
    expectStatus: 200,
    options: {
      url: `${base}/api/price`,
      requests: priceBodies.map((body) => ({ method: 'POST', headers: json, body })),
    },
    sample: () => ({ method: 'POST', headers: json, body: priceBodies[0] ?? null }),
  },
  {
    name: 'quotes',
    expectStatus: 201,
    options: {
      url: `${base}/api/quotes`,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...json,
              'idempotency-key': randomUUID(),
              'x-nf-client-connection-ip': nextClient(),
            },
            body: quoteBody,
          }),
        },
      ],
    },
    sample: () => ({
      method: 'POST',
      headers: { ...json, 'idempotency-key': randomUUID(), 'x-nf-client-connection-ip': nextClient() },
      body: quoteBody,
    }),
  },
  { name: 'static', expectStatus: 200, options: { url: `${base}/` }, sample: () => ({}) },
];

/** Resident memory of the server process, sampled through the run. */
function rssMiB(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface Figures {
  name: string;
  route: string;
  requests: number;
  failed: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  rssStart: number;
  rssPeak: number;
}

async function run(scenario: Scenario): Promise<Figures> {
  // Warm the instance and check the route answers as expected before measuring.
  for (let i = 0; i < 3; i++) {
    const response = await fetch(String(scenario.options.url), scenario.sample());
    if (response.status !== scenario.expectStatus) {
      throw new Error(`${scenario.name}: warm-up got ${response.status} ${await response.text()}`);
    }
  }
  const times: number[] = [];
  const rssStart = rssMiB();
  let rssPeak = rssStart;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMiB());
  }, 250);
  let failed = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...scenario.options, connections, duration }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
      if (status !== scenario.expectStatus) failed++;
    });
  });
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  // autocannon reports p90 and p97.5; the goals are stated at p95, so every response time is kept.
  const percentile = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  return {
    name: scenario.name,
    route: `${scenario.options.requests?.[0]?.method ?? 'GET'} ${new URL(String(scenario.options.url)).pathname}`,
    requests: result.requests.total,
    failed: failed + result.errors + result.timeouts,
    rps: Math.round(result.requests.average),
    p50: percentile(50),
    p95: percentile(95),
    p99: percentile(99),
    rssStart,
    rssPeak,
  };
}

const chosen = scenarios.filter((s) => !values.only || s.name === values.only);
const results: Figures[] = [];
for (const scenario of chosen) results.push(await run(scenario));
server.stop();

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${process.platform}`;
const database = databaseUrl ? 'PostgreSQL server (BENCH_DATABASE_URL)' : 'embedded PGlite (the default)';
const row = (r: Figures) =>
  `| ${r.route.padEnd(16)} | ${String(r.requests).padStart(8)} | ${String(r.failed).padStart(6)} | ${String(r.rps).padStart(6)} | ${r.p50.toFixed(1).padStart(6)} | ${r.p95.toFixed(1).padStart(6)} | ${r.p99.toFixed(1).padStart(6)} | ${r.rssStart.toFixed(0).padStart(5)} → ${r.rssPeak.toFixed(0).padEnd(5)} |`;
const table = [
  '| route            | requests | failed |  req/s | p50 ms | p95 ms | p99 ms | RSS MiB       |',
  '| ---------------- | -------: | -----: | -----: | -----: | -----: | -----: | ------------- |',
  ...results.map(row),
].join('\n');
const report = [
  `## ${new Date().toISOString().slice(0, 10)} · ${database}`,
  '',
  `${connections} connections, ${duration} s per route; autocannon and the server share the machine: ${machine}.`,
  '',
  table,
].join('\n');
console.log(report);

if (!values['no-write'] && !values.only) {
  const file = 'docs/benchmarks.md';
  const head =
    '# Benchmarks\n\n`npm run bench` (scripts/bench.ts) against `npm run serve`: the built site and the functions, as ' +
    'Netlify serves them. Newest first; each run adds its section.\n';
  let previous = '';
  try {
    previous = readFileSync(file, 'utf8')
      .replace(/^# Benchmarks[\s\S]*?(?=\n## |$)/, '')
      .trim();
  } catch {}
  writeFileSync(file, `${head}\n${report}\n${previous ? `\n${previous}\n` : ''}`);
  console.log(`written to ${file}`);
}
process.exit(results.some((r) => r.failed > 0) ? 1 : 0);
