// The order's invoices on its back-office page (docs/product.md#orders): each with its amount, day and PDF; while the
// prepayment invoice waits for the shop's payment details, which ones are missing, then Issue.
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { FormError } from '../../../components/ui/FieldError.tsx';
import { formatMoneyExact } from '../../../lib/amounts.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.tsx';
import { useAdminT } from '../../admin/i18n.ts';
import { dayText } from '../../inbox/inbox-columns.ts';
import type { OrderView } from '../views.ts';

export function Invoices({ order, reload }: { order: OrderView; reload: () => Promise<void> }) {
  const { t, lang } = useAdminT();
  const [error, setError] = useState<string | null>(null);
  const [issuing, setIssuing] = useState(false);
  const prepaymentIssued = order.invoices.some((i) => i.number === 1);
  async function issue() {
    setIssuing(true);
    try {
      await api(`/api/admin/orders/${order.id}/invoices`, { method: 'POST', body: { number: 1 } });
      setError(null);
      void notify('success', t('admin.order.invoiceIssued'));
      await reload();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('admin.settings.failed'));
    } finally {
      setIssuing(false);
    }
  }
  return (
    <section aria-labelledby="order-invoices">
      <h2 id="order-invoices" className="font-serif text-2xl">
        {t('admin.order.invoices')}
      </h2>
      <ul className="mt-3 space-y-2">
        {order.invoices.map((invoice) => (
          <li key={invoice.number} className="rounded-2xl bg-white/70 p-3 text-sm ring-1 ring-ink/5">
            <span className="font-medium">{invoice.document.reference}</span> ·{' '}
            {formatMoneyExact(invoice.amountCents, lang)} · {t('admin.order.payBy', { date: dayText(invoice.dueOn) })}
            {order.links?.invoicePdf[invoice.number] && (
              <>
                {' · '}
                <a
                  href={order.links.invoicePdf[invoice.number]}
                  download
                  className="text-oak-dark underline underline-offset-2"
                >
                  {t('admin.order.invoicePdf')}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
      {!prepaymentIssued && order.totals.prepaymentCents > 0 && (
        <div className="mt-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-900/20">
          {order.paymentDetailsMissing.length > 0 ? (
            <p>
              {t('admin.order.detailsMissing')}{' '}
              <a href="/admin/settings" className="font-medium underline">
                {t('admin.nav.settings')}
              </a>
            </p>
          ) : (
            <p>{t('admin.order.noInvoiceYet')}</p>
          )}
          <Button variant="primary" size="md" className="mt-3" disabled={issuing} onClick={() => void issue()}>
            {t('admin.order.issueInvoice')}
          </Button>
          <FormError>{error}</FormError>
        </div>
      )}
    </section>
  );
}
