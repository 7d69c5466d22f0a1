// The manager's calendar (admin session), one function for the resource (docs/product.md#bookings):
// GET   /api/admin/bookings?from=YYYY-MM-DD&to=YYYY-MM-DD — the visits starting on those days and the blocked time;
// POST  /api/admin/bookings {kind, start, name, phone, …, override?, tellCustomer?} — 201 the visit; 409 SLOT_TAKEN;
// PATCH /api/admin/bookings/:id {version, start? | status: CANCELLED|DONE, override?, tellCustomer?} — moved,
//   cancelled or done (a measurement done moves its request to Measured); 409 when changed since or closed;
// POST  /api/admin/bookings/blocks {kind|null, start, end, note?} — 201 time blocked;
// DELETE /api/admin/bookings/blocks/:id — unblocked.
// A customer's e-mail queued with a change goes out right after the answer.
import type { Config, Context } from '@netlify/functions';
import {
  adminCreateBooking,
  calendar,
  changeBooking,
  createBlock,
  deleteBlock,
} from '../../src/features/bookings/admin.server.ts';
import {
  AdminChangeBooking,
  AdminCreateBooking,
  CalendarQuery,
  CreateBlock,
} from '../../src/features/bookings/schema.ts';
import { deliverSoon } from '../../src/features/notifications/outbox.server.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { HttpError, json, parseBody, parseQuery, parseWith } from '../../src/server/http.ts';
import { idempotencyKey, runIdempotent } from '../../src/server/idempotency.ts';

type Route = 'list' | 'item' | 'blocks' | 'block';
const ALLOWED: Record<Route, string[]> = {
  list: ['GET', 'POST'],
  item: ['PATCH'],
  blocks: ['POST'],
  block: ['DELETE'],
};

function routeOf(context: Context): Route {
  const { id, blockId } = context.params as { id?: string; blockId?: string };
  if (blockId !== undefined) return 'block';
  if (id === 'blocks') return 'blocks';
  return id === undefined ? 'list' : 'item';
}

const logDeliveryFailure = (error: unknown) => console.error('[notifications] a booking e-mail failed:', error);

export default adminRoute(async (req: Request, context: Context, { user }) => {
  const route = routeOf(context);
  if (!ALLOWED[route].includes(req.method)) {
    throw new HttpError(405, { error: 'Method not allowed' }, { allow: ALLOWED[route].join(', ') });
  }
  const db = getDb();
  if (route === 'list' && req.method === 'GET') {
    const { from, to } = parseQuery(req, CalendarQuery);
    return json(await calendar(db, from, to));
  }
  if (route === 'blocks') return json(await createBlock(db, await parseBody(req, CreateBlock), user.email), 201);
  if (route === 'block') {
    const { id } = parseWith(IdParam, { id: context.params.blockId });
    await deleteBlock(db, id);
    return new Response(null, { status: 204 });
  }
  const answer =
    route === 'list'
      ? await (async () => {
          const input = await parseBody(req, AdminCreateBooking);
          return runIdempotent(db, 'admin-booking', idempotencyKey(req), input, async (tx) => ({
            status: 201,
            body: await adminCreateBooking(tx, input, user.email),
          }));
        })()
      : await (async () => {
          const { id } = parseWith(IdParam, context.params);
          const input = await parseBody(req, AdminChangeBooking);
          return runIdempotent(db, `admin-booking:${id}`, idempotencyKey(req), input, async (tx) => ({
            status: 200,
            body: await changeBooking(tx, id, input, user.email),
          }));
        })();
  if (!answer.replayed) context.waitUntil(deliverSoon(db).catch(logDeliveryFailure));
  return json(answer.body, answer.status);
});

export const config: Config = {
  path: ['/api/admin/bookings', '/api/admin/bookings/:id', '/api/admin/bookings/blocks/:blockId'],
  method: ['GET', 'POST', 'PATCH', 'DELETE'],
};
