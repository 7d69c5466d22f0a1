// The customer's offer (docs/product.md#offers). The page is the same for everyone; the island reads the link's token
// from the address's fragment, loads the newest sent version and shows it as the PDF prints it, each door drawn as the
// configurators draw it, with Download PDF, Accept and Ask for changes. An accepted offer shows its order (its
// stages, payments and invoices with their payment code: orders/CustomerOrder.tsx); a replaced
// version says so; one past its last day can no longer be accepted.
import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/Button.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { fill } from '../../lib/fill.ts';
import type { Lang } from '../../lib/i18n.ts';
import { shopDayText } from '../../lib/shop-day.ts';
import { CustomerOrder } from '../orders/CustomerOrder.tsx';
import { OFFER_TOKEN } from './link.ts';
import { OfferLines, OfferTotals } from './OfferLines.tsx';
import { OfferReplies } from './OfferReplies.tsx';
import type { OfferPageLabels } from './page-labels.ts';
import type { CustomerOffer } from './views.ts';

type Load =
  | { state: 'loading' }
  | { state: 'no-link' }
  | { state: 'failed'; message: string; missing: boolean }
  | { state: 'ready'; offer: CustomerOffer };

const tokenInAddress = (): string | null => {
  const token = decodeURIComponent(location.hash.slice(1));
  return OFFER_TOKEN.test(token) ? token : null;
};

export default function OfferPage({ lang, labels }: { lang: Lang; labels: OfferPageLabels }) {
  const [token, setToken] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);

  const fetchOffer = useCallback(
    async (token: string) => {
      try {
        const offer = await api<CustomerOffer>(`/api/offers/${token}`);
        setLoad({ state: 'ready', offer });
      } catch (error) {
        const missing = error instanceof ApiError && error.status === 404;
        const answered = error instanceof ApiError && error.status >= 400 && error.status < 500;
        setLoad({ state: 'failed', missing, message: answered ? error.message : labels.error });
      }
    },
    [labels.error],
  );

  useEffect(() => {
    const read = () => {
      const found = tokenInAddress();
      setToken(found);
      if (!found) return setLoad({ state: 'no-link' });
      setLoad({ state: 'loading' });
      void fetchOffer(found);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [fetchOffer]);

  /** After a reply: the offer as it is now, the focus on its heading (the order, or a newer version). */
  const reload = useCallback(async () => {
    if (!token) return;
    await fetchOffer(token);
    heading.current?.focus();
  }, [token, fetchOffer]);

  if (load.state === 'loading') {
    return (
      <p role="status" className="py-16 text-center text-stone" data-offer-state="loading">
        {labels.loading}
      </p>
    );
  }
  if (load.state !== 'ready') {
    const text = load.state === 'no-link' ? labels.noLink : load.message;
    return (
      <div className="mx-auto max-w-xl rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5 sm:p-8" data-offer-state="failed">
        <p role="alert" className="text-lg">
          {text}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          {load.state === 'failed' && !load.missing && token && (
            <button
              type="button"
              className={buttonClass('primary', 'lg')}
              onClick={() => {
                setLoad({ state: 'loading' });
                void fetchOffer(token);
              }}
            >
              {labels.retry}
            </button>
          )}
          {labels.call && labels.callHref && (
            <a href={labels.callHref} className={buttonClass('secondary', 'lg', 'inline-flex items-center')}>
              {labels.call}
            </a>
          )}
        </div>
      </div>
    );
  }

  const { offer } = load;
  const { document } = offer;
  const day = (iso: string) => shopDayText(iso, lang);
  const open = !offer.order && !offer.expired;
  return (
    <article aria-labelledby="offer-title" data-offer-number={offer.number}>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="offer-title" ref={heading} tabIndex={-1} className="font-serif text-3xl outline-none sm:text-4xl">
            {fill(labels.offerTitle, { reference: document.reference })}
          </h2>
          <p className="mt-1 text-stone">
            {fill(labels.version, { number: offer.number, date: day(offer.sentAt) })} · {labels.for}{' '}
            {document.customerName}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {!offer.order && (
            <a
              href={`${labels.booking.path}?kind=measurement&ref=${encodeURIComponent(document.reference)}`}
              className={buttonClass('secondary', 'lg', 'inline-flex items-center')}
              data-book-measurement
            >
              {labels.booking.text}
            </a>
          )}
          <a
            href={`/api/offers/${token}/pdf`}
            download
            className={buttonClass('secondary', 'lg', 'inline-flex items-center')}
            data-offer-pdf
          >
            {labels.download}
          </a>
        </div>
      </header>

      {offer.order && (
        <section
          className="mt-6 rounded-3xl bg-emerald-50 p-5 text-emerald-950 ring-1 ring-emerald-900/20"
          data-offer-accepted
        >
          <h3 className="font-serif text-2xl">
            {/* The order's number on one line: "O-10001" never breaks at its hyphen. */}
            {labels.acceptedTitle.split('{number}').map((part, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text
              <span key={i}>
                {i > 0 && <span className="whitespace-nowrap">{offer.order?.number}</span>}
                {part}
              </span>
            ))}
          </h3>
          <p className="mt-1">
            {fill(labels.acceptedText, { version: offer.order.offerNumber, date: day(offer.order.acceptedAt) })}
          </p>
        </section>
      )}
      {offer.order && <CustomerOrder order={offer.order} lang={lang} labels={labels.order} />}
      {offer.replaced && !offer.order && (
        <p className="mt-6 rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5" data-offer-replaced>
          {fill(labels.replaced, {
            number: offer.number,
            before: offer.replaced.number,
            date: day(offer.replaced.sentAt),
          })}
        </p>
      )}
      {offer.expired && (
        <p role="status" className="mt-6 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-900/20">
          {fill(labels.expired, { date: day(`${document.validUntil}T12:00:00Z`) })}
        </p>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <OfferLines document={document} lang={lang} labels={labels} />
        <div className="space-y-6 lg:sticky lg:top-24">
          <OfferTotals document={document} lang={lang} labels={labels} />
          <dl className="grid grid-cols-2 gap-4 rounded-3xl bg-white/70 p-5 text-sm ring-1 ring-ink/5">
            <div>
              <dt className="text-stone">{labels.validUntil}</dt>
              <dd className="mt-0.5 font-medium">{day(`${document.validUntil}T12:00:00Z`)}</dd>
            </div>
            <div>
              <dt className="text-stone">{labels.leadTime}</dt>
              <dd className="mt-0.5 font-medium">{fill(labels.weeks, { weeks: document.leadTimeWeeks })}</dd>
            </div>
          </dl>
        </div>
      </div>

      {document.note && (
        <section aria-labelledby="offer-note" className="mt-8">
          <h3 id="offer-note" className="font-serif text-2xl">
            {labels.note}
          </h3>
          <p className="mt-2 whitespace-pre-line">{document.note}</p>
        </section>
      )}
      <details className="mt-8 rounded-3xl bg-white/70 p-5 ring-1 ring-ink/5" data-offer-terms>
        <summary className="cursor-pointer font-medium">{labels.terms}</summary>
        <p className="mt-3 text-sm whitespace-pre-line text-stone">{document.terms}</p>
      </details>

      {open && token && (
        <OfferReplies token={token} number={offer.number} lang={lang} labels={labels} onChanged={reload} />
      )}
    </article>
  );
}
