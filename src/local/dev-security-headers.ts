// Vite plugin for `astro dev`: every answer of the dev server carries the security headers `npm run serve` sends
// (src/server/security-headers.ts), Vite's own 403s and 500s included, and an error answered to anything but the
// developer's own page load says "Internal error" instead of the project's absolute paths and a stack.
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { COMMON_HEADERS, pageCsp, withSecurityHeaders } from '../server/security-headers.ts';
import { sendResponse } from './node-http.ts';

/**
 * The built pages' policy with two changes dev cannot do without. The build lists its inline scripts by hash
 * (dist/_headers); in dev, Vite and Astro inject inline scripts of their own (the HMR client, React's refresh
 * preamble, each island's bootstrap, the error overlay) whose text changes with every edit, so inline scripts are
 * allowed. And the HMR client talks to the dev server over a WebSocket, which older browsers' 'self' does not cover.
 * Everything else (no plugins, no framing, no foreign base, forms and frames as on the site) stays as built.
 */
export const DEV_PAGE_CSP = pageCsp([])
  .split('; ')
  .map((directive) => {
    if (directive === "script-src 'self'") return "script-src 'self' 'unsafe-inline'";
    if (directive === "connect-src 'self'") return "connect-src 'self' ws://127.0.0.1:* ws://localhost:*";
    return directive;
  })
  .join('; ');

/** Sets the headers before any middleware answers; a function's answer replaces the CSP with the API's own. */
function setHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
  res.setHeader('content-security-policy', DEV_PAGE_CSP);
}

/**
 * Whether a failed request is the developer opening a page, who gets Vite's error overlay with the message and stack.
 * The browser sets Sec-Fetch-Mode itself, so a script on another local page (which Vite's dev CORS lets read the
 * answer) cannot pass its fetch off as a navigation. A client without Sec-Fetch-* (curl, an old browser) counts as a
 * page load when it asks for HTML.
 */
export function showsErrorOverlay(headers: IncomingHttpHeaders): boolean {
  const mode = headers['sec-fetch-mode'];
  if (mode) return mode === 'navigate';
  return /\btext\/html\b/.test(headers.accept ?? '');
}

/**
 * Answers an error with a bare 500 as `npm run serve` does; the whole error goes to the terminal and, through HMR,
 * to the overlay of the page the developer has open, as Vite's own error answer would have sent it.
 */
export async function answerError(server: ViteDevServer, error: unknown, res: ServerResponse): Promise<void> {
  const err = error instanceof Error ? error : new Error(String(error));
  server.config.logger.error(`Internal server error: ${err.message}\n${err.stack ?? ''}`, {
    timestamp: true,
    error: err,
  });
  server.environments.client.hot.send({ type: 'error', err: { message: err.message, stack: err.stack ?? '' } });
  if (res.headersSent) return void res.destroy();
  await sendResponse(withSecurityHeaders(Response.json({ error: 'Internal error' }, { status: 500 })), res);
}

export function devSecurityHeaders(): Plugin {
  return {
    name: 'doors:dev-security-headers',
    apply: 'serve',
    // Last of the configureServer hooks, so the error handler below comes after every other plugin's middleware.
    configureServer: {
      order: 'post',
      handler(server) {
        // First in the whole stack, ahead of what Vite installs before any plugin (its CORS, its Host check's 403,
        // its 400 for a '#' in the path), so those answers carry the headers as well.
        const first: Connect.NextHandleFunction = (_req, res, next) => {
          setHeaders(res);
          next();
        };
        server.middlewares.stack.unshift({ route: '', handle: first });
        // Runs after Vite's own middlewares (a module that fails to compile, an unreadable file) and before Vite's
        // error page, which would print the message, the stack and absolute paths into the answer.
        return () => {
          const errors: Connect.ErrorHandleFunction = (error, req, res, next) => {
            if (showsErrorOverlay(req.headers)) return next(error);
            answerError(server, error, res).catch(() => res.destroy());
          };
          server.middlewares.use(errors);
        };
      },
    },
  };
}
