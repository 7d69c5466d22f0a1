// "Request a quote for the project" (docs/decisions/024): the doors and the total the visitor sees, the customer's
// fields, one request for all of it (POST /api/project-quotes). When the prices changed while the page was open, the
// server answers with the new total: the dialog says so, the page reprices its list, and one click sends at the new
// total, keeping everything typed. One Idempotency-Key per opening: a double click or a retry stores one request.
import { useId } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog, DialogTitle } from '../../components/ui/Dialog.tsx';
import { ApiError } from '../../lib/api.ts';
import { fill } from '../../lib/fill.ts';
import type { Lang } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { notify } from '../../lib/toast.tsx';
import { Honeypot } from '../../lib/use-public-form.tsx';
import type { DoorPreview } from '../catalogue/schema.ts';
import { CustomerFields, PriceChangedNote, QuoteButtons, QuoteSent } from '../quotes/QuoteParts.tsx';
import { useQuoteForm } from '../quotes/use-quote-form.ts';
import { PicturesField } from '../uploads/PicturesField.tsx';
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

export default function ProjectQuoteDialog(props: Props) {
  const { open, onClose, lang, labels, doors, previews, total, onPricesChanged, onStartOver } = props;
  const words = labels.quote;
  const id = useId();
  const priced = doors.flatMap((d) => (d.status === 'priced' ? [d] : []));
  const quote = useQuoteForm({
    open,
    labels: words,
    lang,
    url: '/api/project-quotes',
    total,
    ready: priced.length > 0,
    request: () => ({
      doors: priced.map((d) => ({
        productSlug: d.product.slug,
        selections: d.chosen,
        room: d.door.room,
        quantity: d.door.quantity,
      })),
    }),
    // A price for each door sent, in its order: what the summary lists until the send.
    fits: (change) => change.units?.length === priced.length,
    onPriceChanged: onPricesChanged,
    onRefused: (error) => {
      if (!(error instanceof ApiError) || !Object.keys(error.errors).some((field) => field.startsWith('doors.'))) {
        return false;
      }
      // A door or a choice went from the shop while the page was open: the list shows it as it is now.
      onPricesChanged();
      void notify('error', words.failureTitle, labels.doorsChanged);
      return true;
    },
  });
  const { changed, sent } = quote;
  const money = (cents: number) => formatMoney(cents, lang);

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
              <Button variant="secondary" size="lg" onClick={onStartOver}>
                {words.newProject}
              </Button>
              <Button variant="primary" size="lg-wide" onClick={onClose}>
                {words.close}
              </Button>
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
      <form onSubmit={quote.submit} className="p-6 md:p-8" aria-busy={quote.saving}>
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
                  {money(changed ? (changed.units?.[i] ?? 0) * d.door.quantity : d.lineCents)}
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-ink/10 pt-3">
            <span className="font-medium">{words.total}</span>
            <span className="font-serif text-2xl" data-quote-total>
              {money(changed?.totalPriceCents ?? total)}
            </span>
          </p>
          <p className="mt-1 text-xs text-stone">{words.measurementNote}</p>
        </section>
        {changed && (
          <PriceChangedNote
            labels={words}
            text={fill(words.priceChanged, { total: money(changed.totalPriceCents), was: money(changed.was) })}
          />
        )}
        <CustomerFields id={id} labels={words} values={quote.values} setValues={quote.setValues} errors={quote.errors}>
          <PicturesField
            labels={words.pictures}
            pictures={quote.pictures}
            onChange={quote.setPictures}
            token={quote.form.token}
          />
        </CustomerFields>
        <Honeypot form={quote.form} />
        <QuoteButtons labels={words} onClose={onClose} canSubmit={quote.canSubmit} text={quote.sendText} />
      </form>
    </Dialog>
  );
}
