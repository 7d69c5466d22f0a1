// The back office's sidebar on publishing (docs/product.md#publishing): what the public pages show yet and when they
// will update (status-words.ts), "Publish now" when a build hook is set up and edits wait, and, without a hook, how to
// set one up.
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog, DialogTitle } from '../../components/ui/Dialog.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { notify } from '../../lib/toast.tsx';
import { useAdminT } from '../admin/i18n.ts';
import type { PublishingStatus } from './schema.ts';
import { publishingWords } from './status-words.ts';

interface Props {
  status: PublishingStatus;
  /** The status the server answered Publish now with. */
  onStatus: (status: PublishingStatus) => void;
}

export function PublishingPanel({ status, onStatus }: Props) {
  const { t, lang } = useAdminT();
  const [busy, setBusy] = useState(false);
  const [howOpen, setHowOpen] = useState(false);
  const words = publishingWords(status, t, lang);

  async function publish() {
    setBusy(true);
    try {
      onStatus(await api<PublishingStatus>('/api/admin/publish', { method: 'POST' }));
      void notify('success', t('admin.publishing.started'), t('admin.publishing.startedText'));
    } catch (error) {
      void notify('error', t('admin.publishing.failed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="publishing-title" className="mb-5 text-xs text-sand/80" data-testid="publishing">
      <h3 id="publishing-title" className="mb-1.5 font-medium tracking-wide text-sand uppercase">
        {t('admin.publishing.title')}
      </h3>
      <div className="space-y-1" role="status">
        {words.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {words.canPublish && (
        <Button variant="light" size="sm" className="mt-3" onClick={publish} disabled={busy} aria-busy={busy}>
          {busy ? t('admin.publishing.nowBusy') : t('admin.publishing.now')}
        </Button>
      )}
      {words.needsSetUp && (
        <Button
          variant="quiet"
          size="none"
          className="mt-2 text-left text-sand underline"
          onClick={() => setHowOpen(true)}
        >
          {t('admin.publishing.how')}
        </Button>
      )}
      <Dialog open={howOpen} onClose={() => setHowOpen(false)} width="w-[min(36rem,calc(100vw-2rem))]">
        <div className="space-y-4 p-6 text-sm sm:p-8">
          <DialogTitle>{t('admin.publishing.howTitle')}</DialogTitle>
          <p>{t('admin.publishing.howLead')}</p>
          <ol className="list-decimal space-y-2 pl-5">
            <li>{t('admin.publishing.howStep1')}</li>
            <li>{t('admin.publishing.howStep2')}</li>
            <li>{t('admin.publishing.howStep3')}</li>
          </ol>
          <p className="text-stone">{t('admin.publishing.howMore')}</p>
          <div className="flex justify-end">
            <Button variant="primary" size="md" onClick={() => setHowOpen(false)}>
              {t('admin.publishing.howClose')}
            </Button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
