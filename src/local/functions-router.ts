// Runs netlify/functions/*.ts in this process for local servers: each request goes to the function whose
// `config.path` (URLPattern syntax) and `config.method` match, with a Netlify-shaped context. Instances stay warm
// between calls, as on Netlify. Why not Netlify's own emulation: docs/decisions/001.
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config, Context } from '@netlify/functions';
import { withSecurityHeaders } from '../server/security-headers.ts';

export interface FunctionModule {
  default: (req: Request, context: Context) => Promise<Response> | Response;
  config?: Config;
}

export const functionsDir = resolve(import.meta.dirname, '../../netlify/functions');

/** A Netlify v2 context with what our functions use; the rest mirrors production's shape. */
export function createContext(req: Request, params: Record<string, string> = {}, ip = '127.0.0.1'): Context {
  const url = new URL(req.url);
  return {
    account: { id: 'local' },
    cookies: undefined as never,
    deploy: { context: 'dev', id: 'local', published: false },
    geo: {},
    ip,
    json: (input: unknown) => Response.json(input),
    log: console.log,
    next: () => Promise.reject(new Error('next() is for edge functions')),
    params,
    rewrite: () => Promise.reject(new Error('rewrite() is for edge functions')),
    requestId: randomUUID(),
    server: { region: 'local' },
    site: { id: 'local', name: 'local', url: url.origin },
    url,
    waitUntil: (promise: Promise<unknown>) => void promise.catch(console.error),
  } as Context;
}

export async function listFunctionFiles(dir: string = functionsDir): Promise<string[]> {
  return (await readdir(dir))
    .filter((name) => /\.(ts|mts|js|mjs)$/.test(name) && !name.includes('.test.'))
    .map((name) => join(dir, name));
}

interface Route {
  pattern: URLPattern;
  methods: string[];
}

/** Patterns compiled once per module: building a URLPattern costs more than matching one. */
const compiled = new WeakMap<FunctionModule, Route[]>();

function routesOf(mod: FunctionModule): Route[] {
  let routes = compiled.get(mod);
  if (!routes) {
    const methods = [mod.config?.method ?? []].flat().map((m) => m.toUpperCase());
    routes = [mod.config?.path ?? []].flat().map((path) => ({ pattern: new URLPattern({ pathname: path }), methods }));
    compiled.set(mod, routes);
  }
  return routes;
}

/**
 * Finds and runs the matching function. A known path with another method answers 405 and an unknown /api/ path 404
 * (JSON, with the API's security headers, as handle() answers); undefined for any other path (the caller serves pages).
 */
export async function routeToFunction(
  req: Request,
  modules: FunctionModule[],
  ip?: string,
): Promise<Response | undefined> {
  const { pathname } = new URL(req.url);
  let pathMatched = false;
  for (const mod of modules) {
    for (const { pattern, methods } of routesOf(mod)) {
      const match = pattern.exec({ pathname });
      if (!match) continue;
      pathMatched = true;
      if (methods.length && !methods.includes(req.method.toUpperCase())) continue;
      const params = Object.fromEntries(
        Object.entries(match.pathname.groups).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      return mod.default(req, createContext(req, params, ip));
    }
  }
  if (pathMatched) return withSecurityHeaders(Response.json({ error: 'Method not allowed' }, { status: 405 }));
  if (pathname.startsWith('/api/')) return withSecurityHeaders(Response.json({ error: 'Not found' }, { status: 404 }));
  return undefined;
}
