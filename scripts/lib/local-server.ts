// Starts the production-like local server (scripts/serve.ts) in its own process for measuring scripts: builds the
// site first when there is no build, uses a fresh embedded database (or DATABASE_URL given), waits until it answers.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { run } from './run.ts';

export interface LocalServer {
  base: string;
  /** The server process (to read its memory). */
  pid: number;
  stop: () => void;
}

export async function startLocalServer(options: { port: number; dataDir: string; databaseUrl?: string | undefined }) {
  if (!existsSync('dist/index.html')) {
    console.log('building the site first (npm run build)…');
    await run('npm', ['run', 'build']);
  }
  if (!options.databaseUrl) await rm(options.dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      // The benchmark sends each request from an address of its own (X-Nf-Client-Connection-Ip).
      LOCAL_TRUST_CLIENT_IP_HEADER: '1',
      ...(options.databaseUrl
        ? { DATABASE_URL: options.databaseUrl }
        : { DATABASE_URL: '', PGLITE_DIR: `${options.dataDir}/pglite` }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => void server.kill('SIGTERM');
  process.on('exit', stop);
  const base = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/categories`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${base} did not answer within 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, pid: server.pid ?? 0, stop } satisfies LocalServer;
}
