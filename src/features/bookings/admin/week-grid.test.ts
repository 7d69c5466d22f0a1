import { describe, expect, it } from 'vitest';
import { overlapsDay } from '../shop-time.ts';
import type { CalendarBlock, CalendarVisit } from '../views.ts';
import { blockOnDay, hourRange, lanes } from './WeekGrid.tsx';

const visit = (id: string, start: string, end: string) =>
  ({ id, start: `2026-12-01T${start}:00+02:00`, end: `2026-12-01T${end}:00+02:00` }) as CalendarVisit;

describe('the week grid', () => {
  it('puts overlapping visits side by side and reuses a lane once it is free', () => {
    const { lane, count } = lanes([
      visit('b', '10:00', '11:30'),
      visit('a', '10:00', '11:00'),
      visit('c', '11:00', '12:00'),
      visit('d', '11:30', '12:00'),
    ]);
    expect(count).toBe(2);
    expect([lane.get('b'), lane.get('a')].sort()).toEqual([0, 1]);
    expect(lane.get('c')).toBe(lane.get('a'));
    expect(lane.get('d')).toBe(lane.get('b'));
    expect(lanes([]).count).toBe(1);
  });

  it('shows the working day, widened in whole hours to every visit', () => {
    expect(hourRange([])).toEqual([9, 19]);
    expect(hourRange([visit('a', '08:00', '09:30'), visit('b', '18:30', '20:15')])).toEqual([8, 21]);
  });
});

describe('blocked time on a day', () => {
  const block = (start: string, end: string) => ({ id: 'b', kind: null, start, end, note: null }) as CalendarBlock;
  it('a whole day is that day only, not the next, across the October change too', () => {
    const day = block('2026-12-08T00:00:00+02:00', '2026-12-09T00:00:00+02:00');
    expect(overlapsDay(day.start, day.end, '2026-12-08')).toBe(true);
    expect(overlapsDay(day.start, day.end, '2026-12-09')).toBe(false);
    expect(overlapsDay(day.start, day.end, '2026-12-07')).toBe(false);
    expect(blockOnDay(day, '2026-12-08')).toMatchObject({ whole: true, from: 0, to: 1440 });
    const changeDay = block('2026-10-25T00:00:00+03:00', '2026-10-26T00:00:00+02:00');
    expect(overlapsDay(changeDay.start, changeDay.end, '2026-10-26')).toBe(false);
    expect(blockOnDay(changeDay, '2026-10-25').whole).toBe(true);
  });

  it('hours running over days read as their part of each day', () => {
    const over = block('2026-12-01T13:00:00+02:00', '2026-12-03T15:00:00+02:00');
    expect(blockOnDay(over, '2026-12-01')).toMatchObject({ text: '13:00–24:00', whole: false });
    expect(blockOnDay(over, '2026-12-02')).toMatchObject({ whole: true });
    expect(blockOnDay(over, '2026-12-03')).toMatchObject({ text: '00:00–15:00', whole: false });
  });
});
