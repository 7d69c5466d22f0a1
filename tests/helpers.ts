// Calls a function's default export the way Netlify does: a web Request and a v2 context with path params.
import type { Config, Context } from '@netlify/functions';
import { createContext } from '../src/server/functions-router.ts';

type Fn = (req: Request, context: Context) => Promise<Response> | Response;

export async function call(
  fn: Fn,
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string>; params?: Record<string, string>; ip?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const req = new Request(new URL(path, 'http://localhost:4321'), { method, headers, body: body ?? null });
  return fn(req, createContext(req, init.params, init.ip));
}

export type { Config };

/** The guard fields of a public form filled in by a person who took their time. */
export const humanGuard = () => ({ website: '', formStartedAt: Date.now() - 10_000 });

/** A fresh client address per call, so per-IP limits stay out of tests that are not about them. */
let ipCounter = 0;
export function nextIp(): string {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
