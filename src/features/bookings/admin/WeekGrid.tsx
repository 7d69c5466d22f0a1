// The calendar's week on a wide screen (docs/product.md#bookings): a column per day, the hours down the side in Kyiv's
// time, each visit placed at its hours (visits that overlap — a showroom visit during a measurement — side by side),
// blocked time shaded. A visit is a button that opens its card with everything the manager can do. Each day is a
// section named by its heading, its visits a list in time order, so a screen reader reads it as the phone's agenda.
import type { CSSProperties } from 'react';
import { useAdminT } from '../../admin/i18n.ts';
import { visitTimeText } from '../format.ts';
import { overlapsDay } from '../shop-time.ts';
import type { CalendarBlock, CalendarVisit } from '../views.ts';

const KIND_CLASS = {
  showroom: 'bg-white border-l-4 border-ink/50',
  measurement: 'bg-oak/20 border-l-4 border-oak',
} as const;
const BLOCKED_CLASS = 'bg-[repeating-linear-gradient(135deg,rgb(28_25_23/0.08)_0_6px,transparent_6px_12px)]';

/** The grid's rows are quarters of an hour. */
const ROW = 15;
const minutesOf = (iso: string) => {
  const [h, m] = visitTimeText(iso).split(':').map(Number) as [number, number];
  return h * 60 + m;
};
/** Minutes of the day a moment is at, clipped to `day` (a block or a visit running past midnight). */
const clippedMinutes = (iso: string, day: string, edge: 0 | 1440) =>
  iso.slice(0, 10) < day ? 0 : iso.slice(0, 10) > day ? edge : minutesOf(iso);
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The part of `day` a block covers: its hours on that day (to 24:00 when it goes on), or the whole day. */
export function blockOnDay(
  block: CalendarBlock,
  day: string,
): { from: number; to: number; text: string; whole: boolean } {
  const from = clippedMinutes(block.start, day, 0);
  const to = clippedMinutes(block.end, day, 1440);
  return { from, to, text: `${clock(from)}–${clock(to)}`, whole: from === 0 && to === 1440 };
}

/** The hours shown: the working day, widened to every visit of the week, in whole hours. */
export function hourRange(visits: CalendarVisit[]): [number, number] {
  let first = 9;
  let last = 19;
  for (const visit of visits) {
    first = Math.min(first, Math.floor(minutesOf(visit.start) / 60));
    const end = visit.end.slice(0, 10) > visit.start.slice(0, 10) ? 24 : Math.ceil(minutesOf(visit.end) / 60);
    last = Math.max(last, end);
  }
  return [first, last];
}

/** Each visit's lane: the first one free at its start, so overlapping visits sit side by side. */
export function lanes(visits: CalendarVisit[]): { lane: Map<string, number>; count: number } {
  const ends: string[] = [];
  const lane = new Map<string, number>();
  for (const visit of [...visits].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    let index = ends.findIndex((end) => Date.parse(end) <= Date.parse(visit.start));
    if (index === -1) index = ends.push(visit.end) - 1;
    else ends[index] = visit.end;
    lane.set(visit.id, index);
  }
  return { lane, count: Math.max(1, ends.length) };
}

interface Props {
  days: string[];
  today: string;
  dayName: (day: string) => string;
  blockText: (block: CalendarBlock, day: string) => string;
  visits: CalendarVisit[];
  blocks: CalendarBlock[];
  onOpen: (visit: CalendarVisit) => void;
}

export function WeekGrid({ days, today, dayName, blockText, visits, blocks, onOpen }: Props) {
  const { t, lang } = useAdminT();
  const part = (day: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(lang === 'uk' ? 'uk-UA' : 'en-GB', { timeZone: 'UTC', ...options }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const [first, last] = hourRange(visits);
  const rows = ((last - first) * 60) / ROW;
  const rowOf = (minutes: number) => Math.min(rows, Math.max(0, Math.floor((minutes - first * 60) / ROW))) + 1;
  const body: CSSProperties = {
    gridTemplateRows: `repeat(${rows}, 0.75rem)`,
    backgroundImage: 'linear-gradient(to bottom, rgb(28 25 23 / 0.08) 1px, transparent 1px)',
    backgroundSize: '100% 3rem',
  };
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  return (
    <>
      <ul aria-label={t('admin.bookings.legend')} className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className={`size-4 rounded ring-1 ring-ink/10 ${KIND_CLASS.showroom}`} />
          {t('booking.kind.SHOWROOM')}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className={`size-4 rounded ring-1 ring-ink/10 ${KIND_CLASS.measurement}`} />
          {t('booking.kind.MEASUREMENT')}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className={`size-4 rounded ring-1 ring-ink/10 ${BLOCKED_CLASS}`} />
          {t('admin.bookings.block.heading')}
        </li>
      </ul>
      <div className="mt-4 flex gap-1" data-week-grid>
        <div aria-hidden="true" className="w-12 shrink-0 pt-16">
          <div className="grid text-xs text-stone tabular-nums" style={{ gridTemplateRows: body.gridTemplateRows }}>
            {hours.map((hour, i) => (
              <span key={hour} className="-mt-2" style={{ gridRow: `${i * 4 + 1} / span 4` }}>
                {String(hour).padStart(2, '0')}:00
              </span>
            ))}
          </div>
        </div>
        {days.map((day) => {
          const own = visits.filter((v) => v.start.startsWith(day));
          const { lane, count } = lanes(own);
          // Blocked time of this day within the hours shown (a block at 07:00 is listed under the week, not drawn).
          const dayBlocks = blocks.filter((b) => {
            const part = overlapsDay(b.start, b.end, day) ? blockOnDay(b, day) : null;
            return part !== null && part.to > first * 60 && part.from < last * 60;
          });
          const headingId = `week-${day}`;
          return (
            <section key={day} aria-labelledby={headingId} className="min-w-0 flex-1" data-booking-day={day}>
              <h2
                id={headingId}
                className={`flex h-16 flex-col justify-end pb-2 text-sm ${
                  day === today ? 'font-semibold text-oak-dark' : ''
                }`}
              >
                <span aria-hidden="true" className="text-xs tracking-wide text-stone uppercase">
                  {part(day, { weekday: 'short' })}
                </span>
                <span aria-hidden="true">{part(day, { day: 'numeric', month: 'short' })}</span>
                <span className="sr-only">{dayName(day)}</span>
              </h2>
              <ul
                className="grid rounded-lg bg-white/40 ring-1 ring-ink/5"
                style={{ ...body, gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }}
              >
                {dayBlocks.map((block) => {
                  const part = blockOnDay(block, day);
                  const from = rowOf(part.from);
                  const to = rowOf(part.to);
                  return (
                    <li
                      key={block.id}
                      className={`overflow-hidden px-1 text-xs text-stone ${BLOCKED_CLASS}`}
                      style={{ gridRow: `${from} / ${Math.max(to, from + 1)}`, gridColumn: '1 / -1' }}
                    >
                      {blockText(block, day)}
                    </li>
                  );
                })}
                {own.map((visit) => {
                  const from = rowOf(minutesOf(visit.start));
                  const span = Math.max(
                    2,
                    Math.round((Date.parse(visit.end) - Date.parse(visit.start)) / 60_000 / ROW),
                  );
                  const open = visit.status === 'BOOKED';
                  return (
                    <li
                      key={visit.id}
                      className="z-10 min-w-0 p-0.5"
                      style={{ gridRow: `${from} / span ${span}`, gridColumn: `${(lane.get(visit.id) ?? 0) + 1}` }}
                    >
                      <button
                        type="button"
                        onClick={() => onOpen(visit)}
                        data-week-visit={visit.reference}
                        className={`flex size-full flex-col justify-start overflow-hidden rounded-md px-1.5 py-1 text-left text-xs leading-tight ring-1 ring-ink/10 hover:ring-oak focus-visible:outline-2 focus-visible:outline-oak ${
                          KIND_CLASS[visit.kind]
                        } ${visit.status === 'CANCELLED' ? 'text-stone line-through opacity-70' : visit.status === 'DONE' ? 'text-stone' : ''}`}
                      >
                        <span className="block font-medium tabular-nums">
                          {visit.status === 'DONE' && '✓ '}
                          {visitTimeText(visit.start)}
                          <span className="sr-only">–{visitTimeText(visit.end)}</span>
                        </span>
                        <span className="block truncate">{visit.name}</span>
                        <span className="sr-only">
                          {t(visit.kind === 'showroom' ? 'booking.kind.SHOWROOM' : 'booking.kind.MEASUREMENT')}
                          {open ? '' : ` · ${t(`admin.bookings.status.${visit.status}`)}`}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}
