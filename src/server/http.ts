// The API's one error shape and the one try/catch: every function's default export is `handle(async (req, ctx) => …)`.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from '@netlify/functions';
import type * as z from 'zod';
import { dict } from '../lib/dict.ts';
import { type Lang, languages } from '../lib/i18n.ts';
import { localize } from '../lib/messages.ts';
import { isConnectionError } from './db-errors.ts';
import {
  Conflict,
  DomainError,
  type FieldErrors,
  Invalid,
  Misconfigured,
  NotFound,
  TooManyAttempts,
  Unauthorized,
} from './errors.ts';
import { withSecurityHeaders } from './security-headers.ts';

/**
 * The body of every 4xx/5xx answer: field errors keyed by path, or one message (with a machine `code` and its details
 * when the client can act on it, e.g. a 409 PRICE_CHANGED carrying the new price).
 */
export type ErrorBody = { errors: FieldErrors } | { error: string; code?: string; [detail: string]: unknown };

/**
 * An answer decided at the HTTP edge (wrong content type, body too large, CSRF, rate limits): src/server and the
 * functions throw it; feature code throws a domain error (src/server/errors.ts) instead.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super('error' in body ? body.error : JSON.stringify(body.errors));
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** The one place a domain error becomes an HTTP answer: its status, and its message or field errors as the body. */
function fromDomain(error: DomainError): HttpError {
  if (error instanceof Invalid) return new HttpError(422, { errors: error.errors });
  if (error instanceof NotFound) {
    return new HttpError(404, error.field ? { errors: { [error.field]: [error.message] } } : { error: error.message });
  }
  if (error instanceof TooManyAttempts) {
    return new HttpError(429, { error: error.message }, { 'retry-after': String(error.retryAfterSeconds) });
  }
  if (error instanceof Conflict) {
    return new HttpError(409, { error: error.message, ...(error.code ? { code: error.code, ...error.details } : {}) });
  }
  if (error instanceof Unauthorized) return new HttpError(401, { error: error.message });
  return new HttpError(503, { error: error.message }); // Unavailable
}

const MAX_BODY_BYTES = 64 * 1024;
/** Bodies already read, so a request tried again (handle()) parses the same text without cloning the stream. */
const bodies = new WeakMap<Request, string>();
/** The language of the page a request came from, as its JSON body's `lang` says (docs/product.md#languages). */
const requestLangs = new WeakMap<Request, Lang>();

/**
 * The language of every message a request gets: its JSON body's `lang` (the page a public form was sent from), else the
 * first of ours its Accept-Language prefers (api() sends the page's, so the back office answers in the manager's
 * language, GET and DELETE included), else English.
 */
export function requestLang(req: Request): Lang {
  return requestLangs.get(req) ?? acceptedLang(req.headers.get('accept-language'));
}

/** The best of our languages by an Accept-Language header's preferences (`uk-UA,uk;q=0.9,en;q=0.8` → uk). */
export function acceptedLang(header: string | null): Lang {
  let best: { lang: Lang; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const lang = languages.find((l) => l === tag.split('-')[0]);
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.trim().slice(2));
    if (lang && Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? 'en';
}

function noteLang(req: Request, data: unknown): void {
  const lang = (data as { lang?: unknown } | null)?.lang;
  const known = languages.find((l) => l === lang);
  if (known) requestLangs.set(req, known);
}

/** An error body in the request's language: each message the catalogue knows (src/lib/messages.ts) translated. */
function localizedBody(body: ErrorBody, lang: Lang): ErrorBody {
  if (lang === 'en') return body;
  if ('error' in body && typeof body.error === 'string') return { ...body, error: localize(body.error, lang) };
  const errors: FieldErrors = dict();
  for (const [key, messages] of Object.entries((body as { errors: FieldErrors }).errors)) {
    errors[key] = messages.map((message) => localize(message, lang));
  }
  return { errors };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = dict(); // a path can be a key the client chose ('constructor')
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

/** Validates data with a zod schema or throws 422 with the issues keyed by path. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Invalid(issuesToErrors(result.error.issues));
  return result.data;
}

/** Reads a JSON body (at most 64 KB unless a route allows more, as uploads do) and validates it. */
export async function parseBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  maxBytes: number = MAX_BODY_BYTES,
): Promise<z.output<S>> {
  if (!req.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    throw new HttpError(415, { error: 'Send the body as application/json' });
  }
  const tooLarge = () => new HttpError(413, { error: `Body too large (${Math.round(maxBytes / 1024)} KB at most)` });
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge();
  let text = bodies.get(req);
  if (text === undefined) {
    text = await req.text();
    bodies.set(req, text);
  }
  if (Buffer.byteLength(text) > maxBytes) throw tooLarge();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, { error: 'The body is not valid JSON' });
  }
  noteLang(req, data);
  return parseWith(schema, data);
}

/**
 * Reads a binary body (an uploaded file) of at most `maxBytes`, whose Content-Type starts with one of `types`. Too
 * large → 413 with `tooLarge` as the message, decided by the declared length before anything is read, and by the
 * bytes as they arrive (a body without a length, or one longer than declared, is never buffered past the limit).
 */
export async function readBytes(
  req: Request,
  maxBytes: number,
  types: readonly string[],
  tooLarge: string,
): Promise<Buffer> {
  const type = req.headers.get('content-type')?.toLowerCase() ?? '';
  if (!types.some((allowed) => type.startsWith(allowed))) {
    throw new HttpError(415, { error: `Send the file itself as the body, as ${types.join(' or ')}` });
  }
  const refuse = () => new HttpError(413, { error: tooLarge });
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw refuse();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw refuse();
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks, size);
}

/** Validates the query string (repeated keys keep the last value). */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return parseWith(schema, Object.fromEntries(new URL(req.url).searchParams));
}

export type Handler = (req: Request, context: Context) => Promise<Response>;

export interface HandleOptions {
  /**
   * Requests besides GET and HEAD that are safe to run again when the database could not be reached: a price is only
   * read; a form under its Idempotency-Key stores once whatever happens.
   */
  retrySafe?: (req: Request) => boolean;
}

/** Attempts at a request that is safe to repeat, when the database cannot be reached (a cold start, a lost socket). */
const ATTEMPTS = 3;
/** Full jitter over an exponential step: 0–100 ms, then 0–200 ms. */
const backoff = (attempt: number) => sleep(Math.random() * 100 * 2 ** (attempt - 1));

const databaseUnavailable = () =>
  new HttpError(
    503,
    { error: 'The service is briefly unavailable. Nothing was lost: please try again in a moment.' },
    { 'retry-after': '5' },
  );

/**
 * Wraps a function: a domain error (src/server/errors.ts) or an HttpError → its status and body; the database out of
 * reach → 503 with Retry-After (after another try or two when the request is safe to repeat); a missing setting
 * (Misconfigured) → 503 with a generic body, the setting named in the log; anything else is logged with a request id
 * and answered 500. Every answer carries the security headers, and every error message the catalogue knows comes in
 * the request's language (`requestLang`, src/lib/messages.ts).
 */
export function handle(handler: Handler, options: HandleOptions = {}): Handler {
  return async (req, context) => {
    const repeatable = req.method === 'GET' || req.method === 'HEAD' || (options.retrySafe?.(req) ?? false);
    return withSecurityHeaders(await answer(handler, req, context, repeatable ? ATTEMPTS : 1));
  };
}

async function answer(handler: Handler, req: Request, context: Context, attempts: number): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      // The same request each time: parseBody keeps the body it read for the next attempt.
      return await handler(req, context);
    } catch (caught) {
      let error = caught;
      const lang = requestLang(req);
      if (isConnectionError(error)) {
        if (attempt < attempts) {
          await backoff(attempt);
          continue;
        }
        console.warn(`[api] ${req.method} ${new URL(req.url).pathname}: database unavailable`, String(error));
        error = databaseUnavailable();
      }
      if (error instanceof Misconfigured) {
        // The owner reads the log, which names the setting; a visitor learns nothing of the configuration.
        console.error(`[api] ${req.method} ${new URL(req.url).pathname}: ${error.message}`);
        return json(localizedBody({ error: 'The service is unavailable. Please try again later.' }, lang), 503);
      }
      if (error instanceof DomainError) error = fromDomain(error);
      if (error instanceof HttpError) return json(localizedBody(error.body, lang), error.status, error.headers);
      const requestId = context?.requestId ?? randomUUID();
      console.error(`[api] ${req.method} ${new URL(req.url).pathname} failed (request ${requestId})`, error);
      const body = localizedBody({ error: 'Something went wrong on our side. Please try again.' }, lang);
      return json(body, 500, { 'x-request-id': requestId });
    }
  }
}
