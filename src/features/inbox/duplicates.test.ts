import { describe, expect, it } from 'vitest';
import { emailKey, isLikelyDuplicate, phoneKey } from './duplicates.ts';

describe('phoneKey: one number however it is written', () => {
  it.each([
    ['+380 67 123 45 67', '671234567'],
    ['+380671234567', '671234567'],
    ['067-123-4567', '671234567'],
    ['0671234567', '671234567'],
    ['(067) 123 45 67', '671234567'],
    ['+48 512 345 678', '512345678'],
    ['123 45 67', '1234567'],
    ['12-34', null],
    ['+380', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (phone, key) => {
    expect(phoneKey(phone)).toBe(key);
  });
});

describe('emailKey', () => {
  it.each([
    ['Olena@Example.com', 'olena@example.com'],
    ['  olena@example.com ', 'olena@example.com'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%s → %s', (email, key) => {
    expect(emailKey(email)).toBe(key);
  });
});

describe('isLikelyDuplicate: the same phone or e-mail within 24 hours of an earlier request', () => {
  const at = (iso: string) => iso;
  const first = { id: 'a', createdAt: at('2026-11-20T10:00:00.000Z'), phone: '+380 67 123 45 67', email: null };
  it.each([
    [
      'the same number written another way, 25 s later',
      { phone: '0671234567', createdAt: '2026-11-20T10:00:25.000Z' },
      true,
    ],
    [
      'the same e-mail in capitals, a phone of its own',
      { phone: '+380 50 000 00 00', email: 'X@Y.UA', createdAt: '2026-11-20T12:00:00.000Z' },
      false,
    ],
    ['24 hours to the millisecond', { phone: '067 123 45 67', createdAt: '2026-11-21T10:00:00.000Z' }, true],
    ['a millisecond past 24 hours', { phone: '067 123 45 67', createdAt: '2026-11-21T10:00:00.001Z' }, false],
    ['another number', { phone: '+380 67 123 45 68', createdAt: '2026-11-20T10:01:00.000Z' }, false],
    [
      'no contacts in common (no e-mail on either)',
      { phone: null, email: null, createdAt: '2026-11-20T10:01:00.000Z' },
      false,
    ],
  ])('%s → %s', (_name, later, expected) => {
    expect(isLikelyDuplicate(first, { id: 'b', email: null, ...later })).toBe(expected);
  });

  it('matches on the e-mail, case and spaces aside', () => {
    const earlier = { id: 'a', createdAt: '2026-11-20T10:00:00.000Z', phone: null, email: 'olena@example.com' };
    const later = {
      id: 'b',
      createdAt: '2026-11-20T18:00:00.000Z',
      phone: '+380 50 111 22 33',
      email: ' Olena@Example.COM',
    };
    expect(isLikelyDuplicate(earlier, later)).toBe(true);
  });

  it('looks only back: the earlier request is never the duplicate of the later', () => {
    const later = { ...first, id: 'b', createdAt: '2026-11-20T10:00:25.000Z' };
    expect(isLikelyDuplicate(later, first)).toBe(false);
    expect(isLikelyDuplicate(first, first)).toBe(false);
    // Two at the same instant: the one with the lower id came first.
    const twin = { ...first, id: 'b' };
    expect(isLikelyDuplicate(first, twin)).toBe(true);
    expect(isLikelyDuplicate(twin, first)).toBe(false);
  });
});
