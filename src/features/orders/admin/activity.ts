// The order's steps as a request's activity shows them (the inbox's pipeline panel): a payment, a stage, an invoice,
// read from what the server wrote (inbox/schema.ts's ActivityEntry names the format).
import { formatMoney } from '../../../lib/money.ts';
import { $adminLang, adminT } from '../../admin/i18n.ts';
import { dayText } from '../../inbox/inbox-columns.ts';
import type { ActivityEntry } from '../../inbox/schema.ts';
import { PAYMENT_METHODS, STAGES } from '../order.ts';

const money = (cents: string | undefined) => formatMoney(Number(cents ?? 0), $adminLang.get());
const day = (value: string | undefined) => (value && value !== '-' ? dayText(value) : '—');

export function orderActivityText(entry: ActivityEntry): string {
  const words = (entry.note ?? '').split(' ');
  if (entry.kind === 'ORDER_PAYMENT') {
    const [amount, written, paidOn] = words;
    const method = PAYMENT_METHODS.find((m) => m === written) ?? 'TRANSFER';
    return adminT('admin.orders.activity.payment', {
      amount: money(amount),
      method: adminT(`admin.orders.method.${method}`),
      date: day(paidOn),
      order: entry.reference ?? '',
    });
  }
  if (entry.kind === 'ORDER_STAGE') {
    // "STAGE planned <day|-> done <day|->"
    const [written, , planned, , done] = words;
    const stage = STAGES.find((s) => s === written) ?? 'MEASURED';
    return adminT('admin.orders.activity.stage', {
      stage: adminT(`order.stage.${stage}`),
      planned: day(planned),
      done: day(done),
    });
  }
  return adminT('admin.orders.activity.invoice', { reference: entry.reference ?? '', amount: money(words[0]) });
}
