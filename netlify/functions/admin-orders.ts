// The manager's orders (admin session), one function for the resource (docs/product.md#orders):
// GET /api/admin/orders?q=&stage=&due=1&overdue=1 — newest first, searched by number, name or phone;
// GET /api/admin/orders/:id — the order whole: lines, payments, stages, invoices, activity;
// PATCH /api/admin/orders/:id {stage, plannedOn?, doneOn?, note?, notify?} — one stage's days and note (422 out of
//   order or after today); Ready done issues the balance invoice;
// POST /api/admin/orders/:id/payments {amountCents, paidOn, method, confirmOverpayment?, notify?} — 201; 409
//   OVERPAYMENT past the balance unless confirmed; an Idempotency-Key makes a retry record it once;
// POST /api/admin/orders/:id/invoices {number} — issues the prepayment (1) or balance (2) invoice now: 201; 422 while
//   the shop's payment details are missing; 409 when issued already or nothing is left to pay.
// "notify" queues the customer's e-mail in the same transaction; it goes out right after the answer.
import type { Config, Context } from '@netlify/functions';
import { deliverSoon } from '../../src/features/notifications/outbox.server.ts';
import { getOrder, listOrders } from '../../src/features/orders/admin.server.ts';
import { recordPayment, updateStage } from '../../src/features/orders/data.server.ts';
import { issueInvoice } from '../../src/features/orders/invoices.server.ts';
import { queueOrderUpdate } from '../../src/features/orders/notify.server.ts';
import { orderFacts } from '../../src/features/orders/rows.server.ts';
import { IssueInvoice, OrderFilters, RecordPayment, UpdateStage } from '../../src/features/orders/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { HttpError, json, parseBody, parseWith } from '../../src/server/http.ts';
import { idempotencyKey, runIdempotent } from '../../src/server/idempotency.ts';

type Route = 'list' | 'item' | 'payments' | 'invoices';
const ALLOWED: Record<Route, string[]> = {
  list: ['GET'],
  item: ['GET', 'PATCH'],
  payments: ['POST'],
  invoices: ['POST'],
};

function routeOf(req: Request, context: Context): Route {
  if (context.params.id === undefined) return 'list';
  const tail = /\/(payments|invoices)\/?$/.exec(new URL(req.url).pathname)?.[1];
  return tail === 'payments' || tail === 'invoices' ? tail : 'item';
}

const logDeliveryFailure = (error: unknown) => console.error('[notifications] an order e-mail failed:', error);

export default adminRoute(async (req: Request, context: Context, { user }) => {
  const route = routeOf(req, context);
  if (!ALLOWED[route].includes(req.method)) {
    throw new HttpError(405, { error: 'Method not allowed' }, { allow: ALLOWED[route].join(', ') });
  }
  const db = getDb();
  if (route === 'list') {
    const filters = parseWith(OrderFilters, Object.fromEntries(new URL(req.url).searchParams));
    return json({ orders: await listOrders(db, filters) });
  }
  const { id } = parseWith(IdParam, context.params);
  if (route === 'payments') {
    const input = await parseBody(req, RecordPayment);
    const answer = await runIdempotent(db, `order-payment:${id}`, idempotencyKey(req), input, async (tx) => {
      const { order, paymentId, paidCents } = await recordPayment(tx, id, input, user.email);
      const emailedTo = input.notify
        ? await queueOrderUpdate(tx, order, {
            kind: 'payment',
            amountCents: input.amountCents,
            paidOn: input.paidOn,
            paidCents,
            balanceCents: Math.max(0, order.document.totals.totalCents - paidCents),
          })
        : null;
      return { status: 201, body: { id: paymentId, emailedTo } };
    });
    if ((answer.body as { emailedTo: string | null }).emailedTo && !answer.replayed) {
      context.waitUntil(deliverSoon(db).catch(logDeliveryFailure));
    }
    return json(answer.body, answer.status);
  }
  if (route === 'invoices') {
    const { number } = await parseBody(req, IssueInvoice);
    const issued = await db
      .transaction()
      .execute(async (tx) => issueInvoice(tx, await orderFacts(tx, id, true), number, { required: true }));
    return json(issued, 201);
  }
  if (req.method === 'PATCH') {
    const input = await parseBody(req, UpdateStage);
    const emailedTo = await db.transaction().execute(async (tx) => {
      const { order, stages } = await updateStage(tx, id, input, user.email);
      const row = stages.find((s) => s.stage === input.stage);
      return input.notify
        ? queueOrderUpdate(tx, order, {
            kind: 'stage',
            stage: input.stage,
            doneOn: row?.doneOn ?? null,
            plannedOn: row?.plannedOn ?? null,
          })
        : null;
    });
    if (emailedTo) context.waitUntil(deliverSoon(db).catch(logDeliveryFailure));
    return json({ ...(await getOrder(db, id)), emailedTo });
  }
  return json(await getOrder(db, id));
});

export const config: Config = {
  path: [
    '/api/admin/orders',
    '/api/admin/orders/:id',
    '/api/admin/orders/:id/payments',
    '/api/admin/orders/:id/invoices',
  ],
  method: ['GET', 'PATCH', 'POST'],
};
