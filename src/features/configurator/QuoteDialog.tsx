// The quote dialog (docs/product.md#quotes): it restates the door, its size, key options and total (with the
// measurement note), asks for name and phone (email and notes optional; submit does nothing while either is empty or
// while saving) and ends on the request's reference and what happens next. When the prices changed while the page
// was open, the server answers with the new total: the dialog shows it and one click sends the request at it,
// keeping everything typed. One Idempotency-Key per opening, so a double click or a retry makes one quote.

import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { Dialog, DialogTitle } from '../../components/ui/Dialog.tsx';
import { fill } from '../../lib/fill.ts';
import type { Lang } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { Honeypot } from '../../lib/use-public-form.tsx';
import { CustomerFields, PriceChangedNote, QuoteButtons, QuoteSent } from '../quotes/QuoteParts.tsx';
import { quoteRecap } from '../quotes/recap.ts';
import { useQuoteForm } from '../quotes/use-quote-form.ts';
import { PicturesField } from '../uploads/PicturesField.tsx';
import type { ConfiguratorLabels } from './labels.ts';
import { $load, $price, $sentQuote, reloadKeepingChoices } from './store.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  labels: ConfiguratorLabels['quote'];
  lang: Lang;
  /** The door's name in the page's language. */
  doorName: string;
}

export default function QuoteDialog({ open, onClose, labels, lang, doorName }: Props) {
  const id = useId();
  const load = useStore($load);
  const current = useStore($price);
  const quote = useQuoteForm({
    open,
    labels,
    lang,
    url: '/api/quotes',
    total: current?.totalPriceCents,
    // The door at the server's new price after a 409 (its selections too), else at the page's.
    request: (change) => {
      const price = change?.price ?? current;
      if (load.status !== 'ready' || !price) return undefined;
      return { productSlug: load.product.slug, selections: price.selections, checksum: load.configurator.checksum };
    },
    fits: (change) => change.price !== undefined,
    onPriceChanged: () => void reloadKeepingChoices().catch(() => undefined),
    onSent: (created, request) =>
      $sentQuote.set({ reference: created.reference, selections: JSON.stringify(request.selections) }),
  });
  const { changed, sent } = quote;
  const price = changed?.price ?? current;
  const money = (cents: number) => formatMoney(cents, lang);

  if (sent) {
    return (
      <Dialog open={open} onClose={onClose} width="w-[min(36rem,calc(100vw-2rem))]">
        <QuoteSent
          labels={labels}
          reference={sent.reference}
          confirmationEmail={sent.confirmationEmail}
          actions={
            <button
              type="button"
              onClick={onClose}
              className="min-h-12 rounded-full bg-ink px-8 font-medium text-sand hover:bg-oak-dark"
            >
              {labels.close}
            </button>
          }
        >
          <p className="mt-5">
            {doorName} · <span className="font-semibold">{money(sent.totalPriceCents)}</span>
          </p>
        </QuoteSent>
      </Dialog>
    );
  }

  const summary =
    load.status === 'ready' && price
      ? quoteRecap(load.configurator.schema, price.selections, lang, labels.words)
      : null;

  return (
    <Dialog open={open} onClose={onClose} width="w-[min(36rem,calc(100vw-2rem))]">
      <form onSubmit={quote.submit} className="p-6 md:p-8" aria-busy={quote.saving}>
        <DialogTitle>{labels.title}</DialogTitle>
        <p className="mt-2 text-stone">{labels.lead}</p>
        {load.status === 'ready' && price && summary && (
          <section aria-labelledby={`${id}-summary`} className="mt-5 rounded-2xl bg-white p-4 ring-1 ring-ink/10">
            <h3 id={`${id}-summary`} className="text-sm font-medium text-stone">
              {labels.summaryTitle}
            </h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone">{labels.door}</dt>
              <dd className="font-medium">{doorName}</dd>
              {summary.size && (
                <>
                  <dt className="text-stone">{labels.size}</dt>
                  <dd>{fill(labels.sizeValue, summary.size)}</dd>
                </>
              )}
              {summary.options.map((option) => (
                <div key={option.controlId} className="contents">
                  <dt className="text-stone">{option.controlLabel}</dt>
                  <dd>{option.displayValue}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-ink/10 pt-3">
              <span className="font-medium">{labels.total}</span>
              <span className="font-serif text-2xl" data-quote-total>
                {money(price.totalPriceCents)}
              </span>
            </p>
            <p className="mt-1 text-xs text-stone">{labels.measurementNote}</p>
          </section>
        )}
        {changed && (
          <PriceChangedNote
            labels={labels}
            text={fill(labels.priceChangedText, {
              total: money(changed.totalPriceCents),
              was: money(changed.was),
            })}
          />
        )}
        <CustomerFields id={id} labels={labels} values={quote.values} setValues={quote.setValues} errors={quote.errors}>
          <PicturesField
            labels={labels.pictures}
            pictures={quote.pictures}
            onChange={quote.setPictures}
            token={quote.form.token}
          />
        </CustomerFields>
        <Honeypot form={quote.form} />
        <QuoteButtons labels={labels} onClose={onClose} canSubmit={quote.canSubmit} text={quote.sendText} />
      </form>
    </Dialog>
  );
}
