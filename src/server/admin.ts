// The one way an admin request runs: CSRF check for writes, a valid session (401 without), then the handler; a
// renewed session cookie is added to its answer when the idle window was refreshed.
import type { Context } from '@netlify/functions';
import type * as z from 'zod';
import { checkCsrf } from './csrf.ts';
import { type Db, getDb } from './db.ts';
import { type Handler, handle, json, parseBody, parseWith } from './http.ts';
import { cookieName, requireSession, type Session } from './session.ts';

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
    // A handler that set the session cookie itself (a password change: a new session version) has the last word.
    const setsSession = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${cookieName(req)}=`));
    if (session.renewal && !setsSession) response.headers.append('set-cookie', session.renewal);
    return response;
  };
}

/** A route that is admin only. */
export const adminRoute = (handler: AdminHandler): Handler => handle(adminOnly(handler));

interface ItemRoutes<I extends z.ZodType> {
  /** The path parameters, `{ id }`. */
  params: z.ZodType<{ id: string }>;
  /** The body of a PUT. */
  body: I;
  update: (db: Db, id: string, input: z.output<I>) => Promise<void>;
  remove: (db: Db, id: string) => Promise<void>;
}

/** PUT …/:id edits an item, DELETE …/:id deletes it (admin): every back-office item route, answering `{ ok: true }`. */
export function adminItemRoute<I extends z.ZodType>(routes: ItemRoutes<I>): Handler {
  return adminRoute(async (req, context) => {
    const { id } = parseWith(routes.params, context.params);
    if (req.method === 'DELETE') await routes.remove(getDb(), id);
    else await routes.update(getDb(), id, await parseBody(req, routes.body));
    return json({ ok: true });
  });
}
