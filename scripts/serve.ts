// npm run serve — the built site (dist/) and the functions on one local server, as Netlify would serve them:
// static files first (text compressed, as Netlify's CDN sends it), /api routed by each function's config.path, warm function instances. Used by the e2e tests
// and benchmarks. On the embedded default the database is prepared and served exactly as in `npm run dev`.
import { existsSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { chooseEncoding, compressed } from '../src/local/compression.ts';
import { serveEmbedded } from '../src/local/embedded-serve.ts';
import { type FunctionModule, listFunctionFiles, routeToFunction } from '../src/local/functions-router.ts';
import { imageCdn, isImageCdnPath, siteUploads } from '../src/local/image-cdn.ts';
import { startLocalBlobs } from '../src/local/local-blobs.ts';
import { clientIp, sendResponse, toRequest } from '../src/local/node-http.ts';
import { loadRewrites, rewriteTarget } from '../src/local/rewrites.ts';
import { staticFile as fileIn } from '../src/local/static-files.ts';
import { dbTarget } from '../src/server/db.ts';
import { env } from '../src/server/env.ts';
import { headersFor, parseHeadersFile, withSecurityHeaders } from '../src/server/security-headers.ts';

const { PORT: port, DATABASE_URL_FILE, PGLITE_DIR, ADMIN_SETUP_CODE } = env();
const dist = resolve('dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ has no build: run `npm run build` first.');
  process.exit(1);
}

const target = dbTarget();
if (target.driver === 'pglite') {
  // With ADMIN_SETUP_CODE set, no demo admin: the first admin is made on /admin/login, as on a deployed site.
  const served = await serveEmbedded(target.location, { admin: !ADMIN_SETUP_CODE });
  console.log(`embedded database ${target.location} served at ${served.url}`);
  // The e2e tests read the database's address here to check what a form stored; it carries the password.
  if (DATABASE_URL_FILE) writeFileSync(DATABASE_URL_FILE, served.url, { mode: 0o600 });
  if (served.admin) console.log(`demo admin: ${served.admin.email} / ${served.admin.password}`);
  else console.log('no demo admin (ADMIN_SETUP_CODE is set): create the first admin at /admin/login');
}

// Netlify Blobs (uploaded images): a local BlobsServer beside the database folder.
await startLocalBlobs(join(dirname(resolve(PGLITE_DIR)), 'blobs'));
const rewrites = loadRewrites();
// dist/_headers (security headers, caching) applied to static files as Netlify applies it.
const headerRules = existsSync(join(dist, '_headers'))
  ? parseHeadersFile(await readFile(join(dist, '_headers'), 'utf8'))
  : [];
const modules = (await Promise.all((await listFunctionFiles()).map((file) => import(file)))) as FunctionModule[];

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};

const staticFile = (pathname: string) => fileIn(dist, pathname);
// Netlify's Image CDN, answered locally with sharp (docs/product.md#images).
const images = imageCdn(siteUploads(dist));

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const readable = req.method === 'GET' || req.method === 'HEAD';
    if (isImageCdnPath(url.pathname)) {
      return void (await sendResponse(withSecurityHeaders(await images(await toRequest(req))), res));
    }
    let file = readable ? staticFile(url.pathname) : undefined;
    const target =
      readable && !file && !url.pathname.startsWith('/api/') ? rewriteTarget(rewrites, url.pathname) : undefined;
    if (target) file = staticFile(target);
    const staticHeaders = headersFor(headerRules, url.pathname);
    if (file) {
      const type = types[extname(file)] ?? 'application/octet-stream';
      res.setHeader('content-type', type);
      for (const [name, value] of Object.entries(staticHeaders)) res.setHeader(name, value);
      const encoding = chooseEncoding(type, req.headers['accept-encoding']);
      res.setHeader('vary', 'Accept-Encoding');
      if (encoding) res.setHeader('content-encoding', encoding);
      const body = await readFile(file);
      res.end(req.method === 'HEAD' ? undefined : encoding ? compressed(file, body, encoding) : body);
      return;
    }
    const response = await routeToFunction(await toRequest(req), modules, clientIp(req));
    if (response) return void (await sendResponse(response, res));
    const notFound = (url.pathname.startsWith('/uk/') && staticFile('/uk/404')) || staticFile('/404.html');
    res.statusCode = 404;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    for (const [name, value] of Object.entries(staticHeaders)) res.setHeader(name, value);
    res.end(notFound ? await readFile(notFound) : 'Not found');
  } catch (error) {
    console.error(error);
    if (res.headersSent) return void res.end();
    await sendResponse(withSecurityHeaders(Response.json({ error: 'Internal error' }, { status: 500 })), res);
  }
});
// Node closes an idle keep-alive connection after 5 s; a client reusing it at that moment gets "socket hang up"
// (seen in CI: an e2e test's API call after 5 s of clicking). Idle connections stay open a minute, as a CDN keeps them.
server.keepAliveTimeout = 60_000;
server.headersTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(`serving dist/ and functions on http://127.0.0.1:${port}`));
