// "Request a quote for the project" (docs/decisions/024): the doors and the total the visitor sees, the customer's
// fields, one request for all of it (POST /api/project-quotes). When the prices changed while the page was open, the
// server answers with the new total: the dialog says so, the page reprices its list, and one click sends at the new
// total, keeping everything typed. One Idempotency-Key per opening: a double click or a retry stores one request.
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { Dialog, DialogTitle } from '../../components/ui/Dialog.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { fill } from '../../lib/fill.ts';
import type { Lang } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { notify } from '../../lib/toast.tsx';
import { Honeypot, usePublicForm } from '../../lib/use-public-form.tsx';
import type { DoorPreview } from '../catalogue/schema.ts';
import { PRICE_CHANGED } from '../quotes/price-changed.ts';
import {
  CustomerFields,
  emptyCustomer,
  PriceChangedNote,
  QuoteButtons,
  QuoteSent,
  quoteFailure,
} from '../quotes/QuoteParts.tsx';
import type { QuoteCreated } from '../quotes/schema.ts';
import { type Picture, PicturesField, pictureIds, refusedPictures, uploading } from '../uploads/PicturesField.tsx';
import type { ProjectPageLabels } from './page-labels.ts';
import { doorName, type PricedDoor } from './prices.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  lang: Lang;
  labels: ProjectPageLabels;
  doors: PricedDoor[];
  previews: Record<string, DoorPreview>;
  /** The total on the page. */
  total: number;
  /** The server found other prices: the page loads them again. */
  onPricesChanged: () => void;
  /** After sending: empty the project. */
  onStartOver: () => void;
}

/** The server's prices in a project's 409 PRICE_CHANGED: the total and each door's; undefined for any other error. */
function changedPrices(error: unknown): { total: number; units: number[] } | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== PRICE_CHANGED) return undefined;
  const details = error.details as { totalPriceCents?: unknown; doors?: { unitPriceCents?: unknown }[] } | null;
  if (typeof details?.totalPriceCents !== 'number' || !Array.isArray(details.doors)) return undefined;
  const units = details.doors.map((d) => (typeof d?.unitPriceCents === 'number' ? d.unitPriceCents : Number.NaN));
  return units.some(Number.isNaN) ? undefined : { total: details.totalPriceCents, units };
}

export default function ProjectQuoteDialog(props: Props) {
  const { open, onClose, lang, labels, doors, previews, total, onPricesChanged, onStartOver } = props;
  const words = labels.quote;
  const id = useId();
  const form = usePublicForm();
  const [values, setValues] = useState(emptyCustomer);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pictures, setPictures] = useState<Picture[]>([]);
  /**
   * The server's prices after a 409 (the total and each door's, in the order sent) and the total shown before it:
   * what the next send confirms, and what the summary lists until the send.
   */
  const [changed, setChanged] = useState<{ total: number; units: number[]; was: number } | null>(null);
  const [sent, setSent] = useState<QuoteCreated | null>(null);

  useEffect(() => {
    if (!open) return;
    form.restart();
    setSent(null);
    setChanged(null);
  }, [open, form]);

  const money = (cents: number) => formatMoney(cents, lang);
  const priced = doors.flatMap((d) => (d.status === 'priced' ? [d] : []));
  const canSubmit = values.name.trim() !== '' && values.phone.trim() !== '' && !saving && priced.length > 0;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading(pictures)) {
      void notify('message', words.pictures.wait);
      return;
    }
    if (!canSubmit) return;
    setSaving(true);
    setErrors({});
    const seen = changed?.total ?? total;
    try {
      const created = await form.send((guard) =>
        api<QuoteCreated>('/api/project-quotes', {
          idempotencyKey: form.key(),
          body: {
            doors: priced.map((d) => ({
              productSlug: d.product.slug,
              selections: d.chosen,
              room: d.door.room,
              quantity: d.door.quantity,
            })),
            seenTotalCents: seen,
            lang,
            customer: { name: values.name, phone: values.phone, email: values.email },
            notes: values.notes,
            pictures: pictureIds(pictures),
            ...guard,
          },
        }),
      );
      setSent(created);
      setChanged(null);
      setValues(emptyCustomer);
      setPictures([]);
    } catch (error) {
      const prices = changedPrices(error);
      if (prices && prices.units.length === priced.length) {
        // Nothing was stored: say so with the new prices, keep what was typed, reprice the list behind.
        setChanged({ ...prices, was: seen });
        onPricesChanged();
        return;
      }
      if (error instanceof ApiError && Object.keys(error.errors).some((field) => field.startsWith('doors.'))) {
        // A door or a choice went from the shop while the page was open: the list shows it as it is now.
        onPricesChanged();
        void notify('error', words.failureTitle, labels.doorsChanged);
        return;
      }
      const { fieldErrors, description } = quoteFailure(error, words);
      if (error instanceof ApiError) {
        const { errors } = error;
        setPictures((all) => refusedPictures(all, errors));
      }
      setErrors(fieldErrors);
      void notify('error', words.failureTitle, description);
    } finally {
      setSaving(false);
    }
  }

  const width = 'w-[min(36rem,calc(100vw-2rem))]';
  if (sent) {
    return (
      <Dialog open={open} onClose={onClose} width={width}>
        <QuoteSent
          labels={words}
          reference={sent.reference}
          confirmationEmail={sent.confirmationEmail}
          actions={
            <>
              <button
                type="button"
                onClick={onStartOver}
                className="min-h-12 rounded-full px-6 ring-1 ring-ink/20 hover:bg-white"
              >
                {words.newProject}
              </button>
              <button
                type="button"
                onClick={onClose}
                className="min-h-12 rounded-full bg-ink px-8 font-medium text-sand hover:bg-oak-dark"
              >
                {words.close}
              </button>
            </>
          }
        >
          <p className="mt-5">
            {fill(labels.count, { count: sent.doorCount })} ·{' '}
            <span className="font-semibold">{money(sent.totalPriceCents)}</span>
          </p>
        </QuoteSent>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} width={width}>
      <form onSubmit={submit} className="p-6 md:p-8" aria-busy={saving}>
        <DialogTitle>{words.title}</DialogTitle>
        <p className="mt-2 text-stone">{words.lead}</p>
        <section aria-labelledby={`${id}-summary`} className="mt-5 rounded-2xl bg-white p-4 ring-1 ring-ink/10">
          <h3 id={`${id}-summary`} className="text-sm font-medium text-stone">
            {words.summaryTitle}
          </h3>
          <ol className="mt-2 space-y-1 text-sm">
            {priced.map((d, i) => (
              <li key={d.door.id} className="flex justify-between gap-4">
                <span>
                  {doorName(previews, d)}
                  {d.door.room && <span className="text-stone"> · {d.door.room}</span>} × {d.door.quantity}
                </span>
                <span className="tabular-nums">
                  {money(changed ? (changed.units[i] ?? 0) * d.door.quantity : d.lineCents)}
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-ink/10 pt-3">
            <span className="font-medium">{words.total}</span>
            <span className="font-serif text-2xl" data-quote-total>
              {money(changed?.total ?? total)}
            </span>
          </p>
          <p className="mt-1 text-xs text-stone">{words.measurementNote}</p>
        </section>
        {changed && (
          <PriceChangedNote
            labels={words}
            text={fill(words.priceChanged, { total: money(changed.total), was: money(changed.was) })}
          />
        )}
        <CustomerFields id={id} labels={words} values={values} setValues={setValues} errors={errors}>
          <PicturesField labels={words.pictures} pictures={pictures} onChange={setPictures} token={form.token} />
        </CustomerFields>
        <Honeypot form={form} />
        <QuoteButtons
          labels={words}
          onClose={onClose}
          canSubmit={canSubmit}
          text={
            saving
              ? words.saving
              : changed
                ? fill(words.priceChangedConfirm, { total: money(changed.total) })
                : words.submit
          }
        />
      </form>
    </Dialog>
  );
}
