// The back office's bookings (docs/product.md#bookings): seven days of visits — a week grid on a wide screen, day by
// day on a phone — each with its time, kind, customer and a call link, the place, the note and the request it belongs
// to with its doors. The manager adds a visit for a customer who phoned, moves one, marks it done (a measurement's
// request moves on to Measured, and its offer opens from there) or cancels it (the customer told when ticked), and
// blocks time off.
import { useCallback, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog, DialogTitle } from '../../../components/ui/Dialog.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { shopToday } from '../../../lib/shop-day.ts';
import { notify } from '../../../lib/toast.tsx';
import { useMedia } from '../../../lib/use-media.ts';
import { useAdminT } from '../../admin/i18n.ts';
import { Loaded, useLoaded } from '../../admin/Loaded.tsx';
import { visitDayText, visitTimeText } from '../format.ts';
import { addDays, overlapsDay } from '../shop-time.ts';
import type { CalendarBlock, CalendarView, CalendarVisit } from '../views.ts';
import { BlockForm } from './BlockForm.tsx';
import { type VisitActions, VisitCard } from './VisitCard.tsx';
import { VisitForm, type VisitFormMode } from './VisitForm.tsx';
import { blockOnDay, WeekGrid } from './WeekGrid.tsx';

const DAYS = 7;
/** Where the week's seven columns fit beside the sidebar (Tailwind's xl). */
const WIDE = '(min-width: 80rem)';
const dialogWidth = 'w-[min(36rem,calc(100vw-2rem))]';

export default function BookingsPage() {
  const { t, lang } = useAdminT();
  const wide = useMedia(WIDE);
  const today = shopToday();
  const [from, setFrom] = useState(today);
  const to = addDays(from, DAYS - 1);
  const [opened, setOpened] = useState<string | null>(null);
  const [form, setForm] = useState<VisitFormMode | null>(null);
  const [blocking, setBlocking] = useState(false);
  const [cancelling, setCancelling] = useState<CalendarVisit | null>(null);
  const [tell, setTell] = useState(true);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const { state, pending, reload } = useLoaded(
    useCallback(() => api<CalendarView>(`/api/admin/bookings?from=${from}&to=${to}`), [from, to]),
    { keepData: true },
  );

  async function change(visit: CalendarVisit, body: Record<string, unknown>, done: string) {
    setSaving(true);
    try {
      await api(`/api/admin/bookings/${visit.id}`, {
        method: 'PATCH',
        body: { version: visit.version, ...body },
        idempotencyKey: crypto.randomUUID(),
      });
      void notify('success', done);
      setCancelling(null);
    } catch (error) {
      void notify('error', t('admin.bookings.failed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      setSaving(false);
      await reload();
    }
  }

  async function unblock(block: CalendarBlock) {
    try {
      await api(`/api/admin/bookings/blocks/${block.id}`, { method: 'DELETE' });
      void notify('success', t('admin.bookings.block.removedToast'));
    } catch (error) {
      void notify('error', t('admin.bookings.failed'), error instanceof ApiError ? error.message : undefined);
    }
    await reload();
  }

  const actions: VisitActions = {
    saving,
    onDone: (visit) =>
      void change(visit, { status: 'DONE' }, t('admin.bookings.doneToast', { reference: visit.reference })),
    onMove: (visit) => {
      setOpened(null);
      setForm({ type: 'move', visit });
    },
    onCancel: (visit) => {
      setOpened(null);
      setTell(Boolean(visit.email));
      setCancelling(visit);
    },
  };
  const saved = () => {
    setForm(null);
    setBlocking(false);
    void reload();
  };
  const days = Array.from({ length: DAYS }, (_, i) => addDays(from, i));
  const dayName = (day: string) => visitDayText(`${day}T12:00:00+02:00`, lang, false);
  // A block on one day: all day, or its hours on that day (to 24:00 when it goes on to the next).
  const blockText = (block: CalendarBlock, day: string) => {
    const part = blockOnDay(block, day);
    return part.whole
      ? t('admin.bookings.blockedAllDay', { note: block.note ?? '' })
      : t('admin.bookings.blocked', { hours: part.text, note: block.note ?? '' });
  };
  /** The whole block for the list: "1 December – 3 December" for whole days, else each end's day and time. */
  const blockSpan = (block: CalendarBlock) => {
    const first = block.start.slice(0, 10);
    if (visitTimeText(block.start) === '00:00' && visitTimeText(block.end) === '00:00') {
      const last = addDays(block.end.slice(0, 10), -1);
      return `${last > first ? `${dayName(first)} – ${dayName(last)}` : dayName(first)}: ${t('admin.bookings.allDay')}`;
    }
    return `${dayName(first)}, ${visitTimeText(block.start)} – ${
      block.end.slice(0, 10) > first ? `${dayName(block.end.slice(0, 10))}, ` : ''
    }${visitTimeText(block.end)}`;
  };
  return (
    <>
      <h1 className="font-serif text-4xl">{t('admin.nav.bookings')}</h1>
      <p className="mt-2 max-w-2xl text-stone">{t('admin.bookings.lead')}</p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button
          variant="primary"
          size="md"
          onClick={() => setForm({ type: 'add', day: from === today ? addDays(today, 1) : from })}
        >
          {t('admin.bookings.add')}
        </Button>
        <Button variant="secondary" size="md" onClick={() => setBlocking(true)}>
          {t('admin.bookings.block.open')}
        </Button>
        <a href="/booking/" className="text-sm text-oak-dark underline underline-offset-2">
          {t('admin.bookings.publicPage')}
        </a>
      </div>
      <nav aria-label={t('admin.bookings.weeks')} className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="md" onClick={() => setFrom(addDays(from, -DAYS))}>
          {t('admin.bookings.previous')}
        </Button>
        <Button variant="secondary" size="md" onClick={() => setFrom(today)}>
          {t('admin.bookings.today')}
        </Button>
        <Button variant="secondary" size="md" onClick={() => setFrom(addDays(from, DAYS))}>
          {t('admin.bookings.next')}
        </Button>
      </nav>
      <Loaded state={state}>
        {(calendar) => {
          const openedVisit = calendar.visits.find((v) => v.id === opened) ?? null;
          return (
            <div aria-busy={pending} className="aria-busy:opacity-60" data-bookings>
              {wide ? (
                <WeekGrid
                  days={days}
                  today={today}
                  dayName={dayName}
                  blockText={blockText}
                  visits={calendar.visits}
                  blocks={calendar.blocks}
                  onOpen={(visit) => setOpened(visit.id)}
                />
              ) : (
                <div className="mt-8 grid gap-8">
                  {days.map((day) => {
                    const visits = calendar.visits.filter((v) => v.start.startsWith(day));
                    const blocks = calendar.blocks.filter((b) => overlapsDay(b.start, b.end, day));
                    return (
                      <section key={day} aria-labelledby={`${id}-${day}`} data-booking-day={day}>
                        <h2 id={`${id}-${day}`} className="font-serif text-2xl first-letter:uppercase">
                          {dayName(day)}
                        </h2>
                        {blocks.map((block) => (
                          <p key={block.id} className="mt-2 rounded-xl bg-sand px-4 py-2 text-sm">
                            {blockText(block, day)}
                          </p>
                        ))}
                        {visits.length === 0 ? (
                          <p className="mt-2 text-stone">{t('admin.bookings.noVisits')}</p>
                        ) : (
                          <ul className="mt-3 grid gap-3 lg:grid-cols-2">
                            {visits.map((visit) => (
                              <VisitCard key={visit.id} visit={visit} actions={actions} />
                            ))}
                          </ul>
                        )}
                      </section>
                    );
                  })}
                </div>
              )}
              {calendar.blocks.length > 0 && (
                <section aria-labelledby={`${id}-blocks`} className="mt-10">
                  <h2 id={`${id}-blocks`} className="font-serif text-2xl">
                    {t('admin.bookings.block.heading')}
                  </h2>
                  <ul className="mt-3 grid gap-2">
                    {calendar.blocks.map((block) => (
                      <li key={block.id} className="flex flex-wrap items-center gap-x-4 gap-y-1" data-block={block.id}>
                        <span>
                          {blockSpan(block)}
                          {block.note && ` · ${block.note}`}
                          {block.kind &&
                            ` (${t(block.kind === 'showroom' ? 'booking.kind.SHOWROOM' : 'booking.kind.MEASUREMENT')})`}
                        </span>
                        <Button
                          variant="quiet"
                          size="none"
                          className="min-h-11 text-oak-dark"
                          onClick={() => void unblock(block)}
                        >
                          {t('admin.bookings.block.remove')}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <Dialog open={openedVisit !== null} onClose={() => setOpened(null)} width={dialogWidth}>
                {openedVisit && (
                  <div className="grid gap-4 p-6">
                    <DialogTitle>{dayName(openedVisit.start.slice(0, 10))}</DialogTitle>
                    <VisitCard visit={openedVisit} actions={actions} as="div" />
                    <div className="flex justify-end">
                      <Button variant="secondary" size="md" onClick={() => setOpened(null)}>
                        {t('admin.bookings.close')}
                      </Button>
                    </div>
                  </div>
                )}
              </Dialog>
            </div>
          );
        }}
      </Loaded>
      <Dialog open={form !== null} onClose={() => setForm(null)} width={dialogWidth}>
        {form && <VisitForm mode={form} onClose={() => setForm(null)} onSaved={saved} />}
      </Dialog>
      <Dialog open={blocking} onClose={() => setBlocking(false)} width={dialogWidth}>
        {blocking && <BlockForm day={from} onClose={() => setBlocking(false)} onSaved={saved} />}
      </Dialog>
      <Dialog open={cancelling !== null} onClose={() => setCancelling(null)} width="w-[min(32rem,calc(100vw-2rem))]">
        {cancelling && (
          <div className="grid gap-5 p-6">
            <DialogTitle>
              {t('admin.bookings.cancelQuestion', {
                reference: cancelling.reference,
                when: `${visitDayText(cancelling.start, lang, false)}, ${visitTimeText(cancelling.start)}`,
              })}
            </DialogTitle>
            {cancelling.email && (
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" checked={tell} onChange={(e) => setTell(e.target.checked)} className="size-5" />
                {t('admin.bookings.tellCustomer', { email: cancelling.email })}
              </label>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" size="md" onClick={() => setCancelling(null)}>
                {t('admin.bookings.keep')}
              </Button>
              <Button
                variant="danger"
                size="md"
                disabled={saving}
                onClick={() =>
                  void change(
                    cancelling,
                    { status: 'CANCELLED', tellCustomer: tell },
                    t('admin.bookings.cancelledToast', { reference: cancelling.reference }),
                  )
                }
              >
                {t('admin.bookings.cancel')}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
