// The free days and times of a kind (GET /api/bookings/availability): a row of days that scrolls sideways on a phone
// (a day without a free time is shown, not offered), then that day's times as buttons. Loading, failure with a retry
// and "nothing free" each say so. Times are read off the answer's Kyiv offsets, so every visitor sees Kyiv's clock.
import { useCallback, useEffect, useId, useState } from 'react';
import { api } from '../../lib/api.ts';
import type { Lang } from '../../lib/i18n.ts';
import { visitTimeText } from './format.ts';
import type { KindParam } from './schema.ts';
import type { AvailabilityView, Slot } from './views.ts';

export interface SlotPickerLabels {
  chooseDay: string;
  chooseTime: string;
  loading: string;
  loadFailed: string;
  retry: string;
  none: string;
}

interface Props {
  kind: KindParam;
  lang: Lang;
  labels: SlotPickerLabels;
  value: Slot | null;
  onChange: (slot: Slot | null) => void;
  /** Called with each answer (the kind's duration, areas and fee). */
  onLoad?: (view: AvailabilityView) => void;
  /** Raised to load again (a time was just taken). */
  reload?: number;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; view: AvailabilityView };

/** A calendar day (not a moment) in words: its parts as `parts` asks. */
const calendarDay = (date: string, lang: Lang, parts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(lang === 'uk' ? 'uk-UA' : 'en-GB', { ...parts, timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

const chip =
  'flex min-h-11 shrink-0 flex-col items-center justify-center rounded-2xl px-3 py-2 text-sm ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-oak';

export function SlotPicker({ kind, lang, labels, value, onChange, onLoad, reload = 0 }: Props) {
  const id = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [day, setDay] = useState<string | null>(null);

  const fetchDays = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const view = await api<AvailabilityView>(`/api/bookings/availability?kind=${kind}&days=90`);
      setLoad({ state: 'ready', view });
      onLoad?.(view);
      setDay((current) => {
        const open = view.days.filter((d) => d.slots.length > 0);
        return open.some((d) => d.date === current) ? current : (open[0]?.date ?? null);
      });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, [kind, onLoad]);

  useEffect(() => {
    void reload;
    void fetchDays();
  }, [fetchDays, reload]);

  if (load.state === 'loading') {
    return (
      <p role="status" className="py-6 text-stone" data-slots="loading">
        {labels.loading}
      </p>
    );
  }
  if (load.state === 'failed') {
    return (
      <div role="alert" className="py-4">
        <p>{labels.loadFailed}</p>
        <button type="button" onClick={() => void fetchDays()} className="mt-2 min-h-11 underline underline-offset-4">
          {labels.retry}
        </button>
      </div>
    );
  }
  const open = load.view.days.filter((d) => d.slots.length > 0);
  if (open.length === 0) return <p className="py-4">{labels.none}</p>;
  const slots = load.view.days.find((d) => d.date === day)?.slots ?? [];
  return (
    <div className="grid min-w-0 gap-5">
      {/* min-w-0: a fieldset is at least as wide as its content, and the row of days is meant to scroll instead. */}
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium">{labels.chooseDay}</legend>
        <div className="-mx-1 mt-2 flex gap-2 overflow-x-auto px-1 pb-2" data-testid="booking-days">
          {load.view.days.map((d) => {
            const free = d.slots.length > 0;
            const chosen = d.date === day;
            return (
              <button
                key={d.date}
                type="button"
                disabled={!free}
                aria-pressed={chosen}
                onClick={() => {
                  setDay(d.date);
                  if (value && !value.start.startsWith(d.date)) onChange(null);
                }}
                className={`${chip} ${chosen ? 'bg-ink text-sand ring-ink' : 'bg-white/70 ring-ink/15 hover:ring-oak'} disabled:cursor-not-allowed disabled:opacity-40`}
              >
                <span className="capitalize">{calendarDay(d.date, lang, { weekday: 'short' })}</span>
                <span className="font-medium whitespace-nowrap">
                  {calendarDay(d.date, lang, { day: 'numeric', month: 'short' })}
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend id={`${id}-times`} className="text-sm font-medium">
          {labels.chooseTime}
        </legend>
        <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6" data-testid="booking-times">
          {slots.map((slot) => {
            const chosen = value?.start === slot.start;
            return (
              <button
                key={slot.start}
                type="button"
                aria-pressed={chosen}
                onClick={() => onChange(chosen ? null : slot)}
                className={`${chip} ${chosen ? 'bg-ink text-sand ring-ink' : 'bg-white/70 ring-ink/15 hover:ring-oak'}`}
              >
                {visitTimeText(slot.start)}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
