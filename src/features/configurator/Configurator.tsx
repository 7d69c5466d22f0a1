// The configurator island: loads the schema and the door, then the option cards, the live drawing, the price card
// and the breakdown work over one store. The address bar always holds a link that restores this configuration.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { Lang } from '../../lib/i18n.ts';
import { imageOrPlaceholder } from '../../lib/images.ts';
import { formatMoney, rateText } from '../../lib/money.ts';
import { notify, Toasts } from '../../lib/toast.tsx';
import type { CategorySlug } from '../catalogue/schema.ts';
import { resolveSelections } from '../pricing/pricing.ts';
import { Breakdown } from './Breakdown.tsx';
import { OptionGroupCard } from './Controls.tsx';
import { DoorDrawing } from './DoorDrawing.tsx';
import type { ConfiguratorLabels } from './labels.ts';
import { PriceCard } from './PriceCard.tsx';
import { toQuery } from './share.ts';
import { $load, $normalised, $notice, $price, loadConfigurator, startPriceConfirmation } from './store.ts';

// The dialog is code the visitor may never need: fetched on the first click.
const QuoteDialog = lazy(() => import('./QuoteDialog.tsx'));

interface Props {
  category: CategorySlug;
  defaultSlug: string;
  lang: Lang;
  labels: ConfiguratorLabels;
}

export default function Configurator({ category, defaultSlug, lang, labels }: Props) {
  const load = useStore($load);
  const notice = useStore($notice);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [quoteUsed, setQuoteUsed] = useState(false);

  const start = useCallback(() => {
    const slug = new URLSearchParams(location.search).get('slug') || defaultSlug;
    void loadConfigurator({ category, slug, search: location.search, lang, words: labels.words });
  }, [category, defaultSlug, lang, labels.words]);

  useEffect(() => {
    start();
    startPriceConfirmation();
    // Keep the address bar a shareable link of the current configuration.
    return $normalised.listen((normalised) => {
      const current = $load.get();
      if (!normalised || current.status !== 'ready') return;
      const defaults = (current.configurator.schema.groups.flatMap((g) => g.controls) ?? []).reduce<
        Record<string, unknown>
      >((all, control) => {
        all[control.id] =
          control.type === 'choice' ? (control.defaultValue ?? control.options[0]?.id) : control.defaultValue;
        return all;
      }, {});
      const query = toQuery(current.product.slug, normalised.selections, defaults as never);
      history.replaceState(history.state, '', `${location.pathname}?${query}`);
    });
  }, [start]);

  if (load.status === 'loading') {
    return (
      <div
        className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
        aria-busy="true"
        data-testid="configurator-loading"
      >
        <p className="sr-only" role="status">
          {labels.loading}
        </p>
        <div className="aspect-[7/9] animate-pulse rounded-3xl bg-white/60" />
        <div className="space-y-4">
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-40 animate-pulse rounded-3xl bg-white/60" />
          ))}
        </div>
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div role="alert" className="rounded-3xl bg-white/70 p-8 ring-1 ring-ink/5">
        <h2 className="font-serif text-3xl">{labels.unavailable}</h2>
        <p className="mt-2 text-stone">{labels.unavailableText}</p>
        <button
          type="button"
          onClick={start}
          className="mt-6 min-h-12 rounded-full bg-ink px-6 text-sand hover:bg-oak-dark"
        >
          {labels.retry}
        </button>
      </div>
    );
  }

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      void notify('success', labels.linkCopied);
    } catch {
      void notify('message', location.href);
    }
  };

  return (
    <>
      <div className="flex items-center gap-4">
        <img
          src={imageOrPlaceholder(load.product.imageUrl)}
          alt=""
          width="48"
          height="64"
          className="h-16 w-12 rounded-lg bg-white object-cover ring-1 ring-ink/10"
        />
        <h2 className="text-xl font-medium text-oak-dark" data-testid="product-name">
          {load.product.name}
        </h2>
      </div>
      {notice && (
        <p role="status" className="mt-4 rounded-2xl bg-oak/10 px-4 py-3 text-sm text-oak-dark print:hidden">
          {labels[notice]}
        </p>
      )}
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="space-y-6 lg:sticky lg:top-24">
          <DoorDrawing labels={labels} />
          <PriceCard lang={lang} labels={labels} />
          <div className="flex flex-wrap gap-3 print:hidden">
            <button
              type="button"
              onClick={() => {
                setQuoteUsed(true);
                setQuoteOpen(true);
              }}
              className="min-h-12 flex-1 rounded-full bg-oak-dark px-6 font-medium text-white hover:bg-ink"
            >
              {category === 'interior' ? labels.sendQuote : labels.getQuote}
            </button>
            <button
              type="button"
              onClick={copyLink}
              className="min-h-12 rounded-full px-5 ring-1 ring-ink/20 hover:bg-white"
            >
              {labels.copyLink}
            </button>
            <button
              type="button"
              onClick={() => print()}
              className="min-h-12 rounded-full px-5 ring-1 ring-ink/20 hover:bg-white"
            >
              {labels.print}
            </button>
          </div>
          <Breakdown lang={lang} labels={labels} />
        </div>
        <div className="space-y-6 print:hidden">
          {load.configurator.schema.groups.map((group) => (
            <OptionGroupCard key={group.id} group={group} lang={lang} labels={labels} />
          ))}
        </div>
      </div>
      <Specification lang={lang} labels={labels} />
      {quoteUsed && (
        <Suspense fallback={null}>
          <QuoteDialog open={quoteOpen} onClose={() => setQuoteOpen(false)} labels={labels.quote} lang={lang} />
        </Suspense>
      )}
      <Toasts />
    </>
  );
}

/** Printed only: what a builder needs (the drawing and the price card print too). */
function Specification({ lang, labels }: { lang: Lang; labels: ConfiguratorLabels }) {
  const load = useStore($load);
  const price = useStore($price);
  if (load.status !== 'ready' || !price) return null;
  const rows = resolveSelections(load.configurator.schema, price.selections, lang, labels.words);
  return (
    <section className="hidden print:mt-8 print:block" aria-hidden="true">
      <h2 className="font-serif text-2xl">
        {labels.specTitle}: {load.product.name}
      </h2>
      <table className="mt-4 w-full text-sm">
        <tbody>
          {rows.map((row) => (
            <tr key={row.controlId} className="border-b border-ink/10">
              <th className="py-1.5 pr-4 text-left font-normal text-stone">
                {row.groupLabel} · {row.controlLabel}
              </th>
              <td className="py-1.5">{row.displayValue}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-sm">
        {labels.total}: {formatMoney(price.totalPriceCents, lang)} · {labels.specRate}: {rateText(price.rate)} ·{' '}
        {labels.specDate}: {new Date().toLocaleDateString(lang === 'uk' ? 'uk-UA' : 'en-GB')}
      </p>
    </section>
  );
}
