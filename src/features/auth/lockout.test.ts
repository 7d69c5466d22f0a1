import { describe, expect, it } from 'vitest';
import { addressKey, retryAfter, throttleKeys, WINDOW_SECONDS, windowStart } from './lockout.ts';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:203.0.113.7', '::ffff:203.0.113.7'],
  ])('%s → %s', (ip, key) => expect(addressKey(ip)).toBe(key));

  it('puts every address of one IPv6 /64 under one key', () => {
    const keys = Array.from({ length: 50 }, (_, n) => throttleKeys('a@b.c', `2001:db8:7:8::${n.toString(16)}`));
    expect(new Set(keys.map((k) => k.accountIp.key))).toEqual(new Set(['a@b.c 2001:db8:7:8::/64']));
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
