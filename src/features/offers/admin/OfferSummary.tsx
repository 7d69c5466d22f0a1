// What the customer will get, as the server priced the saved draft (subtotal, discount, total, prepayment, balance),
// and the confirmation before sending: the version's number, the total and where it goes.
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog, DialogTitle } from '../../../components/ui/Dialog.tsx';
import { FormError } from '../../../components/ui/FieldError.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useAdminT } from '../../admin/i18n.ts';
import type { OfferView } from '../views.ts';

export function OfferSummary({ view, dirty }: { view: OfferView; dirty: boolean }) {
  const { lang, t } = useAdminT();
  const document = view.preview.document;
  const money = (cents: number) => formatMoney(cents, lang);
  const row = 'flex items-baseline justify-between gap-4';
  return (
    <section aria-labelledby="offer-preview" className="rounded-2xl bg-ink p-5 text-sand" data-offer-summary>
      <h2 id="offer-preview" className="font-medium">
        {t('admin.offer.preview')}
      </h2>
      {dirty ? (
        <p className="mt-2 text-sm text-sand/80">{t('admin.offer.previewStale')}</p>
      ) : !document ? (
        <p className="mt-2 text-sm text-amber-200">{t('admin.offer.previewErrors')}</p>
      ) : (
        <dl className="mt-3 space-y-1.5">
          <div className={row}>
            <dt>{t('offer.pdf.subtotal')}</dt>
            <dd className="tabular-nums">{money(document.totals.subtotalCents)}</dd>
          </div>
          {document.totals.discountCents > 0 && (
            <div className={row}>
              <dt>{t('offer.pdf.discount')}</dt>
              <dd className="tabular-nums">−{money(document.totals.discountCents)}</dd>
            </div>
          )}
          <div className={`${row} border-t border-sand/20 pt-1.5`}>
            <dt className="font-medium">{t('offer.pdf.total')}</dt>
            <dd className="font-serif text-2xl tabular-nums" data-offer-summary-total>
              {money(document.totals.totalCents)}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-sand/80">{t('offer.pdf.prepayment', { percent: document.prepaymentPercent })}</dt>
            <dd className="tabular-nums">{money(document.totals.prepaymentCents)}</dd>
          </div>
          <div className={row}>
            <dt className="text-sand/80">{t('offer.pdf.balance')}</dt>
            <dd className="tabular-nums">{money(document.totals.balanceCents)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

export interface Sent {
  number: number;
  url: string;
  emailedTo: string | null;
}

export function SendDialog(props: {
  view: OfferView;
  number: number;
  onSent: (sent: Sent) => void;
  onStale: () => void;
  onClose: () => void;
}) {
  const { view, number } = props;
  const { lang, t } = useAdminT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const totals = view.preview.document?.totals;
  const email = view.request.customer.email;
  async function send() {
    setBusy(true);
    setError(null);
    try {
      props.onSent(await api<Sent>(`/api/admin/offers/${view.id}/send`, { body: { version: view.version } }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && failure.code === 'OFFER_CHANGED') props.onStale();
      else setError(failure instanceof ApiError ? failure.message : t('admin.offer.failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open onClose={props.onClose} width="w-[min(32rem,calc(100vw-2rem))]">
      <div className="space-y-4 p-6 sm:p-8">
        <DialogTitle>{t('admin.offer.sendTitle', { number, name: view.request.customer.name })}</DialogTitle>
        {totals && (
          <p>
            {t('admin.offer.sendTotal', {
              total: formatMoney(totals.totalCents, lang),
              prepayment: formatMoney(totals.prepaymentCents, lang),
            })}
          </p>
        )}
        <p className="text-sm text-stone">
          {email ? t('admin.offer.sendEmail', { email }) : t('admin.offer.sendNoEmail')}
        </p>
        <FormError>{error}</FormError>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" size="md" onClick={props.onClose}>
            {t('admin.cancel')}
          </Button>
          <Button variant="primary" size="md-wide" disabled={busy} onClick={() => void send()}>
            {busy ? t('admin.offer.sending') : t('admin.offer.send')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
