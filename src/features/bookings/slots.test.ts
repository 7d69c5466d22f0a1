import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KindRules } from './schema.ts';
import { addDays, MINUTE, shopDayOf, shopIso, shopMoment, weekdayOf } from './shop-time.ts';
import { type DaySlots, freeSlots, type Interval, isFree, type SlotInput } from './slots.ts';

const everyDay = (from: string, to: string): KindRules['weekly'] => Array.from({ length: 7 }, () => [{ from, to }]);
const showroom = { durationMinutes: 60, bufferMinutes: 0, weekly: everyDay('10:00', '19:00'), maxPerDay: 8 };
const measurement = { durationMinutes: 90, bufferMinutes: 30, weekly: everyDay('10:00', '19:00'), maxPerDay: 4 };
const base = (rules: SlotInput['rules'], from: string, days = 1): SlotInput => ({
  rules,
  from,
  days,
  earliest: 0,
  busy: [],
  blocked: [],
  bookedPerDay: new Map(),
});
const times = (slots: Interval[]) => slots.map((slot) => shopIso(slot.start).slice(11, 16));
/** The one day the input asks for. */
const dayOf = (input: SlotInput): DaySlots => {
  const [day] = freeSlots(input);
  if (!day) throw new Error('no day');
  return day;
};
/** The first start of a day, as Kyiv's time with its offset. */
const firstStart = (day: DaySlots) => shopIso(day.slots[0]?.start ?? Number.NaN);
const hm = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

describe('free slots', () => {
  it('start every 30 minutes from the opening while the visit ends by closing', () => {
    const day = dayOf(base(showroom, '2026-12-01'));
    expect(times(day.slots)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
    ]);
    expect(firstStart(day)).toBe('2026-12-01T10:00:00+02:00');
    expect(day.slots.every((slot) => slot.end - slot.start === 60 * MINUTE)).toBe(true);
  });

  it('keep a booked measurement and its travel buffer clear on both sides', () => {
    const noon = shopMoment('2026-12-01', '12:00');
    const input = { ...base(measurement, '2026-12-01'), busy: [{ start: noon, end: noon + 120 * MINUTE }] };
    // A visit starting 10:30 would run to 12:00 and its buffer to 12:30: taken. 14:00 is the first after.
    expect(times(dayOf(input).slots)).toEqual([
      '10:00',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
    ]);
  });

  it('have none on a day at its cap, nor in a blocked afternoon, nor before the notice', () => {
    const capped = { ...base(showroom, '2026-12-01', 2), bookedPerDay: new Map([['2026-12-01', 8]]) };
    expect(freeSlots(capped).map((d) => d.slots.length)).toEqual([0, 17]);
    const blocked = {
      ...base(showroom, '2026-12-01'),
      blocked: [{ start: shopMoment('2026-12-01', '13:00'), end: shopMoment('2026-12-01', '19:00') }],
    };
    expect(times(dayOf(blocked).slots)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00']);
    const notice = { ...base(showroom, '2026-12-01'), earliest: shopMoment('2026-12-01', '17:10') };
    expect(times(dayOf(notice).slots)).toEqual(['17:30', '18:00']);
  });

  it('follow Kyiv across the daylight-saving changes: the same hours give the same slots', () => {
    // 29 March 2026 (clocks 03:00 → 04:00) and 25 October 2026 (04:00 → 03:00) are Sundays like 22 March.
    const sundays = ['2026-03-22', '2026-03-29', '2026-10-25'].map((day) => dayOf(base(showroom, day)));
    for (const day of sundays) expect(times(day.slots)).toEqual(times(dayOf(base(showroom, '2026-03-22')).slots));
    expect(firstStart(sundays[0] ?? { date: '', slots: [] })).toBe('2026-03-22T10:00:00+02:00');
    expect(firstStart(sundays[1] ?? { date: '', slots: [] })).toBe('2026-03-29T10:00:00+03:00');
    expect(firstStart(sundays[2] ?? { date: '', slots: [] })).toBe('2026-10-25T10:00:00+02:00');
    // Hours across the change itself: midnight to six is five hours in March and seven in October.
    const night = { ...showroom, weekly: everyDay('00:00', '06:00') };
    const count = (day: string) => dayOf(base(night, day)).slots.length;
    expect([count('2026-03-22'), count('2026-03-29'), count('2026-10-25')]).toEqual([11, 9, 13]);
    // Hours that end in the hour October repeats end at its first 03:00: a quarter of an hour, not seventy-five
    // minutes (found by the property below).
    const short = { ...showroom, durationMinutes: 15, bufferMinutes: 0, weekly: everyDay('02:45', '03:00') };
    expect(dayOf(base(short, '2026-10-25')).slots.map((slot) => [shopIso(slot.start), shopIso(slot.end)])).toEqual([
      ['2026-10-25T02:45:00+03:00', '2026-10-25T03:00:00+03:00'],
    ]);
    // Hours that start in it start at its second: every slot inside the hours the clock shows.
    const late = { ...short, weekly: everyDay('03:30', '04:00') };
    expect(dayOf(base(late, '2026-10-25')).slots.map((slot) => shopIso(slot.start))).toEqual([
      '2026-10-25T03:30:00+02:00',
    ]);
    // Hours across the hour March skips: a visit ending at the jump would read 04:00, past "03:30"; hours that
    // start in it start at the jump. Every slot starts and ends inside the hours on the clock.
    const hour = { ...showroom, durationMinutes: 60, bufferMinutes: 0 };
    const spring = (from: string, to: string) =>
      dayOf(base({ ...hour, weekly: everyDay(from, to) }, '2026-03-29')).slots.map((slot) => [
        shopIso(slot.start),
        shopIso(slot.end),
      ]);
    expect(spring('02:00', '03:30')).toEqual([]);
    expect(spring('02:00', '04:30')).toEqual([
      ['2026-03-29T02:00:00+02:00', '2026-03-29T04:00:00+03:00'],
      ['2026-03-29T02:30:00+02:00', '2026-03-29T04:30:00+03:00'],
    ]);
    expect(spring('03:30', '05:00')).toEqual([['2026-03-29T04:00:00+03:00', '2026-03-29T05:00:00+03:00']]);
  });

  it('accept a start only where the list has it', () => {
    const input = base(showroom, '2026-12-01');
    expect(isFree(input, '2026-12-01', shopMoment('2026-12-01', '10:30'))).toBe(true);
    expect(isFree(input, '2026-12-01', shopMoment('2026-12-01', '10:15'))).toBe(false);
    expect(isFree(input, '2026-12-01', shopMoment('2026-12-01', '18:30'))).toBe(false);
  });

  it('hold their rules for any hours, visits, blocks and caps (property)', () => {
    const day = fc.integer({ min: 0, max: 365 }).map((n) => addDays('2026-01-01', n));
    const quarter = (min: number, max: number) => fc.integer({ min: min / 15, max: max / 15 }).map((n) => n * 15);
    const clock = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const period = fc
      .tuple(quarter(0, 23 * 60), quarter(15, 12 * 60))
      .map(([from, length]) => ({ from: clock(from), to: clock(Math.min(from + length, 23 * 60 + 45)) }))
      .filter((p) => p.from < p.to);
    const rules = fc.record({
      durationMinutes: quarter(15, 240),
      bufferMinutes: quarter(0, 60),
      weekly: fc.array(fc.array(period, { maxLength: 1 }), { minLength: 7, maxLength: 7 }),
      maxPerDay: fc.integer({ min: 1, max: 6 }),
    });
    fc.assert(
      fc.property(
        rules,
        day,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 7 * 24 * 4 }), quarter(15, 180)), { maxLength: 12 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 7 * 24 * 4 }), quarter(15, 600)), { maxLength: 3 }),
        fc.integer({ min: 0, max: 7 }),
        (rules, from, visits, blocks, cappedDay) => {
          const origin = shopMoment(from, '00:00');
          // Visits that never overlap one another, as the database keeps them.
          const busy: Interval[] = [];
          for (const [quarterHour, length] of visits) {
            const start = origin + quarterHour * 15 * MINUTE;
            const range = { start, end: start + length * MINUTE };
            if (!busy.some((b) => b.start < range.end && range.start < b.end)) busy.push(range);
          }
          const blocked = blocks.map(([quarterHour, length]) => ({
            start: origin + quarterHour * 15 * MINUTE,
            end: origin + (quarterHour * 15 + length) * MINUTE,
          }));
          const capped = addDays(from, cappedDay);
          const input: SlotInput = {
            rules,
            from,
            days: 7,
            earliest: origin + 6 * 60 * MINUTE,
            busy,
            blocked,
            bookedPerDay: new Map([[capped, rules.maxPerDay]]),
          };
          for (const { date, slots } of freeSlots(input)) {
            if (date === capped) expect(slots).toEqual([]);
            for (const slot of slots) {
              expect(shopDayOf(slot.start)).toBe(date);
              expect(slot.start).toBeGreaterThanOrEqual(input.earliest);
              expect(slot.end - slot.start).toBe(rules.durationMinutes * MINUTE);
              const from = hm(shopIso(slot.start).slice(11, 16));
              const to = hm(shopIso(slot.end).slice(11, 16));
              expect(rules.weekly[weekdayOf(date)]?.some((p) => hm(p.from) <= from && to <= hm(p.to))).toBe(true);
              const held = { start: slot.start, end: slot.end + rules.bufferMinutes * MINUTE };
              for (const b of busy) expect(b.start < held.end && held.start < b.end).toBe(false);
              for (const b of blocked) expect(b.start < slot.end && slot.start < b.end).toBe(false);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
