// Base + options = total, in whole hryvnias, with the server's confirmation state announced politely and SPEC §1's
// note beside the total: measuring on site may change the final price a little.

import { useStore } from '@nanostores/react';
import type { Lang } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import type { ConfiguratorLabels } from './labels.ts';
import { $confirmation, $price } from './store.ts';

export function PriceCard({ lang, labels }: { lang: Lang; labels: ConfiguratorLabels }) {
  const price = useStore($price);
  const confirmation = useStore($confirmation);
  if (!price) return null;
  return (
    <section className="rounded-3xl bg-ink p-6 text-sand md:p-7" aria-label={labels.total} data-testid="price-card">
      <dl className="space-y-2 text-sm">
        <Line label={labels.base} testId="price-base" value={formatMoney(price.basePriceCents, lang)} />
        <Line
          label={labels.adjustments}
          testId="price-adjustments"
          value={`+ ${formatMoney(price.adjustmentsCents, lang)}`}
        />
        <div className="flex items-baseline justify-between gap-4 border-t border-sand/15 pt-3">
          <dt className="text-base">{labels.total}</dt>
          <dd className="font-serif text-4xl tabular-nums" data-testid="price-total">
            {formatMoney(price.totalPriceCents, lang)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-sand/75" data-testid="measurement-note">
        {labels.measurementNote}
      </p>
      <p
        className="mt-3 min-h-5 text-sm text-sand/70"
        aria-live="polite"
        data-testid="price-status"
        data-status={confirmation.status}
      >
        {confirmation.status === 'updating' && labels.updating}
        {confirmation.status === 'confirmed' && (
          <span className="sr-only">
            {labels.total}: {formatMoney(price.totalPriceCents, lang)}
          </span>
        )}
        {confirmation.status === 'error' && <span className="text-[#ffb4a8]">{labels.priceError}</span>}
      </p>
    </section>
  );
}

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-sand/70">{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
