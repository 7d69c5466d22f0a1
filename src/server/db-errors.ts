// Which database failures are about reaching the database (worth another try, or a 503) rather than about the query.
// Seen from pg, the Neon driver (WebSocket) and PGlite's adapter: SQLSTATE classes, Node socket codes, and the
// messages the drivers throw without a code.

/** SQLSTATE: connection exceptions (08…), the server shutting down or starting (57P01–57P03), too many connections. */
const TRANSIENT_STATES = /^(08...|57P0[123]|53300)$/;
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /connection (is )?(closed|ended|reset)/i,
  /websocket/i,
  /query read timeout/i,
  /socket hang up/i,
];

export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    // The Neon driver rejects with the WebSocket's own ErrorEvent when its socket fails.
    if (typeof Event !== 'undefined' && current instanceof Event) return true;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (TRANSIENT_STATES.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    // AggregateError (a host with several addresses) and errors wrapping a cause.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isConnectionError)) return true;
    current = cause ?? (current as { error?: unknown }).error;
  }
  return false;
}
