// npm run audit:lighthouse — Lighthouse (mobile) on the built site served by scripts/serve.ts, in the system Chromium:
// prints the four category scores for home, a collection page and contact in both languages. Builds first if needed.
// Options: --pages /,/uk/ (comma-separated) to audit others.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values } = parseArgs({
  options: {
    pages: {
      type: 'string',
      default: '/,/uk/,/interior-doors/classic/,/uk/interior-doors/classic/,/contact/,/uk/contact/',
    },
  },
});
const pages = (values.pages ?? '').split(',').filter(Boolean);
const port = 4345;
const lighthouseVersion = (
  JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }
).version;
const base = `http://127.0.0.1:${port}`;

if (!existsSync('dist/index.html')) await run('npm', ['run', 'build']);
const dir = '.data/lighthouse/pglite';
await rm(dir, { recursive: true, force: true });
const server = spawn(process.execPath, ['scripts/serve.ts'], {
  env: { ...process.env, PORT: String(port), DATABASE_URL: '', PGLITE_DIR: dir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => server.kill('SIGTERM'));
await waitFor(`${base}/api/categories`);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const results: { page: string; scores: number[] }[] = [];
try {
  for (const page of pages) {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      formFactor: 'mobile',
    });
    if (!result) throw new Error(`no result for ${page}`);
    const scores = categories.map((c) => Math.round((result.lhr.categories[c]?.score ?? 0) * 100));
    results.push({ page, scores });
    // The audits that cost points: weighted in a category and not passed.
    const weighted = new Set(
      categories.flatMap((c) => result.lhr.categories[c]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id) ?? []),
    );
    const failing = Object.values(result.lhr.audits)
      .filter((a) => weighted.has(a.id) && a.score !== null && a.score < 1)
      .map((a) => a.id);
    console.log(
      `${page.padEnd(32)} ${scores.map((s) => String(s).padStart(4)).join('')}${failing.length ? `   not passed: ${failing.join(', ')}` : ''}`,
    );
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}
console.log(`\n${'page'.padEnd(32)}  perf  a11y  best  seo (Lighthouse ${lighthouseVersion}, mobile)`);
for (const { page, scores } of results)
  console.log(`${page.padEnd(32)} ${scores.map((s) => String(s).padStart(5)).join(' ')}`);
process.exit(0);

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
