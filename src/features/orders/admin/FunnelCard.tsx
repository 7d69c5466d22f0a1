// The overview's sales funnel (docs/product.md#overview-funnel): of the chosen period's requests, how many got an
// offer, accepted it and paid the prepayment, each step's share of the one before, and the average accepted order.
import { useCallback, useId, useState } from 'react';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { api } from '../../../lib/api.ts';
import { formatMoney } from '../../../lib/money.ts';
import { adminLocale, useAdminT } from '../../admin/i18n.ts';
import { Loaded, useLoaded } from '../../admin/Loaded.tsx';
import type { Funnel } from '../views.ts';

type Period = '30' | '90' | '365';

export function FunnelCard() {
  const { t, lang } = useAdminT();
  const id = useId();
  const [period, setPeriod] = useState<Period>('90');
  const { state, pending } = useLoaded(
    useCallback(() => api<Funnel>(`/api/admin/overview/funnel?days=${period}`), [period]),
    { keepData: true },
  );
  const share = (part: number, whole: number) =>
    whole === 0
      ? '—'
      : (part / whole).toLocaleString(adminLocale(lang), { style: 'percent', maximumFractionDigits: 0 });
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={`${id}-title`} className="font-serif text-2xl">
          {t('admin.funnel.title')}
        </h2>
        <SelectField<Period>
          id={`${id}-period`}
          label={t('admin.funnel.period')}
          value={period}
          onChange={setPeriod}
          className="w-auto"
          options={[
            { value: '30', label: t('admin.funnel.days', { days: 30 }) },
            { value: '90', label: t('admin.funnel.days', { days: 90 }) },
            { value: '365', label: t('admin.funnel.days', { days: 365 }) },
          ]}
        />
      </div>
      <Loaded state={state} className="mt-4">
        {(funnel) => {
          const steps = [
            { key: 'requests', value: funnel.requests, of: null },
            { key: 'offersSent', value: funnel.offersSent, of: funnel.requests },
            { key: 'accepted', value: funnel.accepted, of: funnel.offersSent },
            { key: 'prepaid', value: funnel.prepaid, of: funnel.accepted },
          ] as const;
          return (
            <div aria-busy={pending} className="aria-busy:opacity-60">
              <ol className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4" data-funnel>
                {steps.map((step) => (
                  <li key={step.key} data-funnel-step={step.key}>
                    <span className="block text-sm text-stone">{t(`admin.funnel.${step.key}`)}</span>
                    <span className="block font-serif text-4xl tabular-nums">
                      {step.value.toLocaleString(adminLocale(lang))}
                    </span>
                    {step.of !== null && (
                      <span className="block text-sm text-stone">
                        {t('admin.funnel.share', { share: share(step.value, step.of) })}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
              <p className="mt-4 text-sm" data-funnel-average>
                {funnel.averageOrderCents === null
                  ? t('admin.funnel.noOrders')
                  : t('admin.funnel.average', { amount: formatMoney(funnel.averageOrderCents, lang) })}
              </p>
            </div>
          );
        }}
      </Loaded>
    </section>
  );
}
