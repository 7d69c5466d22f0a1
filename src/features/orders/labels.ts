// The order's words on the customer's page in one language, built on the page (offers/page-labels.ts) and passed to
// the island, which ships no dictionary.
import { type Lang, t } from '../../lib/i18n.ts';
import type { CustomerOrderLabels } from './CustomerOrder.tsx';

export function customerOrderLabels(lang: Lang): CustomerOrderLabels {
  const page = (key: Parameters<typeof t>[1] & `order.page.${string}`) => t(lang, key);
  return {
    stages: {
      MEASURED: t(lang, 'order.stage.MEASURED'),
      IN_PRODUCTION: t(lang, 'order.stage.IN_PRODUCTION'),
      READY: t(lang, 'order.stage.READY'),
      DELIVERED: t(lang, 'order.stage.DELIVERED'),
      INSTALLED: t(lang, 'order.stage.INSTALLED'),
    },
    now: page('order.page.now'),
    nowNext: page('order.page.nowNext'),
    notStarted: page('order.page.notStarted'),
    planned: page('order.page.planned'),
    done: page('order.page.done'),
    progress: page('order.page.progress'),
    total: page('order.page.total'),
    paid: page('order.page.paid'),
    due: page('order.page.due'),
    overdue: page('order.page.overdue'),
    prepaymentReceived: page('order.page.prepaymentReceived'),
    paidInFull: page('order.page.paidInFull'),
    invoice: page('order.page.invoice'),
    invoiceDue: page('order.page.invoiceDue'),
    invoicePaid: page('order.page.invoicePaid'),
    scan: page('order.page.scan'),
    recipient: t(lang, 'invoice.pdf.recipient'),
    code: t(lang, 'invoice.pdf.recipientCode'),
    bank: page('order.page.bank'),
    amount: t(lang, 'invoice.pdf.amountField'),
    purpose: t(lang, 'invoice.pdf.purpose'),
    download: page('order.page.download'),
    noInvoice: page('order.page.noInvoice'),
  };
}
