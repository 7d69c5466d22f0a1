import { describe, expect, it } from 'vitest';
import { retryAfter, throttleKeys, WINDOW_SECONDS, windowStart } from './lockout.ts';

describe('throttleKeys', () => {
  it('counts an account from an address, the account, and the address', () => {
    expect(throttleKeys('a@b.c', '2001:db8:7:8::/64')).toEqual({
      accountIp: { scope: 'account-ip', key: 'a@b.c 2001:db8:7:8::/64' },
      account: { scope: 'account', key: 'a@b.c' },
      address: { scope: 'ip', key: '2001:db8:7:8::/64' },
    });
  });
});

describe('windows', () => {
  it('start on a 15-minute boundary and Retry-After runs to its end', () => {
    const now = Date.UTC(2026, 10, 23, 10, 7, 30);
    expect(windowStart(now).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(retryAfter(now)).toBe(WINDOW_SECONDS - 450);
    expect(retryAfter(Date.UTC(2026, 10, 23, 10, 14, 59, 999))).toBe(1);
  });
});
