// CSRF defence for state-changing calls (OWASP): the Origin, when sent, must be the site's own, and the request must
// be one a cross-site form cannot make — a JSON body or a custom header (both need a CORS preflight we never allow).
import { HttpError } from './http.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function checkCsrf(req: Request): void {
  if (SAFE.has(req.method)) return;
  const origin = req.headers.get('origin');
  if (origin && origin !== new URL(req.url).origin) {
    throw new HttpError(403, { error: 'This request came from another site and was refused' });
  }
  const json = req.headers.get('content-type')?.toLowerCase().startsWith('application/json');
  if (!json && !req.headers.get('x-requested-with')) {
    throw new HttpError(403, { error: 'Send a JSON body or an X-Requested-With header' });
  }
}
