// Vite plugin for `astro dev`: /api requests go to netlify/functions (loaded through Vite, so edits apply at once).
import type { Plugin } from 'vite';
import { type FunctionModule, listFunctionFiles, routeToFunction } from './functions-router.ts';
import { clientIp, sendResponse, toRequest } from './node-http.ts';

export function netlifyFunctions(): Plugin {
  return {
    name: 'doors:netlify-functions',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next();
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
