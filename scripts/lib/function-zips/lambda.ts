// Running a zipped function the way Lambda does: unzipped, in a fresh Node process per cold start, through the entry
// file Netlify's bundler wrote (its function bootstrap), with Lambda's environment and not this machine's.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { extractZip } from '../zip-read.ts';
import { fail, mainFileOf, ms, root, type Zip } from './common.ts';

/** An invocation whose waitUntil work outlasts its answer by more than this fails (was 5 s for price). */
const TAIL_LIMIT_MS = 250;
const SITE = 'https://doors.example';

export interface Request {
  method: string;
  path: string;
  /** The function's config.path this request matched, as Netlify's router hands it over (context.params come from it). */
  route?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Call {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
  answerMs: number;
  tailMs: number;
  sinceStartMs: number;
}

export interface Run {
  bootMs: number;
  importMs?: number;
  calls: Call[];
}

export interface Unzipped {
  name: string;
  folder: string;
  entry: string;
  main: string;
}

export async function unzip(zip: Zip, into: string): Promise<Unzipped> {
  const folder = join(into, zip.name);
  await extractZip(zip.path, folder);
  const entry = join(folder, '___netlify-entry-point.mjs');
  const text = await readFile(entry, 'utf8');
  const path = mainFileOf(text);
  if (!path) throw new Error(`${zip.name}: the entry file names no function: ${text.slice(0, 200)}`);
  return { name: zip.name, folder, entry, main: join(folder, path) };
}

/** Lambda's environment and the site's variables; nothing of this machine's (no NETLIFY, no NODE_ENV, no .env). */
function lambdaEnv(fn: Unzipped, site: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    TZ: 'UTC',
    LANG: 'en_US.UTF-8',
    AWS_LAMBDA_FUNCTION_NAME: `doors-${fn.name}`,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '1024',
    AWS_LAMBDA_RUNTIME_API: '127.0.0.1:9001',
    AWS_EXECUTION_ENV: `AWS_Lambda_nodejs${process.versions.node.split('.')[0]}.x`,
    AWS_REGION: 'us-east-2',
    LAMBDA_TASK_ROOT: fn.folder,
    LAMBDA_RUNTIME_DIR: '/var/runtime',
    ...site,
  };
}

export async function invoke(fn: Unzipped, site: Record<string, string>, requests: Request[], importFirst = false) {
  const job = join(fn.folder, `job-${randomUUID()}.json`);
  const results = join(fn.folder, `results-${randomUUID()}.json`);
  await writeFile(
    job,
    JSON.stringify({
      entry: fn.entry,
      main: fn.main,
      importFirst,
      requests: requests.map((r) => ({
        method: r.method,
        url: new URL(r.path, SITE).href,
        headers: {
          'x-nf-client-connection-ip': '198.51.100.7',
          ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...r.headers,
        },
        body: r.body === undefined ? undefined : JSON.stringify(r.body),
        route: r.route,
      })),
    }),
  );
  // CHECK_FUNCTIONS_CPU_PROFILE=<folder>: a V8 CPU profile of every invocation process, to see where a cold start goes.
  const profile = process.env.CHECK_FUNCTIONS_CPU_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profile)}`, '--cpu-prof-interval=200'] : [];
  const { code, output } = await runProcess([...profiling, join(root, 'scripts/lib/lambda-invoke.mjs'), job, results], {
    cwd: fn.folder,
    env: lambdaEnv(fn, site),
  });
  if (code !== 0) throw new Error(`${fn.name}: the invocation process ended with ${code}:\n${output}`);
  return JSON.parse(await readFile(results, 'utf8')) as Run;
}

/** Runs Node (this script's) with `args`, collecting what it prints; resolves with its exit code and that output. */
async function runProcess(args: string[], options: { cwd: string; env: Record<string, string> }) {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((done) => child.on('close', done));
  return { code, output };
}

export function checkCall(name: string, call: Call, status: number, check: (body: unknown) => string | undefined) {
  if (call.status !== status) {
    fail(`${name}: answered ${call.status}, expected ${status}: ${call.body.slice(0, 300)}`);
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(call.body);
  } catch {
    fail(`${name}: the answer is not JSON: ${call.body.slice(0, 200)}`);
    return;
  }
  const problem = check(body);
  if (problem) fail(`${name}: ${problem}`);
  if (call.tailMs > TAIL_LIMIT_MS) {
    fail(`${name}: the invocation ended ${ms(call.tailMs)} ms after its answer (waitUntil work outlasting it)`);
  }
}

export async function runNode(script: string, env: Record<string, string>, args: string[] = []): Promise<void> {
  const { code, output } = await runProcess([join(root, script), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  if (code !== 0) throw new Error(`${script} failed (${code}):\n${output}`);
}

/**
 * The floor of a cold start on this machine: a v2 function that answers "ok" without importing anything, zipped by the
 * same bundler and run through the same bootstrap. Node's start, Netlify's bootstrap and Node's fetch classes are in
 * it; what the price function adds above it is ours to keep small. Machines differ (this one's speed varies by ±50 %
 * between days), so the price figure is printed beside this floor, measured in turns with it.
 */
export async function floorZip(out: string): Promise<Zip> {
  const source = join(out, 'floor-src');
  await mkdir(source, { recursive: true });
  await writeFile(
    join(source, 'floor.mjs'),
    "export default async () => new Response('ok');\nexport const config = { path: '/api/floor' };\n",
  );
  const [result] = await zipFunctions([source], join(out, 'floor-zip'), { basePath: source, repositoryRoot: source });
  if (!result) throw new Error('the floor function did not zip');
  return { name: 'floor', path: result.path, size: 0, files: 0, sharp: false };
}
