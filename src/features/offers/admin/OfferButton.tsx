// The request's offer from its details: made from the request the first time, the same one after
// (docs/product.md#offers); the offer's own page then opens.
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.tsx';
import { useAdminT } from '../../admin/i18n.ts';

export function OfferButton({ requestId }: { requestId: string }) {
  const { t } = useAdminT();
  const [opening, setOpening] = useState(false);
  async function open() {
    setOpening(true);
    try {
      const offer = await api<{ id: string }>('/api/admin/offers', { body: { requestId } });
      location.assign(`/admin/offer/?id=${offer.id}`);
    } catch (error) {
      setOpening(false);
      void notify('error', t('admin.offer.prepareFailed'), error instanceof ApiError ? error.message : undefined);
    }
  }
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <Button variant="primary" size="md" disabled={opening} onClick={() => void open()} data-prepare-offer>
        {t('admin.offer.prepare')}
      </Button>
      <p className="text-sm text-stone">{t('admin.offer.prepareHint')}</p>
    </div>
  );
}
