// The manager's changes to an order (docs/product.md#orders): payments and stages. Every change locks the order's row
// first, so two managers recording payments at once both land and the overpayment check sees both.
import { sql } from 'kysely';
import { shopToday } from '../../lib/shop-day.ts';
import type { Db } from '../../server/db.ts';
import { Conflict, Invalid } from '../../server/errors.ts';
import { issueInvoice } from './invoices.server.ts';
import { STAGES, type StageDates, stageOrderProblem } from './order.ts';
import { type OrderFacts, orderActivity, orderFacts, orderStages, paidCents, touch } from './rows.server.ts';
import type { RecordPayment, UpdateStage } from './schema.ts';
import type { OrderInvoice, OrderStage } from './views.ts';

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
