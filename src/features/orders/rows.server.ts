// The order's rows as the other order modules read them (docs/product.md#orders): the order with its accepted version,
// its payments, stages and invoices, its money today, and the two writes every change makes (its activity, its version).
import { sql } from 'kysely';
import { shopToday } from '../../lib/shop-day.ts';
import type { Db } from '../../server/db.ts';
import { NotFound } from '../../server/errors.ts';
import { stored } from '../../server/stored.ts';
import { OfferDocument } from '../offers/document.ts';
import { type InvoiceNumber, moneyState, STAGES } from './order.ts';
import { InvoiceDocument } from './schema.ts';
import type { OrderInvoice, OrderPayment, OrderStage } from './views.ts';

const noOrder = () => new NotFound('No order with this id');

const ymd = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The order's row with the accepted version's document; locked for the caller's transaction when `lock`. */
export async function orderFacts(db: Db, id: string, lock = false) {
  let query = db
    .selectFrom('orders')
    .innerJoin('offer_versions', (join) =>
      join
        .onRef('offer_versions.offer_id', '=', 'orders.offer_id')
        .onRef('offer_versions.number', '=', 'orders.offer_number'),
    )
    .innerJoin('offers', 'offers.id', 'orders.offer_id')
    .select([
      'orders.id',
      'orders.number',
      'orders.offer_id',
      'orders.offer_number',
      'orders.accepted_name',
      'orders.accepted_at',
      'orders.version',
      'offer_versions.document',
      'offers.request_kind',
      'offers.request_id',
    ])
    .where('orders.id', '=', id);
  if (lock) query = query.forUpdate(['orders']);
  const row = await query.executeTakeFirst();
  if (!row) throw noOrder();
  return {
    ...row,
    document: stored(OfferDocument, row.document, `offer_versions ${row.offer_id}/${row.offer_number} document`),
  };
}
export type OrderFacts = Awaited<ReturnType<typeof orderFacts>>;

export async function paidCents(db: Db, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('order_payments')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('paid'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.paid);
}

export async function orderStages(db: Db, orderId: string): Promise<OrderStage[]> {
  const rows = await db
    .selectFrom('order_stages')
    .select(['stage', ymd('planned_on').as('planned_on'), ymd('done_on').as('done_on'), 'note'])
    .where('order_id', '=', orderId)
    .execute();
  return STAGES.flatMap((stage) => {
    const row = rows.find((r) => r.stage === stage);
    return row ? [{ stage, plannedOn: row.planned_on, doneOn: row.done_on, note: row.note }] : [];
  });
}

export async function orderInvoices(db: Db, orderId: string): Promise<OrderInvoice[]> {
  const rows = await db
    .selectFrom('order_invoices')
    .select(['number', 'amount_cents', ymd('due_on').as('due_on'), 'document', 'issued_at'])
    .where('order_id', '=', orderId)
    .orderBy('number')
    .execute();
  return rows.map((row) => ({
    number: row.number as InvoiceNumber,
    amountCents: Number(row.amount_cents),
    dueOn: row.due_on,
    issuedAt: row.issued_at.toISOString(),
    document: stored(InvoiceDocument, row.document, `order_invoices ${orderId}/${row.number} document`),
  }));
}

export async function orderPayments(db: Db, orderId: string): Promise<OrderPayment[]> {
  const rows = await db
    .selectFrom('order_payments')
    .select(['id', 'amount_cents', ymd('paid_on').as('paid_on'), 'method', 'recorded_by', 'recorded_at'])
    .where('order_id', '=', orderId)
    .orderBy('paid_on')
    .orderBy('recorded_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amountCents: Number(row.amount_cents),
    paidOn: row.paid_on,
    method: row.method as OrderPayment['method'],
    recordedBy: row.recorded_by,
    recordedAt: row.recorded_at.toISOString(),
  }));
}

/** One of the order's steps in its request's activity (inbox/schema.ts's ActivityEntry names each note's form). */
export async function orderActivity(
  tx: Db,
  order: OrderFacts,
  entry: {
    kind: 'ORDER_PAYMENT' | 'ORDER_STAGE' | 'ORDER_INVOICE';
    reference: string;
    note: string;
    by: string | null;
  },
): Promise<void> {
  await tx
    .insertInto('request_activity')
    .values({
      request_kind: order.request_kind,
      request_id: order.request_id,
      kind: entry.kind,
      reference: entry.reference,
      note: entry.note,
      admin_email: entry.by,
    })
    .execute();
}

/** Marks the order changed (its version and time), in the caller's transaction. */
export async function touch(tx: Db, orderId: string): Promise<void> {
  await tx
    .updateTable('orders')
    .set({ version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where('id', '=', orderId)
    .execute();
}

/** The money as the order stands today (the shop's day). */
export async function orderMoney(db: Db, order: OrderFacts, now = new Date()) {
  const [paid, invoices] = await Promise.all([paidCents(db, order.id), orderInvoices(db, order.id)]);
  return { money: moneyState(order.document.totals.totalCents, paid, invoices, shopToday(now)), invoices };
}
