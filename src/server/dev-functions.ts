// Vite plugin for `astro dev`: /api requests go to netlify/functions (loaded through Vite, so edits apply at once);
// the rewrites of public/_redirects apply as on Netlify.
import type { Plugin } from 'vite';
import { type FunctionModule, listFunctionFiles, routeToFunction } from './functions-router.ts';
import { clientIp, sendResponse, toRequest } from './node-http.ts';
import { loadRewrites, rewriteTarget } from './rewrites.ts';

export function netlifyFunctions(): Plugin {
  return {
    name: 'doors:netlify-functions',
    apply: 'serve',
    configureServer(server) {
      const rewrites = loadRewrites();
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/api/')) {
          // Netlify's 200 rewrites (public/_redirects): dev has no built files, so a rewrite applies whenever its
          // target is a different page.
          const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
          const target = rewriteTarget(rewrites, pathname);
          if (target && target.replace(/\/$/, '') !== pathname.replace(/\/$/, '')) req.url = target;
          return next();
        }
        try {
          const files = await listFunctionFiles();
          const modules = (await Promise.all(files.map((file) => server.ssrLoadModule(file)))) as FunctionModule[];
          const response = await routeToFunction(await toRequest(req), modules, clientIp(req));
          if (!response) return next();
          await sendResponse(response, res);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
