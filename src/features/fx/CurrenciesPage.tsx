// /admin/currencies: the USD→UAH rate new prices use (4 decimals, its as-of date, marked Manual), a 'Save override'
// form (a finite rate above 0 in steps of 0.0001, an optional date) and the history of every rate set.
import { type SubmitEvent, useCallback, useState } from 'react';
import { FormError } from '../../components/ui/FieldError.tsx';
import { SubmitButton } from '../../components/ui/FormButtons.tsx';
import { TableHead } from '../../components/ui/TableHead.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { rateText } from '../../lib/amounts.ts';
import { ApiError, api } from '../../lib/api.ts';
import type { Lang } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.tsx';
import { adminLocale, useAdminT } from '../admin/i18n.ts';
import { Loaded, useLoaded } from '../admin/Loaded.tsx';
import { TableScroll } from '../admin/TableScroll.tsx';
import type { RateHistory, RateView } from './schema.ts';

const dateText = (isoDate: string, lang: Lang) =>
  new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString(adminLocale(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export default function CurrenciesPage() {
  const { state, reload } = useLoaded(useCallback(() => api<RateHistory>('/api/admin/fx'), []));
  const { t } = useAdminT();

  return (
    <>
      <h1 className="font-serif text-4xl">{t('admin.nav.currencies')}</h1>
      <p className="mt-2 max-w-2xl text-stone">{t('admin.currencies.intro')}</p>
      <Loaded state={state}>
        {(history) => (
          <>
            <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_1.4fr]">
              <CurrentRate rate={history.current} />
              <OverrideForm onSaved={reload} />
            </div>
            <History items={history.items} />
          </>
        )}
      </Loaded>
    </>
  );
}

function CurrentRate({ rate }: { rate: RateView | null }) {
  const { t, lang } = useAdminT();
  return (
    <section aria-labelledby="current-rate" className="rounded-2xl bg-white/70 p-6 ring-1 ring-ink/5">
      <h2 id="current-rate" className="text-sm font-medium text-stone">
        USD → UAH
      </h2>
      {rate ? (
        <>
          <p className="mt-2 font-serif text-5xl tabular-nums" data-testid="current-rate">
            {rateText(rate.rate)}
          </p>
          <p className="mt-3 flex items-center gap-2 text-sm text-stone">
            {t('admin.currencies.asOf', { date: dateText(rate.asOf, lang) })}
            <span className="rounded-full bg-oak/15 px-2.5 py-0.5 text-xs font-medium text-oak-dark">
              {t('admin.currencies.manual')}
            </span>
          </p>
        </>
      ) : (
        <p className="mt-2 text-stone">{t('admin.currencies.none')}</p>
      )}
    </section>
  );
}

function OverrideForm({ onSaved }: { onSaved: () => void }) {
  const [values, setValues] = useState({ rate: '', asOfDate: '' });
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const { t } = useAdminT();

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const rate = Number(values.rate);
    if (!values.rate.trim() || !Number.isFinite(rate) || rate <= 0) {
      setError(t('admin.currencies.invalid'));
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setSaving(true);
    try {
      const saved = await api<RateView>('/api/admin/fx', {
        body: { rate, ...(values.asOfDate && { asOfDate: values.asOfDate }) },
      });
      setValues({ rate: '', asOfDate: '' });
      setError(null);
      void notify('success', t('admin.currencies.saved'), `1 USD = ${rateText(saved.rate)} UAH`);
      onSaved();
    } catch (caught) {
      // What was typed stays in the form.
      setError(caught instanceof ApiError ? caught.message : t('admin.currencies.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={save}
      noValidate
      aria-labelledby="override-rate"
      className="grid gap-4 rounded-2xl bg-white/70 p-6 ring-1 ring-ink/5 sm:grid-cols-2"
    >
      <h2 id="override-rate" className="font-serif text-2xl sm:col-span-2">
        {t('admin.currencies.override')}
      </h2>
      <TextField
        id="fx-rate"
        label={t('admin.currencies.rate')}
        type="number"
        inputMode="decimal"
        step="0.0001"
        min="0.0001"
        required
        value={values.rate}
        onChange={(rate) => setValues((v) => ({ ...v, rate }))}
        aria-invalid={invalid || undefined}
        aria-describedby={error ? 'fx-error' : undefined}
      />
      <TextField
        id="fx-date"
        label={t('admin.currencies.date')}
        type="date"
        value={values.asOfDate}
        onChange={(asOfDate) => setValues((v) => ({ ...v, asOfDate }))}
      />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <SubmitButton busy={saving} busyLabel={t('admin.saving')} className="min-h-11 px-6 text-sm">
          {t('admin.currencies.save')}
        </SubmitButton>
        <FormError id="fx-error">{error}</FormError>
      </div>
    </form>
  );
}

function History({ items }: { items: RateView[] }) {
  const { t, lang } = useAdminT();
  return (
    <section aria-labelledby="rate-history" className="mt-10">
      <h2 id="rate-history" className="font-serif text-2xl">
        {t('admin.currencies.history')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 text-stone">{t('admin.currencies.noHistory')}</p>
      ) : (
        <TableScroll label={t('admin.tableScroll')} className="mt-4 rounded-2xl bg-white/70 ring-1 ring-ink/5">
          <table className="w-full text-left text-sm" data-testid="rate-history">
            <TableHead
              columns={[
                t('admin.currencies.col.asOf'),
                { label: t('admin.currencies.col.rate'), numeric: true },
                t('admin.currencies.col.source'),
                t('admin.currencies.col.setAt'),
              ]}
              cell="px-4 py-3"
            />
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-t border-ink/5">
                  <td className="px-4 py-3">{dateText(item.asOf, lang)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{rateText(item.rate)}</td>
                  <td className="px-4 py-3">{t('admin.currencies.manual')}</td>
                  <td className="px-4 py-3 text-stone">
                    {new Date(item.createdAt).toLocaleString(adminLocale(lang), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
