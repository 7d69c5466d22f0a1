// The state both quote dialogs share (docs/product.md#quotes, docs/decisions/024), so a send fails, waits and
// succeeds alike for a door and for a project: everything typed (and the pictures) kept on a failure, busy while
// sending, the server's field messages, a 409 PRICE_CHANGED's new total that the next send confirms ("Send at …"),
// and the sent request with its reference. One Idempotency-Key per opening: a double click or a retry stores one.
import { type SubmitEvent, useEffect, useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { fill } from '../../lib/fill.ts';
import type { Lang } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { notify } from '../../lib/toast.tsx';
import { usePublicForm } from '../../lib/use-public-form.tsx';
import { type Picture, pictureIds, refusedPictures, uploading } from '../uploads/PicturesField.tsx';
import { type PriceChange, priceChangeOf } from './price-changed.ts';
import { emptyCustomer, type QuoteLabels, quoteFailure } from './QuoteParts.tsx';
import type { QuoteCreated } from './schema.ts';

export interface QuoteFormOptions<Request extends object> {
  open: boolean;
  labels: QuoteLabels;
  lang: Lang;
  /** /api/quotes or /api/project-quotes. */
  url: string;
  /** The total on the page: what the first send confirms (after a price change, the new total is). */
  total: number | undefined;
  /** What is requested beside the customer's part, at the prices of `change`; undefined while nothing can be sent. */
  request: (change: PriceChange | null) => Request | undefined;
  /** Whether there is something to send beside a name and a phone (a project: a priced door); true by default. */
  ready?: boolean;
  /** Whether a 409's prices are for what was sent; any other refusal is a failure like the rest. */
  fits: (change: PriceChange) => boolean;
  /** Nothing was stored at the old prices: bring the page behind up to date. */
  onPriceChanged: () => void;
  /** A refusal the dialog explains itself (true: it did), before the field messages and the failure toast. */
  onRefused?: (error: unknown) => boolean;
  /** The request was stored, with `request` as sent. */
  onSent?: (created: QuoteCreated, request: Request) => void;
}

export function useQuoteForm<Request extends object>(options: QuoteFormOptions<Request>) {
  const { open, labels, lang } = options;
  const form = usePublicForm();
  const [values, setValues] = useState(emptyCustomer);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pictures, setPictures] = useState<Picture[]>([]);
  /** The server's new prices after a 409, and the total shown before them: what the next send confirms. */
  const [changed, setChanged] = useState<(PriceChange & { was: number }) | null>(null);
  const [sent, setSent] = useState<QuoteCreated | null>(null);

  // Every opening is a new filling: its own key and fill clock, and the page's prices (reloaded after a change) again.
  useEffect(() => {
    if (!open) return;
    form.restart();
    setSent(null);
    setChanged(null);
  }, [open, form]);

  const canSubmit = values.name.trim() !== '' && values.phone.trim() !== '' && !saving && options.ready !== false;
  const money = (cents: number) => formatMoney(cents, lang);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading(pictures)) {
      void notify('message', labels.pictures.wait);
      return;
    }
    const request = options.request(changed);
    const seen = changed?.totalPriceCents ?? options.total;
    if (!canSubmit || !request || seen === undefined) return;
    setSaving(true);
    setErrors({});
    try {
      const created = await form.send((guard) =>
        api<QuoteCreated>(options.url, {
          idempotencyKey: form.key(),
          body: {
            ...request,
            // The total on screen: the server stores the request only at this total, else answers with its own.
            seenTotalCents: seen,
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
      options.onSent?.(created, request);
      setChanged(null);
      setValues(emptyCustomer);
      setPictures([]);
    } catch (error) {
      const change = priceChangeOf(error);
      if (change && options.fits(change)) {
        // Nothing was stored: show the new total, keep what was typed, and bring the page behind up to date.
        setChanged({ ...change, was: seen });
        options.onPriceChanged();
        return;
      }
      if (options.onRefused?.(error)) return;
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

  /** The send button's words: busy, or confirming the new total after a price change. */
  const sendText = saving
    ? labels.saving
    : changed
      ? fill(labels.priceChangedConfirm, { total: money(changed.totalPriceCents) })
      : labels.submit;

  return { form, values, setValues, pictures, setPictures, saving, errors, changed, sent, canSubmit, submit, sendText };
}
