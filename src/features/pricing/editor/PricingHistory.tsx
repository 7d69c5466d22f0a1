// The price history under a pricing editor (docs/product.md#pricing-history): every saved version, newest first, who
// saved it and when, and what it changed from the one before; any earlier version can be restored, which saves it
// again as the newest version (on the version shown: someone else's save since makes it a 409).
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.tsx';
import { adminLocale, useAdminT } from '../../admin/i18n.ts';
import { Loaded, useLoaded } from '../../admin/Loaded.tsx';
import type { CategorySlug } from '../../catalogue/schema.ts';
import type { PricingHistory as History, PricingVersion } from '../history.ts';
import { changeLine } from './pricing-history.ts';

interface Props {
  category: CategorySlug;
  /** The version the editor shows: a restore is made on it. */
  current: number;
  /** After a restore: the page loads the prices again. */
  onRestored: () => Promise<void>;
}

/** Versions shown before "Show older versions". */
const FIRST = 10;

export function PricingHistory({ category, current, onRestored }: Props) {
  const { t } = useAdminT();
  const { state, reload } = useLoaded(
    useCallback(() => api<History>(`/api/admin/schema/${category}/history`), [category]),
  );
  const [all, setAll] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);

  async function restore(version: number) {
    if (restoring !== null || !confirm(t('admin.history.confirm', { version, next: current + 1 }))) return;
    setRestoring(version);
    try {
      await api(`/api/admin/schema/${category}/history/restore`, { body: { version: current, restore: version } });
      void notify('success', t('admin.history.restored', { version }), t('admin.pricing.savedNote'));
      await onRestored();
    } catch (error) {
      void notify('error', t('admin.history.restoreFailed'), error instanceof ApiError ? error.message : undefined);
      await reload();
    } finally {
      setRestoring(null);
    }
  }

  return (
    <section aria-labelledby="history-heading" className="mt-12 max-w-4xl">
      <h2 id="history-heading" className="font-serif text-3xl">
        {t('admin.history.title')}
      </h2>
      <p className="mt-1 text-sm text-stone">{t('admin.history.intro')}</p>
      <Loaded state={state} className="mt-4">
        {(history) => {
          const shown = all ? history.versions : history.versions.slice(0, FIRST);
          return (
            <>
              <ol className="mt-4 space-y-3">
                {shown.map((version) => (
                  <VersionItem
                    key={version.version}
                    version={version}
                    history={history}
                    busy={restoring !== null}
                    onRestore={() => void restore(version.version)}
                  />
                ))}
              </ol>
              {!all && history.versions.length > FIRST && (
                <Button variant="secondary" size="md" className="mt-4" onClick={() => setAll(true)}>
                  {t('admin.history.older', { count: history.versions.length - FIRST })}
                </Button>
              )}
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

function VersionItem({
  version,
  history,
  busy,
  onRestore,
}: {
  version: PricingVersion;
  history: History;
  busy: boolean;
  onRestore: () => void;
}) {
  const { t, lang } = useAdminT();
  const isCurrent = version.version === history.current;
  const when = new Date(version.savedAt).toLocaleString(adminLocale(lang), { dateStyle: 'medium', timeStyle: 'short' });
  const headingId = `version-${version.version}`;
  return (
    <li aria-labelledby={headingId} className="rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h3 id={headingId} className="font-medium">
          {t('admin.history.version', { version: version.version })}
          {isCurrent && (
            <>
              {' '}
              <span className="ml-1 text-sm font-normal text-oak-dark">({t('admin.history.current')})</span>
            </>
          )}
        </h3>
        <p className="text-sm text-stone">
          {t('admin.history.saved', { when, who: version.savedBy ?? t('admin.history.seed') })}
          {version.restoredFrom !== null && ` · ${t('admin.history.restores', { version: version.restoredFrom })}`}
        </p>
      </div>
      {version.changes === null || version.changes.length === 0 ? (
        <p className="mt-2 text-sm text-stone">
          {t(version.changes === null ? 'admin.history.first' : 'admin.history.noChanges')}
        </p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {version.changes.map((change, i) => {
            const line = changeLine(change, history.schema);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a version's changes never reorder
              <li key={i} className="break-words">
                <span className="font-medium">{line.subject}</span>: {line.text}
              </li>
            );
          })}
        </ul>
      )}
      {!isCurrent && (
        <Button variant="secondary" size="md" className="mt-3 disabled:opacity-50" onClick={onRestore} disabled={busy}>
          {t('admin.history.restore', { version: version.version })}
        </Button>
      )}
    </li>
  );
}
