import { describe, expect, it } from 'vitest';
import { clientKey, limitKey } from './client-address.ts';

describe('limitKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    // IPv4-mapped IPv6 is one IPv4 client, in either spelling.
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:198.51.100.9', '198.51.100.9'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:c633:6409', '198.51.100.9'],
    // Not an address: one shared unknown client.
    ['', 'unknown'],
    ['unknown', 'unknown'],
    ['203.0.113.7, 10.0.0.1', 'unknown'],
    ['2001:db8::1::2', 'unknown'],
  ])('%s → %s', (ip, key) => expect(limitKey(ip)).toBe(key));

  it('keeps two IPv4-mapped visitors apart (one bucket for all of them before)', () => {
    expect(limitKey('::ffff:203.0.113.7')).not.toBe(limitKey('::ffff:198.51.100.9'));
  });

  it('puts every address of one IPv6 /64 under one key, and a neighbouring /64 under another', () => {
    const keys = new Set(Array.from({ length: 50 }, (_, n) => limitKey(`2001:db8:7:8:${n.toString(16)}::${n}`)));
    expect(keys).toEqual(new Set(['2001:db8:7:8::/64']));
    expect(limitKey('2001:db8:7:9::1')).toBe('2001:db8:7:9::/64');
  });

  it('reads a function context, with or without an address', () => {
    expect(clientKey({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
    expect(clientKey({})).toBe('unknown');
  });
});
