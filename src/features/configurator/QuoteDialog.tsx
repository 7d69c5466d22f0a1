// The quote dialog (docs/product.md#quotes): it restates the door, its size, key options and total (with the
// measurement note), asks for name and phone (email and notes optional; submit does nothing while either is empty or
// while saving) and ends on the request's reference and what happens next. When the prices changed while the page
// was open, the server answers with the new total: the dialog shows it and one click sends the request at it,
// keeping everything typed. One Idempotency-Key per opening, so a double click or a retry makes one quote.

import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { Dialog, DialogTitle } from '../../components/ui/Dialog.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { fill } from '../../lib/fill.ts';
import type { Lang } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { notify } from '../../lib/toast.tsx';
import { Honeypot, usePublicForm } from '../../lib/use-public-form.tsx';
import { useStore } from '../../lib/use-store.ts';
import type { PriceResult } from '../pricing/pricing.ts';
import {
  CustomerFields,
  emptyCustomer,
  PriceChangedNote,
  QuoteButtons,
  QuoteSent,
  quoteFailure,
} from '../quotes/QuoteParts.tsx';
import { quoteRecap } from '../quotes/recap.ts';
import type { QuoteCreated } from '../quotes/schema.ts';
import { type Picture, PicturesField, pictureIds, refusedPictures, uploading } from '../uploads/PicturesField.tsx';
import type { ConfiguratorLabels } from './labels.ts';
import { changedPrice } from './quote-dialog.ts';
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
  const form = usePublicForm();
  const load = useStore($load);
  const current = useStore($price);
  const [values, setValues] = useState(emptyCustomer);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pictures, setPictures] = useState<Picture[]>([]);
  /** The server's new price after a 409 PRICE_CHANGED, and the total shown before it: what the next send confirms. */
  const [changed, setChanged] = useState<{ price: PriceResult; was: number } | null>(null);
  const [sent, setSent] = useState<QuoteCreated | null>(null);

  // Every opening is a new filling: its own key and fill clock, and the page's price (reloaded after a change) again.
  useEffect(() => {
    if (!open) return;
    form.restart();
    setSent(null);
    setChanged(null);
  }, [open, form]);

  const price = changed?.price ?? current;
  const canSubmit = values.name.trim() !== '' && values.phone.trim() !== '' && !saving;
  const money = (cents: number) => formatMoney(cents, lang);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading(pictures)) {
      void notify('message', labels.pictures.wait);
      return;
    }
    if (!canSubmit || load.status !== 'ready' || !price) return;
    setSaving(true);
    setErrors({});
    try {
      const created = await form.send((guard) =>
        api<QuoteCreated>('/api/quotes', {
          idempotencyKey: form.key(),
          body: {
            productSlug: load.product.slug,
            selections: price.selections,
            checksum: load.configurator.checksum,
            // The total on screen: the server stores the request only at this total, else answers with its own.
            seenTotalCents: price.totalPriceCents,
            lang,
            // docs/product.md#validation: the customer block goes when a name or an email is present (the name always
            // is here).
            customer: { name: values.name, phone: values.phone, email: values.email },
            notes: values.notes,
            pictures: pictureIds(pictures),
            ...guard,
          },
        }),
      );
      setSent(created);
      $sentQuote.set({ reference: created.reference, selections: JSON.stringify(price.selections) });
      setChanged(null);
      setValues(emptyCustomer);
      setPictures([]);
    } catch (error) {
      const newPrice = changedPrice(error);
      if (newPrice) {
        // Nothing was stored: show the new total, keep what was typed, and bring the page behind up to date.
        setChanged({ price: newPrice, was: price.totalPriceCents });
        void reloadKeepingChoices().catch(() => undefined);
        return;
      }
      const { fieldErrors, description } = quoteFailure(error, labels);
      if (error instanceof ApiError) {
        const { errors } = error;
        setPictures((all) => refusedPictures(all, errors));
      }
      setErrors(fieldErrors);
      void notify('error', labels.failureTitle, description);
    } finally {
      setSaving(false);
    }
  }

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
      <form onSubmit={submit} className="p-6 md:p-8" aria-busy={saving}>
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
              total: money(changed.price.totalPriceCents),
              was: money(changed.was),
            })}
          />
        )}
        <CustomerFields id={id} labels={labels} values={values} setValues={setValues} errors={errors}>
          <PicturesField labels={labels.pictures} pictures={pictures} onChange={setPictures} token={form.token} />
        </CustomerFields>
        <Honeypot form={form} />
        <QuoteButtons
          labels={labels}
          onClose={onClose}
          canSubmit={canSubmit}
          text={
            saving
              ? labels.saving
              : changed
                ? fill(labels.priceChangedConfirm, { total: money(changed.price.totalPriceCents) })
                : labels.submit
          }
        />
      </form>
    </Dialog>
  );
}
