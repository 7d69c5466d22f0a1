// The order after the customer accepts (docs/product.md#orders): its invoices, payments and stages. Every change locks
// the order's row first, so two managers recording payments at once both land and the overpayment check sees both.
import { sql } from 'kysely';
import { addressText } from '../../lib/business.ts';
import { shopToday } from '../../lib/shop-day.ts';
import type { Db } from '../../server/db.ts';
import { Conflict, Invalid, NotFound } from '../../server/errors.ts';
import { stored } from '../../server/stored.ts';
import { OfferDocument } from '../offers/document.ts';
import { addDays, requestFacts } from '../offers/request.server.ts';
import { getOfferSettings } from '../offers/settings.server.ts';
import { getSettings } from '../settings/data.server.ts';
import {
  type InvoiceNumber,
  invoiceReference,
  moneyState,
  STAGES,
  type StageDates,
  stageOrderProblem,
} from './order.ts';
import { PaymentQrError, paymentQrPayload } from './payment-qr.ts';
import { InvoiceDocument, type RecordPayment, type UpdateStage } from './schema.ts';
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

// ---------------------------------------------------------------------------------------------------------------
// Invoices

/** What the shop must fill in before an invoice can be issued: the Settings fields missing or wrong, none when ready. */
export async function paymentDetailsMissing(db: Db): Promise<('legalName' | 'registrationCode' | 'iban')[]> {
  const [{ settings }, { settings: offers }] = await Promise.all([getSettings(db), getOfferSettings(db)]);
  return [
    ...(settings.legalName.uk.trim() ? [] : (['legalName'] as const)),
    ...(/^(\d{8}|\d{10})$/.test(settings.registrationCode) ? [] : (['registrationCode'] as const)),
    ...(offers.payment.iban ? [] : (['iban'] as const)),
  ];
}

const PURPOSE = {
  1: (invoice: string, order: string) => `Передоплата за рахунком № ${invoice} за замовленням ${order}`,
  2: (invoice: string, order: string) => `Остаточний розрахунок за рахунком № ${invoice} за замовленням ${order}`,
};

/**
 * Issues invoice `number` of the order in the caller's transaction (the order locked), freezing the shop's details and
 * the payment code: 1 the offer's prepayment, 2 what is left to pay. Returns null when there is nothing to ask for
 * (no prepayment in the offer; the order paid in full) or it is issued already. Throws Invalid when the shop's payment
 * details are missing (`required`) and returns null then otherwise (acceptance must not fail for the shop's Settings).
 */
export async function issueInvoice(
  tx: Db,
  order: OrderFacts,
  number: InvoiceNumber,
  options: { required: boolean; now?: Date },
): Promise<OrderInvoice | null> {
  const existing = await tx
    .selectFrom('order_invoices')
    .select('number')
    .where('order_id', '=', order.id)
    .where('number', '=', number)
    .executeTakeFirst();
  if (existing) {
    if (options.required) throw new Conflict('This invoice is issued already.', { code: 'INVOICE_ISSUED' });
    return null;
  }
  const missing = await paymentDetailsMissing(tx);
  if (missing.length) {
    if (!options.required) return null;
    throw new Invalid({
      _: ['Fill in the shop’s legal name, ЄДРПОУ and IBAN on the Settings page before issuing an invoice'],
      ...Object.fromEntries(missing.map((field) => [field, ['Missing in Settings']])),
    });
  }
  const { document } = order;
  const paid = await paidCents(tx, order.id);
  const amountCents =
    number === 1 ? Math.max(0, document.totals.prepaymentCents - paid) : Math.max(0, document.totals.totalCents - paid);
  if (amountCents === 0) {
    if (options.required) throw new Conflict('Nothing is left to pay on this invoice.', { code: 'NOTHING_DUE' });
    return null;
  }
  const [{ settings }, { settings: offers }, request] = await Promise.all([
    getSettings(tx),
    getOfferSettings(tx),
    requestFacts(tx, order.request_id),
  ]);
  const today = shopToday(options.now);
  const reference = invoiceReference(order.number, number);
  const purpose = PURPOSE[number](reference, order.number);
  let qrPayload: string;
  try {
    qrPayload = paymentQrPayload({
      recipient: settings.legalName.uk,
      iban: offers.payment.iban,
      recipientCode: settings.registrationCode,
      amountCents,
      purpose,
    });
  } catch (error) {
    if (!(error instanceof PaymentQrError)) throw error;
    if (!options.required) return null;
    throw new Invalid({ _: [error.message] });
  }
  const lang = document.lang;
  const invoice: InvoiceDocument = {
    lang,
    reference,
    orderNumber: order.number,
    number,
    issuedOn: today,
    dueOn: addDays(today, offers.payment.dueDays),
    seller: {
      legalName: settings.legalName[lang],
      code: settings.registrationCode,
      iban: offers.payment.iban,
      bank: offers.payment.bank,
      address: addressText(settings, lang),
      phone: settings.phones[0] ?? '',
      email: settings.email,
    },
    buyer: { name: order.accepted_name, phone: request.customer.phone, email: request.customer.email },
    lines: document.lines.map((line) => ({
      text: line.type === 'door' ? line.productName : line.type === 'service' ? line.name : line.text,
      quantity: line.quantity,
      netCents: line.netCents,
    })),
    totalCents: document.totals.totalCents,
    paidBeforeCents: paid,
    amountCents,
    purpose,
    qrPayload,
  };
  const row = await tx
    .insertInto('order_invoices')
    .values({
      order_id: order.id,
      number,
      amount_cents: amountCents,
      due_on: invoice.dueOn,
      document: JSON.stringify(invoice),
    })
    .returning(['issued_at'])
    .executeTakeFirstOrThrow();
  await orderActivity(tx, order, { kind: 'ORDER_INVOICE', reference, note: String(amountCents), by: null });
  return { number, amountCents, dueOn: invoice.dueOn, issuedAt: row.issued_at.toISOString(), document: invoice };
}

// ---------------------------------------------------------------------------------------------------------------
// Payments and stages

/** One of the order's steps in its request's activity (inbox/schema.ts's ActivityEntry names each note's form). */
async function orderActivity(
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
async function touch(tx: Db, orderId: string): Promise<void> {
  await tx
    .updateTable('orders')
    .set({ version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where('id', '=', orderId)
    .execute();
}

/**
 * POST /api/admin/orders/{id}/payments in the caller's transaction: records a payment. More than the order's balance
 * is refused (409 OVERPAYMENT, with the amount over) unless confirmed; a payment dated after today is refused (422).
 */
export async function recordPayment(
  tx: Db,
  id: string,
  input: RecordPayment,
  by: string,
  now = new Date(),
): Promise<{ order: OrderFacts; paymentId: string; paidCents: number }> {
  if (input.paidOn > shopToday(now)) throw new Invalid({ paidOn: ['A payment cannot be dated after today'] });
  const order = await orderFacts(tx, id, true);
  const paid = await paidCents(tx, id);
  const over = paid + input.amountCents - order.document.totals.totalCents;
  if (over > 0 && !input.confirmOverpayment) {
    throw new Conflict('This payment is more than what is left to pay on the order.', {
      code: 'OVERPAYMENT',
      details: { overCents: over, balanceCents: Math.max(0, order.document.totals.totalCents - paid) },
    });
  }
  const payment = await tx
    .insertInto('order_payments')
    .values({
      order_id: id,
      amount_cents: input.amountCents,
      paid_on: input.paidOn,
      method: input.method,
      recorded_by: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await orderActivity(tx, order, {
    kind: 'ORDER_PAYMENT',
    reference: order.number,
    note: `${input.amountCents} ${input.method} ${input.paidOn}`,
    by,
  });
  await touch(tx, id);
  return { order, paymentId: payment.id, paidCents: paid + input.amountCents };
}

/**
 * PATCH /api/admin/orders/{id} in the caller's transaction: one stage's planned day, day done and note. A done day
 * after today, or one that puts the stages out of order, is refused (422). When Ready is done, the balance invoice is
 * issued (if the shop's payment details allow and anything is left to pay).
 */
export async function updateStage(
  tx: Db,
  id: string,
  input: UpdateStage,
  by: string,
  now = new Date(),
): Promise<{ order: OrderFacts; stages: OrderStage[]; issued: OrderInvoice | null }> {
  const order = await orderFacts(tx, id, true);
  const before = await orderStages(tx, id);
  const row = before.find((s) => s.stage === input.stage);
  const next: OrderStage = {
    stage: input.stage,
    plannedOn: input.plannedOn === undefined ? (row?.plannedOn ?? null) : input.plannedOn,
    doneOn: input.doneOn === undefined ? (row?.doneOn ?? null) : input.doneOn,
    note: input.note === undefined ? (row?.note ?? null) : input.note,
  };
  if (next.doneOn) {
    if (next.doneOn > shopToday(now)) throw new Invalid({ doneOn: ['A stage cannot be done after today'] });
    const problem = stageOrderProblem(before as StageDates[], input.stage, next.doneOn);
    if (problem) {
      throw new Invalid({
        doneOn: [
          problem.before
            ? `A stage before it was done later (${problem.doneOn}): stages go in order`
            : `A stage after it was done earlier (${problem.doneOn}): stages go in order`,
        ],
      });
    }
  }
  await tx
    .insertInto('order_stages')
    .values({
      order_id: id,
      stage: input.stage,
      planned_on: next.plannedOn,
      done_on: next.doneOn,
      note: next.note,
      updated_by: by,
    })
    .onConflict((oc) =>
      oc.columns(['order_id', 'stage']).doUpdateSet({
        planned_on: next.plannedOn,
        done_on: next.doneOn,
        note: next.note,
        updated_by: by,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
  await orderActivity(tx, order, {
    kind: 'ORDER_STAGE',
    reference: order.number,
    note: `${input.stage} planned ${next.plannedOn ?? '-'} done ${next.doneOn ?? '-'}`,
    by,
  });
  await touch(tx, id);
  const issued =
    input.stage === 'READY' && next.doneOn && !row?.doneOn
      ? await issueInvoice(tx, order, 2, { required: false, now })
      : null;
  const stages = STAGES.flatMap((stage) => (stage === input.stage ? [next] : before.filter((s) => s.stage === stage)));
  return { order, stages, issued };
}

/** The money as the order stands today (the shop's day). */
export async function orderMoney(db: Db, order: OrderFacts, now = new Date()) {
  const [paid, invoices] = await Promise.all([paidCents(db, order.id), orderInvoices(db, order.id)]);
  return { money: moneyState(order.document.totals.totalCents, paid, invoices, shopToday(now)), invoices };
}
