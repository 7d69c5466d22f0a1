// An order's rules that the back office, the customer's page and the server share (docs/product.md#orders): its
// stages in their order, how much is paid, due and overdue. Pure: no server imports.

/** The stages in their order; any may be skipped. */
export const STAGES = ['MEASURED', 'IN_PRODUCTION', 'READY', 'DELIVERED', 'INSTALLED'] as const;
export type Stage = (typeof STAGES)[number];

export const PAYMENT_METHODS = ['TRANSFER', 'CARD', 'CASH'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** 1 the prepayment, issued with the order; 2 the balance, when the doors are ready. */
export type InvoiceNumber = 1 | 2;

export interface StageDates {
  stage: Stage;
  /** YYYY-MM-DD, the shop's day. */
  plannedOn: string | null;
  doneOn: string | null;
}

/** The stage the order has reached: the last one in order with a date done, or null before measuring. */
export function currentStage(stages: readonly StageDates[]): Stage | null {
  let reached: Stage | null = null;
  for (const stage of STAGES) {
    if (stages.some((s) => s.stage === stage && s.doneOn)) reached = stage;
  }
  return reached;
}

/** The next stage not done after the current one that has a planned day: what the customer waits for. */
export function nextPlanned(stages: readonly StageDates[]): { stage: Stage; plannedOn: string } | null {
  const reached = currentStage(stages);
  const from = reached ? STAGES.indexOf(reached) + 1 : 0;
  for (const stage of STAGES.slice(from)) {
    const row = stages.find((s) => s.stage === stage);
    if (row?.plannedOn && !row.doneOn) return { stage, plannedOn: row.plannedOn };
  }
  return null;
}

/**
 * Why a done date would put the stages out of order, or null: a stage is done no earlier than any stage before it and
 * no later than any after it (a skipped stage has no date and is not compared).
 */
export function stageOrderProblem(
  stages: readonly StageDates[],
  stage: Stage,
  doneOn: string,
): { stage: Stage; doneOn: string; before: boolean } | null {
  const at = STAGES.indexOf(stage);
  for (const other of stages) {
    if (other.stage === stage || !other.doneOn) continue;
    const otherAt = STAGES.indexOf(other.stage);
    if (otherAt < at && other.doneOn > doneOn) return { stage: other.stage, doneOn: other.doneOn, before: true };
    if (otherAt > at && other.doneOn < doneOn) return { stage: other.stage, doneOn: other.doneOn, before: false };
  }
  return null;
}

export interface InvoiceAmount {
  number: InvoiceNumber;
  amountCents: number;
  dueOn: string;
}

export interface MoneyState {
  totalCents: number;
  paidCents: number;
  /** What the issued invoices ask for that is not paid yet. */
  dueCents: number;
  /** What is left of the whole order. */
  balanceCents: number;
  /** Part of what is due is past its invoice's due day. */
  overdue: boolean;
}

/**
 * The order's money: payments count against the invoices in their order (the prepayment first), so an invoice is
 * overdue when the payments so far do not cover it and every invoice before it by its due day's end.
 */
export function moneyState(
  totalCents: number,
  paidCents: number,
  invoices: readonly InvoiceAmount[],
  today: string,
): MoneyState {
  let invoiced = 0;
  let overdue = false;
  for (const invoice of [...invoices].sort((a, b) => a.number - b.number)) {
    invoiced += invoice.amountCents;
    if (invoice.dueOn < today && paidCents < invoiced) overdue = true;
  }
  return {
    totalCents,
    paidCents,
    dueCents: Math.max(0, invoiced - paidCents),
    balanceCents: Math.max(0, totalCents - paidCents),
    overdue,
  };
}

/** Whether an invoice is paid in full by the payments so far (counted against the invoices in their order). */
export function invoicePaid(invoices: readonly InvoiceAmount[], number: InvoiceNumber, paidCents: number): boolean {
  const upTo = invoices.filter((i) => i.number <= number).reduce((sum, i) => sum + i.amountCents, 0);
  return paidCents >= upTo;
}

/** The invoice's number as printed: the order's and the invoice's, "O-10001-1". */
export const invoiceReference = (orderNumber: string, number: InvoiceNumber): string => `${orderNumber}-${number}`;
