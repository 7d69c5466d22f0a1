// The back office's orders (docs/product.md#orders): the list with its search and filters, and one order whole.
import { sql } from 'kysely';
import { shopToday } from '../../lib/shop-day.ts';
import type { Db } from '../../server/db.ts';
import { linkOf } from '../offers/data.server.ts';
import { offerPath } from '../offers/link.ts';
import { requestFacts } from '../offers/request.server.ts';
import { invoicePdfPath } from './customer.server.ts';
import { paymentDetailsMissing } from './invoices.server.ts';
import { currentStage, type InvoiceNumber, moneyState, nextPlanned } from './order.ts';
import { orderFacts, orderMoney, orderPayments, orderStages } from './rows.server.ts';
import type { OrderFilters } from './schema.ts';
import type { OrderListItem, OrderStage, OrderView } from './views.ts';

/** The list shows the newest orders first, this many at most (a door shop makes a few hundred a year). */
export const ORDER_LIST_LIMIT = 500;

const ymd = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** A planned stage past its day and not done. */
const isLate = (stages: readonly OrderStage[], today: string) =>
  stages.some((s) => s.plannedOn && !s.doneOn && s.plannedOn < today);

/** GET /api/admin/orders: newest first, searched by number, name or phone, filtered by stage, due and overdue. */
export async function listOrders(db: Db, filters: OrderFilters, now = new Date()): Promise<OrderListItem[]> {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('offers as f', 'f.id', 'o.offer_id')
    .innerJoin('offer_versions as v', (join) =>
      join.onRef('v.offer_id', '=', 'o.offer_id').onRef('v.number', '=', 'o.offer_number'),
    )
    .leftJoin('quotes as q', (join) => join.onRef('q.id', '=', 'f.request_id').on('f.request_kind', '=', 'QUOTE'))
    .leftJoin('inquiries as i', (join) => join.onRef('i.id', '=', 'f.request_id').on('f.request_kind', '=', 'INQUIRY'))
    .select([
      'o.id',
      'o.number',
      'o.accepted_at',
      'v.total_cents',
      sql<string>`coalesce(q.reference, i.reference)`.as('reference'),
      sql<string>`coalesce(q.customer_name, i.name, o.accepted_name)`.as('customer_name'),
      sql<string | null>`coalesce(q.customer_phone, i.phone)`.as('phone'),
    ])
    .orderBy('o.accepted_at', 'desc')
    .limit(ORDER_LIST_LIMIT);
  const q = filters.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = q.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        eb('o.number', 'ilike', like),
        eb(sql`coalesce(q.reference, i.reference)`, 'ilike', like),
        eb(sql`coalesce(q.customer_name, i.name)`, 'ilike', like),
        eb('o.accepted_name', 'ilike', like),
        ...(digits.length >= 3
          ? [eb(sql`regexp_replace(coalesce(q.customer_phone, i.phone, ''), '[^0-9]', '', 'g')`, 'like', `%${digits}%`)]
          : []),
      ]),
    );
  }
  const rows = await query.execute();
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [stageRows, paid, invoices] = await Promise.all([
    db
      .selectFrom('order_stages')
      .select(['order_id', 'stage', ymd('planned_on').as('planned_on'), ymd('done_on').as('done_on'), 'note'])
      .where('order_id', 'in', ids)
      .execute(),
    db
      .selectFrom('order_payments')
      .select(['order_id', sql<string>`sum(amount_cents)`.as('paid')])
      .where('order_id', 'in', ids)
      .groupBy('order_id')
      .execute(),
    db
      .selectFrom('order_invoices')
      .select(['order_id', 'number', 'amount_cents', ymd('due_on').as('due_on')])
      .where('order_id', 'in', ids)
      .execute(),
  ]);
  const today = shopToday(now);
  const items = rows.map((row): OrderListItem => {
    const stages: OrderStage[] = stageRows
      .filter((s) => s.order_id === row.id)
      .map((s) => ({ stage: s.stage, plannedOn: s.planned_on, doneOn: s.done_on, note: s.note }));
    const money = moneyState(
      Number(row.total_cents),
      Number(paid.find((p) => p.order_id === row.id)?.paid ?? 0),
      invoices
        .filter((i) => i.order_id === row.id)
        .map((i) => ({ number: i.number as InvoiceNumber, amountCents: Number(i.amount_cents), dueOn: i.due_on })),
      today,
    );
    return {
      id: row.id,
      number: row.number,
      reference: row.reference,
      customerName: row.customer_name,
      phone: row.phone,
      acceptedAt: row.accepted_at.toISOString(),
      stage: currentStage(stages),
      next: nextPlanned(stages),
      late: isLate(stages, today),
      money,
    };
  });
  return items.filter(
    (item) =>
      (!filters.stage || (filters.stage === 'NONE' ? item.stage === null : item.stage === filters.stage)) &&
      (!filters.due || item.money.dueCents > 0) &&
      (!filters.overdue || item.money.overdue || item.late),
  );
}

/** GET /api/admin/orders/{id}: the order whole, with what the shop still has to fill in before invoicing. */
export async function getOrder(db: Db, id: string, now = new Date()): Promise<OrderView> {
  const order = await orderFacts(db, id);
  const [stages, payments, { money, invoices }, request, missing, activity] = await Promise.all([
    orderStages(db, id),
    orderPayments(db, id),
    orderMoney(db, order, now),
    requestFacts(db, order.request_id),
    paymentDetailsMissing(db),
    db
      .selectFrom('request_activity')
      .select(['kind', 'created_at', 'admin_email', 'note', 'reference'])
      .where('request_kind', '=', order.request_kind)
      .where('request_id', '=', order.request_id)
      .where('kind', 'in', ['OFFER_ACCEPTED', 'ORDER_PAYMENT', 'ORDER_STAGE', 'ORDER_INVOICE'])
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute(),
  ]);
  const { document } = order;
  const offer = await db
    .selectFrom('offers')
    .select(['token_salt', 'token_hash'])
    .where('id', '=', order.offer_id)
    .executeTakeFirstOrThrow();
  const token = linkOf(offer);
  return {
    id: order.id,
    number: order.number,
    version: order.version,
    request: { kind: order.request_kind, id: order.request_id, reference: request.reference },
    customer: {
      name: request.customer.name,
      acceptedName: order.accepted_name,
      phone: request.customer.phone,
      email: request.customer.email,
    },
    offerNumber: order.offer_number,
    acceptedAt: order.accepted_at.toISOString(),
    lang: document.lang,
    lines: document.lines,
    totals: document.totals,
    stage: currentStage(stages),
    stages,
    payments,
    invoices,
    money,
    links: token
      ? {
          customer: offerPath(document.lang, token),
          invoicePdf: Object.fromEntries(invoices.map((i) => [i.number, invoicePdfPath(token, i.number)])),
        }
      : null,
    paymentDetailsMissing: missing,
    activity: activity.map((a) => ({
      kind: a.kind,
      at: a.created_at.toISOString(),
      by: a.admin_email,
      note: a.note,
      reference: a.reference,
    })),
  };
}
