// One line per option that changes the price, filtered to the groups and controls the schema knows
// (docs/product.md#configurators).

import { useStore } from '@nanostores/react';
import type { Lang } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import type { ConfiguratorLabels } from './labels.ts';
import { $load, $price } from './store.ts';

export default function Breakdown({
  lang,
  labels,
  className = '',
}: {
  lang: Lang;
  labels: ConfiguratorLabels;
  className?: string;
}) {
  const price = useStore($price);
  const load = useStore($load);
  if (!price || load.status !== 'ready') return null;
  const known = new Set(load.configurator.schema.groups.flatMap((g) => g.controls.map((c) => `${g.id}/${c.id}`)));
  const lines = price.breakdown.filter((line) => known.has(`${line.groupId}/${line.controlId}`));
  return (
    <section
      className={`rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5 md:p-7 ${className}`}
      aria-labelledby="breakdown-heading"
    >
      <h2 id="breakdown-heading" className="font-serif text-2xl">
        {labels.breakdown}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-3 text-stone">{labels.breakdownEmpty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-ink/10" data-testid="breakdown">
          {lines.map((line) => (
            <li key={line.controlId} className="flex justify-between gap-4 py-2.5 text-sm">
              <span>
                {line.controlLabel}: <span className="text-stone">{line.displayValue}</span>
              </span>
              <span className="whitespace-nowrap tabular-nums">+ {formatMoney(line.deltaCents, lang)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
