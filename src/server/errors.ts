// Domain errors: what feature code throws when a request cannot be done. They know nothing of HTTP; handle()
// (src/server/http.ts) answers each with its status and the one error body, so feature modules never import http.ts.

/** Messages keyed by the path of the field they belong to ('customer.phone', '_' for the whole input). */
export type FieldErrors = Record<string, string[]>;

export abstract class DomainError extends Error {}

/** The thing asked for does not exist (404). `field` names the input that pointed at it, when one did. */
export class NotFound extends DomainError {
  readonly field: string | undefined;

  constructor(message: string, field?: string) {
    super(message);
    this.field = field;
  }
}

/** The input is well formed but cannot be accepted, each message at its field's path (422). */
export class Invalid extends DomainError {
  readonly errors: FieldErrors;

  constructor(errors: FieldErrors) {
    super(JSON.stringify(errors));
    this.errors = errors;
  }
}

/**
 * What the request was based on has changed since (409): reload and try again. A `code` lets a client act on it
 * without reading the message; `details` travel beside it in the answer (e.g. the new price).
 */
export class Conflict extends DomainError {
  readonly code: string | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(message: string, options: { code: string; details?: Record<string, unknown> } | undefined = undefined) {
    super(message);
    this.code = options?.code;
    this.details = options?.details;
  }
}

/** No valid session (401). */
export class Unauthorized extends DomainError {}

/** Too many attempts; the next may come after `retryAfterSeconds` (429). */
export class TooManyAttempts extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Something the answer needs is missing for now, e.g. no exchange rate yet (503). */
export class Unavailable extends DomainError {}

/**
 * A setting the owner must make is missing or wrong (not a domain error: no request can fix it). The message names
 * the setting, for the build log or the function log; handle() answers visitors a generic 503.
 */
export class Misconfigured extends Error {}
