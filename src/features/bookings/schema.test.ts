import { describe, expect, it } from 'vitest';
import { BookingDetails } from './schema.ts';

describe('the booking form’s checks', () => {
  it('say what is missing without throwing, a blank time included', () => {
    const result = BookingDetails.safeParse({ kind: 'measurement', start: '', name: '', phone: '', lang: 'uk' });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
    expect([...fields].sort()).toEqual(['address', 'area', 'name', 'phone', 'start']);
  });

  it('refuse a time outside this century and accept one in it', () => {
    const details = { kind: 'showroom', name: 'Olena', phone: '+380671234567', lang: 'en' } as const;
    expect(BookingDetails.safeParse({ ...details, start: '9999-12-31T10:00:00+02:00' }).success).toBe(false);
    expect(BookingDetails.safeParse({ ...details, start: '2026-12-01T10:00:00+02:00' }).success).toBe(true);
  });
});
