// Free times, computed in one place from the kind's rules, the visits already booked and the blocked time: what the
// availability answer lists, and what a booking, a move or the manager's visit is checked against. Pure: the
// caller reads the rows (data.server.ts), this decides. A slot is free when
// - it lies inside one of the day's periods (Kyiv's time, the week's hours), starting on the 30-minute grid from the
//   period's start, and starts no earlier than `earliest` (the notice);
// - its visit plus the kind's buffer after it, [start, end + buffer), overlaps no other visit's [start, busy until)
//   — the very ranges the database's exclusion constraint compares (migrations/0032_bookings.sql);
// - the visit itself overlaps no blocked time;
// - its day has fewer visits than the day's cap.
import type { KindRules } from './schema.ts';
import { SLOT_STEP_MINUTES } from './schema.ts';
import { addDays, MINUTE, shopClosing, shopOpening, weekdayOf } from './shop-time.ts';

/** [start, end) in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

export interface SlotInput {
  rules: Pick<KindRules, 'durationMinutes' | 'bufferMinutes' | 'weekly' | 'maxPerDay'>;
  /** The first day (Kyiv) and how many days. */
  from: string;
  days: number;
  /** Nothing starts before this moment. */
  earliest: number;
  /** Other visits of the kind, [start, busy until), in any order. */
  busy: readonly Interval[];
  /** Blocked time of the kind (or of both). */
  blocked: readonly Interval[];
  /** Visits of the kind already on each day (not cancelled). */
  bookedPerDay: ReadonlyMap<string, number>;
}

export interface DaySlots {
  date: string;
  slots: Interval[];
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * Whether `range` overlaps any of `sorted` (by start; visits of one kind never overlap each other, so their ends are
 * in order too): a binary search for the first that ends after the range starts.
 */
function hitsSorted(sorted: readonly Interval[], range: Interval): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid]?.end ?? 0) <= range.start) low = mid + 1;
    else high = mid;
  }
  const next = sorted[low];
  return next !== undefined && next.start < range.end;
}

/** Every day from `from` for `days` days, each with its free slots in order (a day without any has none). */
export function freeSlots(input: SlotInput): DaySlots[] {
  const { rules } = input;
  const duration = rules.durationMinutes * MINUTE;
  const buffer = rules.bufferMinutes * MINUTE;
  const step = SLOT_STEP_MINUTES * MINUTE;
  const busy = [...input.busy].sort((a, b) => a.start - b.start);
  const result: DaySlots[] = [];
  for (let i = 0; i < input.days; i++) {
    const date = addDays(input.from, i);
    const slots: Interval[] = [];
    result.push({ date, slots });
    if ((input.bookedPerDay.get(date) ?? 0) >= rules.maxPerDay) continue;
    for (const period of rules.weekly[weekdayOf(date)] ?? []) {
      const opens = shopOpening(date, period.from);
      const closes = shopClosing(date, period.to, opens);
      for (let start = opens; start + duration <= closes; start += step) {
        if (start < input.earliest) continue;
        const visit = { start, end: start + duration };
        if (hitsSorted(busy, { start, end: visit.end + buffer })) continue;
        if (input.blocked.some((block) => overlaps(block, visit))) continue;
        slots.push(visit);
      }
    }
    slots.sort((a, b) => a.start - b.start);
  }
  return result;
}

/** Whether a visit may start at `start`: one of its day's free slots. */
export function isFree(input: Omit<SlotInput, 'from' | 'days'>, day: string, start: number): boolean {
  const [only] = freeSlots({ ...input, from: day, days: 1 });
  return only?.slots.some((slot) => slot.start === start) ?? false;
}

/** The first `count` free slots from the days given: what a refusal offers instead. */
export function firstFree(days: readonly DaySlots[], count: number): Interval[] {
  return days.flatMap((day) => day.slots).slice(0, count);
}
