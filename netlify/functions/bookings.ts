// Bookings, the visitor's side (docs/product.md#bookings), one function for the resource:
// GET  /api/bookings/availability?kind=showroom|measurement&from=YYYY-MM-DD&days=N — the free days and times;
// POST /api/bookings {kind, start, name, phone, email?, area?, address?, note?, requestRef?, lang, formToken} — 201
//   {reference, start, end, manageUrl}; 409 SLOT_TAKEN with the next free times when the time was just taken. Through
//   the public-form path (Idempotency-Key, honeypot, fill time, a per-address limit);
// GET  /api/bookings/:token — the customer's visit behind their link;
// POST /api/bookings/:token/reschedule {start} and /cancel — until the shop's cut-off (409 TOO_LATE after).
// The e-mails queued with each change go out right after the answer (the scheduled run retries them).
import type { Config, Context } from '@netlify/functions';
import {
  availability,
  cancelBooking,
  createBooking,
  customerBooking,
  rescheduleBooking,
} from '../../src/features/bookings/data.server.ts';
import { AvailabilityQuery, BookingToken, CreateBooking, Reschedule } from '../../src/features/bookings/schema.ts';
import { deliverSoon } from '../../src/features/notifications/outbox.server.ts';
import { clientKey } from '../../src/server/client-address.ts';
import { getDb } from '../../src/server/db.ts';
import { NotFound } from '../../src/server/errors.ts';
import { HttpError, handle, json, parseBody, parseQuery } from '../../src/server/http.ts';
import { hasIdempotencyKey, idempotencyKey, runIdempotent } from '../../src/server/idempotency.ts';
import { tokenHash } from '../../src/server/link-token.ts';
import { submitPublicForm } from '../../src/server/public-form.ts';
import { hitLimit, limits } from '../../src/server/rate-limit.ts';

const NOINDEX = { 'x-robots-tag': 'noindex, nofollow' };

export default handle(
  async (req: Request, context: Context) => {
    const { token, action } = context.params as { token?: string; action?: string };
    const post = req.method === 'POST';
    if (token === 'availability' && !action) {
      if (post) throw new HttpError(405, { error: 'Method not allowed' }, { allow: 'GET' });
      return json(await availability(getDb(), parseQuery(req, AvailabilityQuery)));
    }
    if (!token) {
      if (!post) throw new HttpError(405, { error: 'Method not allowed' }, { allow: 'POST' });
      return submitPublicForm(req, context, {
        scope: 'booking',
        limit: [limits.booking, limits.bookingDaily],
        input: await parseBody(req, CreateBooking),
        work: async (tx, input) => ({ status: 201, body: await createBooking(tx, input, clientKey(context)) }),
        deliver: deliverSoon,
      });
    }
    if (action !== undefined && action !== 'reschedule' && action !== 'cancel') throw missing();
    // The visit is read with GET, changed with POST; the other way round is no route.
    if (post !== Boolean(action)) {
      throw new HttpError(405, { error: 'Method not allowed' }, { allow: action ? 'POST' : 'GET' });
    }
    const params = BookingToken.safeParse({ token });
    await hitLimit(getDb(), action ? limits.bookingChange : limits.bookingView, clientKey(context));
    if (!params.success) throw missing();
    const valid = params.data.token;
    if (!action) return json(await customerBooking(getDb(), valid), 200, NOINDEX);
    const input = action === 'reschedule' ? await parseBody(req, Reschedule) : {};
    const answer = await runIdempotent(
      getDb(),
      `booking-${action}:${tokenHash(valid)}`,
      idempotencyKey(req),
      input,
      async (tx) => ({
        status: 200,
        body:
          action === 'reschedule'
            ? await rescheduleBooking(tx, valid, (input as { start: string }).start, clientKey(context))
            : await cancelBooking(tx, valid, clientKey(context)),
      }),
    );
    if (!answer.replayed) {
      context.waitUntil(
        deliverSoon(getDb()).catch((error: unknown) => console.error('[notifications] delivery failed:', error)),
      );
    }
    return json(answer.body, answer.status, {
      ...NOINDEX,
      ...(answer.replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
  },
  { retrySafe: hasIdempotencyKey },
);

const missing = () => new NotFound('This booking link is not valid. Call us and we will find your visit.');

export const config: Config = {
  path: ['/api/bookings', '/api/bookings/:token', '/api/bookings/:token/:action'],
  method: ['GET', 'POST'],
};
