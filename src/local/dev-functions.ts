// Vite plugin for `astro dev`: /api requests go to netlify/functions (loaded through Vite, so edits apply at once);
// the rewrites of public/_redirects apply as on Netlify. A failure answers a bare 500 (dev-security-headers.ts).
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { env } from '../server/env.ts';
import { withSecurityHeaders } from '../server/security-headers.ts';
import { answerError } from './dev-security-headers.ts';
import { type FunctionModule, listFunctionFiles, routeToFunction } from './functions-router.ts';
import { imageCdn, isImageCdnPath, siteUploads } from './image-cdn.ts';
import { startLocalBlobs } from './local-blobs.ts';
import { clientIp, sendResponse, toRequest } from './node-http.ts';
import { loadRewrites, rewriteTarget } from './rewrites.ts';

const publicDir = resolve(import.meta.dirname, '../../public');

export function netlifyFunctions(): Plugin {
  return {
    name: 'doors:netlify-functions',
    apply: 'serve',
    async configureServer(server) {
      const rewrites = loadRewrites();
      await startLocalBlobs(join(dirname(resolve(env().PGLITE_DIR)), 'blobs'));
      // Netlify's Image CDN, answered with sharp as scripts/serve.ts answers it (docs/product.md#images).
      const images = imageCdn(siteUploads(publicDir));
      server.middlewares.use(async (req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (isImageCdnPath(pathname)) {
          try {
            return await sendResponse(withSecurityHeaders(await images(await toRequest(req))), res);
          } catch (error) {
            return answerError(server, error, res);
          }
        }
        // Functions that serve outside /api (uploaded images) come after the files in public/, as on Netlify.
        if (pathname.startsWith('/uploads/') && !existsSync(join(publicDir, pathname))) {
          return serveFunction(req, res, next);
        }
        if (!req.url?.startsWith('/api/')) {
          // Netlify's 200 rewrites (public/_redirects): dev has no built files, so a rewrite applies whenever its
          // target is a different page.
          const target = rewriteTarget(rewrites, pathname);
          if (target && target.replace(/\/$/, '') !== pathname.replace(/\/$/, '')) req.url = target;
          return next();
        }
        return serveFunction(req, res, next);
      });

      async function serveFunction(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) {
        try {
          const files = await listFunctionFiles();
          const modules = (await Promise.all(files.map((file) => server.ssrLoadModule(file)))) as FunctionModule[];
          const response = await routeToFunction(await toRequest(req), modules, clientIp(req));
          if (!response) return next();
          await sendResponse(response, res);
        } catch (error) {
          // A function that fails to load, say: the terminal gets the error, the caller a bare 500 (an API answer is
          // data, never Vite's error page with the project's paths and a stack).
          await answerError(server, error, res);
        }
      }
    },
  };
}
