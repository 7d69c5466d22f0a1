// The booking page (docs/product.md#bookings): with a link's token in the fragment, the customer's own visit — its
// day, time and place, moved to another free time or cancelled until the shop's cut-off, then only by phone;
// without one, the booking form (the kind and the request it belongs to from ?kind= and ?ref=).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog, DialogTitle } from '../../components/ui/Dialog.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { fill } from '../../lib/fill.ts';
import type { Lang } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.tsx';
import { BookingForm } from './BookingForm.tsx';
import { momentText, visitText } from './format.ts';
import type { BookingPageLabels } from './page-labels.ts';
import { SlotPicker } from './SlotPicker.tsx';
import { BOOKING_TOKEN, KindParam, RequestRef } from './schema.ts';
import type { CustomerBookingView, Slot } from './views.ts';

const tokenInAddress = (): string | null => {
  const token = decodeURIComponent(location.hash.slice(1));
  return BOOKING_TOKEN.test(token) ? token : null;
};

export default function BookingPage({ lang, labels }: { lang: Lang; labels: BookingPageLabels }) {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [query, setQuery] = useState<{ kind: KindParam; ref: string | null }>({ kind: 'showroom', ref: null });
  useEffect(() => {
    const read = () => {
      setToken(tokenInAddress());
      const params = new URLSearchParams(location.search);
      const kind = KindParam.safeParse(params.get('kind'));
      const ref = RequestRef.safeParse(params.get('ref') ?? '');
      setQuery({ kind: kind.success ? kind.data : 'showroom', ref: ref.success ? ref.data : null });
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  if (token === undefined) return <p className="py-16 text-center text-stone">{labels.loading}</p>;
  if (token) return <ManageBooking key={token} token={token} lang={lang} labels={labels} />;
  return <BookingForm key={query.kind} lang={lang} labels={labels} initialKind={query.kind} requestRef={query.ref} />;
}

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; booking: CustomerBookingView };

function ManageBooking({ token, lang, labels }: { token: string; lang: Lang; labels: BookingPageLabels }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [moving, setMoving] = useState(false);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const fetchBooking = useCallback(async () => {
    try {
      setLoad({ state: 'ready', booking: await api<CustomerBookingView>(`/api/bookings/${token}`) });
    } catch (error) {
      const answered = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setLoad({ state: 'failed', message: answered ? error.message : labels.loadFailed });
    }
  }, [token, labels.loadFailed]);
  useEffect(() => {
    void fetchBooking();
  }, [fetchBooking]);

  async function change(action: 'reschedule' | 'cancel') {
    setSaving(true);
    try {
      const booking = await api<CustomerBookingView>(`/api/bookings/${token}/${action}`, {
        body: action === 'reschedule' ? { start: slot?.start } : {},
        idempotencyKey: crypto.randomUUID(),
      });
      setLoad({ state: 'ready', booking });
      setMoving(false);
      setSlot(null);
      setAsking(false);
      void notify('success', action === 'reschedule' ? labels.moved : labels.cancelled);
      heading.current?.focus();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SLOT_TAKEN') setSlot(null);
      void notify(
        'error',
        labels.failureTitle,
        error instanceof ApiError && error.status > 0 ? error.message : labels.unavailable,
      );
      if (error instanceof ApiError && error.code !== 'SLOT_TAKEN') void fetchBooking();
    } finally {
      setSaving(false);
    }
  }

  if (load.state === 'loading') {
    return (
      <p role="status" className="py-16 text-center text-stone">
        {labels.loading}
      </p>
    );
  }
  if (load.state === 'failed') {
    return (
      <div role="alert" className="mx-auto max-w-xl py-12 text-center">
        <p className="text-lg">{load.message}</p>
        <a href={labels.callHref} className="mt-4 inline-block underline underline-offset-4">
          {labels.tooLate}
        </a>
      </div>
    );
  }
  const { booking } = load;
  const when = visitText(booking.start, booking.end, lang);
  const open = booking.status === 'BOOKED';
  return (
    <section
      className="grid gap-6 rounded-3xl bg-white/70 p-6 shadow-sm ring-1 ring-ink/10 md:p-10"
      data-booking={booking.status}
    >
      <div>
        <h2 ref={heading} tabIndex={-1} className="font-serif text-3xl outline-none md:text-4xl">
          {labels.kinds[booking.kind]}
        </h2>
        <p className="mt-2 text-stone">{fill(labels.reference, { reference: booking.reference })}</p>
      </div>
      {booking.status !== 'BOOKED' && (
        <p role="status" className="rounded-2xl bg-sand px-4 py-3 font-medium">
          {labels.status[booking.status]}
        </p>
      )}
      <dl className="grid gap-3">
        <div>
          <dt className="text-sm text-stone">{labels.when}</dt>
          <dd className={`text-lg font-medium first-letter:uppercase ${open ? '' : 'line-through'}`}>{when}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone">{labels.where}</dt>
          <dd>
            {booking.kind === 'showroom'
              ? labels.showroomPlace
              : [booking.area, booking.address].filter(Boolean).join(', ')}
          </dd>
        </div>
      </dl>
      {open && <p>{labels.prepare[booking.kind]}</p>}
      {open && booking.changeUntil && !moving && (
        <div className="grid gap-3">
          <p className="text-sm text-stone">{fill(labels.until, { until: momentText(booking.changeUntil, lang) })}</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="primary" size="lg" onClick={() => setMoving(true)}>
              {labels.move}
            </Button>
            <Button variant="danger" size="lg" onClick={() => setAsking(true)}>
              {labels.cancel}
            </Button>
          </div>
        </div>
      )}
      {open && !booking.changeUntil && (
        <a href={labels.callHref} className="underline underline-offset-4">
          {labels.tooLate}
        </a>
      )}
      {open && moving && (
        <div className="grid gap-5">
          <SlotPicker kind={booking.kind} lang={lang} labels={labels} value={slot} onChange={setSlot} />
          <div className="flex flex-wrap gap-3">
            <Button variant="primary" size="lg" disabled={!slot || saving} onClick={() => void change('reschedule')}>
              {slot ? fill(labels.moveTo, { when: visitText(slot.start, slot.end, lang) }) : labels.pickFirst}
            </Button>
            <Button variant="secondary" size="lg" onClick={() => setMoving(false)}>
              {labels.keep}
            </Button>
          </div>
        </div>
      )}
      {!open && (
        <a href={lang === 'uk' ? '/uk/booking/' : '/booking/'} className="underline underline-offset-4">
          {labels.bookAnother}
        </a>
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} width="w-[min(30rem,calc(100vw-2rem))]">
        <div className="grid gap-6 p-6">
          <DialogTitle>{fill(labels.cancelQuestion, { when })}</DialogTitle>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" size="lg" onClick={() => setAsking(false)}>
              {labels.keep}
            </Button>
            <Button variant="danger" size="lg" disabled={saving} onClick={() => void change('cancel')}>
              {labels.cancel}
            </Button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
