// The one way the browser calls the API: JSON in and out, the error shape of src/server/http.ts turned into ApiError.
export class ApiError extends Error {
  readonly status: number;
  /** Field errors keyed by field or controlId, when the server sent them. */
  readonly errors: Record<string, string[]>;
  /** The server's Retry-After in seconds, when it sent one (a too-quick form, a rate limit). */
  readonly retryAfterSeconds: number | undefined;
  /** The answer's machine code, when it has one (409 PRICE_CHANGED), and its whole body for the details beside it. */
  readonly code: string | undefined;
  readonly details: unknown;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> = {},
    retryAfterSeconds?: number,
    answer: { code?: string; details?: unknown } = {},
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
    this.code = answer.code;
    this.details = answer.details;
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** One per form instance: a retry with the same key never stores twice. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * Fired on `window` after every write the server accepted (any method but GET): the back office's sidebar refreshes
 * what a save may have changed (the publishing status, the badges) without each screen having to say so.
 */
export const API_WRITE_EVENT = 'api:write';

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  // The custom header marks the call as our own script's (CSRF defence for writes without a body, e.g. DELETE); the
  // page's language (`<html lang>`, the manager's choice in the back office) is the one the server answers in.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-requested-with': 'fetch',
    'accept-language': globalThis.document?.documentElement.lang ?? '',
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error');
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const body = (data ?? {}) as { error?: unknown; errors?: unknown; code?: unknown };
    const errors = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {};
    const message =
      typeof body.error === 'string' ? body.error : (Object.values(errors)[0]?.[0] ?? response.statusText);
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    throw new ApiError(response.status, message, errors, Number.isFinite(retryAfter) ? retryAfter : undefined, {
      ...(typeof body.code === 'string' ? { code: body.code } : {}),
      details: data,
    });
  }
  if (method !== 'GET') globalThis.dispatchEvent?.(new Event(API_WRITE_EVENT));
  return data as T;
}
