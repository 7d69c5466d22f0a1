// The order's invoices (docs/product.md#orders): what the shop must fill in first, and issuing one, frozen with the
// shop's details and the NBU payment code (payment-qr.ts).
import { addressText } from '../../lib/business.ts';
import { shopToday } from '../../lib/shop-day.ts';
import type { Db } from '../../server/db.ts';
import { Conflict, Invalid } from '../../server/errors.ts';
import { addDays, requestFacts } from '../offers/request.server.ts';
import { getOfferSettings } from '../offers/settings.server.ts';
import { getSettings } from '../settings/data.server.ts';
import { type InvoiceNumber, invoiceReference } from './order.ts';
import { PaymentQrError, paymentQrPayload } from './payment-qr.ts';
import { type OrderFacts, orderActivity, paidCents } from './rows.server.ts';
import type { InvoiceDocument } from './schema.ts';
import type { OrderInvoice } from './views.ts';

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
