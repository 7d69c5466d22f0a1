import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, type OutgoingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_HEADERS, pageCsp } from '../server/security-headers.ts';
import { DEV_PAGE_CSP, devSecurityHeaders, showsErrorOverlay } from './dev-security-headers.ts';

describe("the dev pages' policy", () => {
  it("is the built pages' policy but for inline scripts and the HMR socket, which Vite needs", () => {
    const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d] as const));
    const dev = directives(DEV_PAGE_CSP);
    const built = directives(pageCsp([]));
    expect([...dev.keys()]).toEqual([...built.keys()]);
    expect(dev.get('script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(dev.get('connect-src')).toBe("connect-src 'self' ws://127.0.0.1:* ws://localhost:*");
    for (const [name, directive] of built)
      if (name !== 'script-src' && name !== 'connect-src') expect(dev.get(name), name).toBe(directive);
  });

  it('shows the error overlay (with its stack) only to a page the developer opened', () => {
    expect(showsErrorOverlay({ 'sec-fetch-mode': 'navigate', accept: 'text/html' })).toBe(true);
    expect(showsErrorOverlay({ accept: 'text/html,application/xhtml+xml' })).toBe(true);
    // A fetch from another local page may ask for HTML, but the browser marks it as a fetch, not a navigation.
    expect(showsErrorOverlay({ 'sec-fetch-mode': 'cors', accept: 'text/html' })).toBe(false);
    expect(showsErrorOverlay({ 'sec-fetch-mode': 'no-cors', accept: '*/*' })).toBe(false);
    expect(showsErrorOverlay({ accept: '*/*' })).toBe(false);
  });
});

// A real Vite dev server with the plugin, as `astro dev` runs it: Vite's own answers (the host check, fs.deny's 403,
// a module that fails to compile) must carry the headers too, and an error must not echo the project's paths.
describe('the dev server', () => {
  let root: string;
  let server: ViteDevServer;
  let base: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'dev-headers-'));
    mkdirSync(join(root, '.data'));
    writeFileSync(join(root, '.data/session-secret'), 'secret');
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title><p>page</p>');
    writeFileSync(join(root, 'broken.ts'), 'export const = ;');
    server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [devSecurityHeaders()],
      optimizeDeps: { noDiscovery: true, include: [] },
      server: { host: '127.0.0.1', port: 0, hmr: false, fs: { deny: ['.data', '**/.data/**'] } },
    });
    await server.listen();
    base = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo | null)?.port}`;
  });

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** One GET with exactly these headers. */
  const rawGet = (path: string, headers: OutgoingHttpHeaders) =>
    new Promise<{ status: number | undefined; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      request(`${base}${path}`, { headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
      })
        .on('error', reject)
        .end();
    });

  const expectHeaders = (response: { headers: { get: (name: string) => string | null } }, csp = DEV_PAGE_CSP) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('content-security-policy')).toBe(csp);
  };

  it('sends the headers with a page', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expectHeaders(response);
  });

  it("sends them with Vite's 403 for a denied file and for a foreign Host", async () => {
    const denied = await fetch(`${base}/@fs${root}/.data/session-secret`);
    expect(denied.status).toBe(403);
    expect(await denied.text()).not.toContain('secret</');
    expectHeaders(denied);
    // fetch() may not set Host (nor Sec-Fetch-Mode, which it sets itself): a raw request does.
    const foreign = await rawGet('/', { host: 'evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers['x-frame-options']).toBe('DENY');
    expect(foreign.headers['content-security-policy']).toBe(DEV_PAGE_CSP);
  });

  it('answers a failed module load with a bare 500: no path, no stack', async () => {
    const response = await fetch(`${base}/broken.ts`, { headers: { accept: '*/*', 'sec-fetch-mode': 'cors' } });
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toContain(root);
    expect(body).not.toMatch(/\bat .*:\d+:\d+/);
    expect(JSON.parse(body)).toEqual({ error: 'Internal error' });
    expectHeaders(response, "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  });

  it("leaves the error overlay to the developer's own page, under the headers", async () => {
    const page = await rawGet('/broken.ts', { accept: 'text/html', 'sec-fetch-mode': 'navigate' });
    expect(page.status).toBe(500);
    expect(page.body).toContain('ErrorOverlay');
    expectHeaders({ headers: { get: (name) => String(page.headers[name] ?? '') || null } });
  });
});
