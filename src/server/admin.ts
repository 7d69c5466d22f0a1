// The one way an admin route runs: CSRF check for writes, a valid session (401 without), then the handler; a renewed
// session cookie is added to its answer when the idle window was refreshed.
import type { Context } from '@netlify/functions';
import { requireSession, type Session } from '../features/auth/session.server.ts';
import { checkCsrf } from './csrf.ts';
import { getDb } from './db.ts';
import { type Handler, handle } from './http.ts';

export type AdminHandler = (req: Request, context: Context, session: Session) => Promise<Response>;

export function adminRoute(handler: AdminHandler): Handler {
  return handle(async (req, context) => {
    checkCsrf(req);
    const session = await requireSession(getDb(), req);
    const response = await handler(req, context, session);
    if (session.renewal) response.headers.append('set-cookie', session.renewal);
    return response;
  });
}
