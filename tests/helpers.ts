// Calls a function's default export the way Netlify does: a web Request and a v2 context with path params.
import type { Config, Context } from '@netlify/functions';
import { afterEach, beforeEach, inject } from 'vitest';
import { createContext } from '../src/local/functions-router.ts';
import { closeDb } from '../src/server/db.ts';
import { resetEnv } from '../src/server/env.ts';
import { formTokenKeyFrom, issueFormToken } from '../src/server/form-token.ts';

type Fn = (req: Request, context: Context) => Promise<Response> | Response;

export async function call(
  fn: Fn,
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string>; params?: Record<string, string>; ip?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (init.body instanceof Uint8Array) {
    // Bytes as they are (an upload): the caller sets their Content-Type.
    body = new Uint8Array(init.body);
  } else if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const req = new Request(new URL(path, 'http://localhost:4321'), { method, headers, body: body ?? null });
  const context = createContext(req, init.params, init.ip);
  const waitUntil = context.waitUntil.bind(context);
  context.waitUntil = (promise: Promise<unknown>) => {
    const tracked = promise.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    waitUntil(tracked);
  };
  return fn(req, context);
}

/** What the calls so far handed to waitUntil (work after the answer, such as a delivery pass), still running. */
const inFlight = new Set<Promise<unknown>>();

/** Waits until the work the calls so far left running after their answers is done (it reads settings as it runs). */
export async function afterWork(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

export type { Config };

/**
 * The key the functions sign form tokens with: each test database is a copy of one template, so its app_state secret
 * is known before any test runs (tests/setup/form-token-secret.ts), and tokens can be made while tests are collected.
 */
export const formKey = formTokenKeyFrom(inject('database').formTokenSecret);

/** A form token the server would have issued at `at`. */
export const formToken = (at = Date.now()) => issueFormToken(formKey, at);

/** The guard fields of a public form filled in by a person who took their time (its token issued 10 s ago). */
export const humanGuard = () => ({ website: '', formToken: formToken(Date.now() - 10_000) });

/** A fresh client address per call, so per-IP limits stay out of tests that are not about them. */
let ipCounter = 0;
export function nextIp(): string {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Creates an admin in the test database and signs in through the real endpoint: a cookie and a bearer token. */
export async function signIn(
  email = `admin-${Math.random().toString(36).slice(2)}@example.com`,
  password = 'correct horse battery staple',
): Promise<{ email: string; password: string; cookie: string; token: string; userId: string }> {
  const [{ default: login }, { getDb }, { hashPassword }] = await Promise.all([
    import('../netlify/functions/auth-login.ts'),
    import('../src/server/db.ts'),
    import('../src/features/auth/password.server.ts'),
  ]);
  await getDb()
    .insertInto('admin_users')
    .values({ email, password_hash: await hashPassword(password) })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const response = await call(login, 'POST', '/api/auth/login', { body: { email, password }, ip: nextIp() });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: { id: string } };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { email, password, cookie, token: body.token, userId: body.user.id };
}

/** Runs `fn` with Netlify Blobs pointed at a closed port (every Blobs call fails), then restores the context. */
export async function withUnreachableBlobs<T>(fn: () => Promise<T>): Promise<T> {
  const context = process.env.NETLIFY_BLOBS_CONTEXT;
  const closed = 'http://127.0.0.1:9';
  const unreachable = { siteID: 'local', token: 't', edgeURL: closed, uncachedEdgeURL: closed };
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(unreachable)).toString('base64');
  try {
    return await fn();
  } finally {
    process.env.NETLIFY_BLOBS_CONTEXT = context;
  }
}

/**
 * Gives each test the environment the file started with, and a fresh env() and shared database: for tests that change
 * process.env. Taken in beforeEach, once the setup has pointed the file at its database (its beforeAll runs first).
 */
export function restoreEnvAfterEach(): void {
  let saved: NodeJS.ProcessEnv;
  beforeEach(() => {
    saved = { ...process.env };
  });
  afterEach(async () => {
    process.env = { ...saved };
    resetEnv();
    await closeDb();
  });
}

/**
 * Limits count in fixed windows (src/server/rate-limit.ts; the sign-in lockout, src/features/auth/lockout.ts): a burst
 * that straddles a window's end is counted in two, each with its own allowance. A test of "at most N of a burst" starts
 * it clear of the end of a `windowSeconds` window (a CI run failed on the one that did not: 24 of 30 checked, at
 * 20:15:00).
 */
export async function clearOfWindowEnd(windowSeconds: number): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  // 30 s of room: thirty parallel password checks took 7.5 s on PGlite on a slow day (each an argon2 hash).
  if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
