// The order as its customer sees it behind the offer's link (docs/product.md#orders): the stages with their days,
// what is paid and due, and each invoice with its payment code drawn. Nothing the offer did not already show but the
// order's own progress and the shop's payment details.
import { t } from '../../lib/i18n.ts';
import type { Db } from '../../server/db.ts';
import { NotFound } from '../../server/errors.ts';
import { currentStage, type InvoiceNumber, invoicePaid } from './order.ts';
import { drawPaymentQr, paymentQrSvg } from './payment-qr-image.server.ts';
import { orderFacts, orderMoney, orderStages } from './rows.server.ts';
import type { CustomerOrder, OrderInvoice } from './views.ts';

export const invoicePdfPath = (token: string, number: InvoiceNumber) => `/api/offers/${token}/invoices/${number}/pdf`;

export async function customerOrder(db: Db, orderId: string, token: string, now = new Date()): Promise<CustomerOrder> {
  const order = await orderFacts(db, orderId);
  const [stages, { money, invoices }] = await Promise.all([orderStages(db, orderId), orderMoney(db, order, now)]);
  const lang = order.document.lang;
  return {
    number: order.number,
    offerNumber: order.offer_number,
    acceptedAt: order.accepted_at.toISOString(),
    stage: currentStage(stages),
    stages: stages.map(({ stage, plannedOn, doneOn }) => ({ stage, plannedOn, doneOn })),
    totalCents: money.totalCents,
    paidCents: money.paidCents,
    dueCents: money.dueCents,
    balanceCents: money.balanceCents,
    overdue: money.overdue,
    invoices: invoices.map((invoice) => ({
      number: invoice.number,
      reference: invoice.document.reference,
      amountCents: invoice.amountCents,
      dueOn: invoice.dueOn,
      paid: invoicePaid(invoices, invoice.number, money.paidCents),
      qrPayload: invoice.document.qrPayload,
      qrSvg: paymentQrSvg(drawPaymentQr(invoice.document.qrPayload), t(lang, 'order.invoice.qrLabel')),
      pdfUrl: invoicePdfPath(token, invoice.number),
      payee: {
        legalName: invoice.document.seller.legalName,
        code: invoice.document.seller.code,
        iban: invoice.document.seller.iban,
        bank: invoice.document.seller.bank,
        purpose: invoice.document.purpose,
      },
    })),
  };
}

/** One invoice of the order behind a link, for its PDF; NotFound when it is not issued. */
export async function customerInvoice(db: Db, orderId: string, number: InvoiceNumber): Promise<OrderInvoice> {
  const order = await orderFacts(db, orderId);
  const { invoices } = await orderMoney(db, order);
  const invoice = invoices.find((i) => i.number === number);
  if (!invoice) throw new NotFound('This invoice has not been issued.');
  return invoice;
}
