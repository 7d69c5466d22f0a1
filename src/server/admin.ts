// The one way an admin request runs: CSRF check for writes, a valid session (401 without), then the handler; a
// renewed session cookie is added to its answer when the idle window was refreshed.
import type { Context } from '@netlify/functions';
import { requireSession, type Session } from '../features/auth/session.server.ts';
import { checkCsrf } from './csrf.ts';
import { getDb } from './db.ts';
import { type Handler, handle } from './http.ts';

export type AdminHandler = (req: Request, context: Context, session: Session) => Promise<Response>;

/**
 * The admin checks around a handler, for the admin part of a route that is partly public (products, portfolio): the
 * route's one `handle()` wraps it.
 */
export function adminOnly(handler: AdminHandler): Handler {
  return async (req, context) => {
    checkCsrf(req);
    const session = await requireSession(getDb(), req);
    const response = await handler(req, context, session);
    if (session.renewal) response.headers.append('set-cookie', session.renewal);
    return response;
  };
}

/** A route that is admin only. */
export const adminRoute = (handler: AdminHandler): Handler => handle(adminOnly(handler));
