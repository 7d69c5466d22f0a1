// The one place a client's address becomes the key its limits count under (every per-address limit and the sign-in
// lockout use it): one client must not get more than one allowance, nor many clients share one by accident.
import { isIPv4, isIPv6 } from 'node:net';

/** The key of an address nobody reported (a local call without one): all such calls share it. */
const UNKNOWN = 'unknown';

/** An IPv6 address as its eight 16-bit groups, an embedded dotted IPv4 tail (`::ffff:1.2.3.4`) read as two. */
function groupsOf(ipv6: string): number[] {
  let text = ipv6;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * The limit key of a client address: IPv4 as itself; IPv4-mapped IPv6 (`::ffff:203.0.113.7`, also written
 * `::ffff:cb00:7107`) as that IPv4, since it is one IPv4 client; any other IPv6 address by its /64, which one
 * subscriber holds whole (2^64 addresses, one allowance); a zone id (`%eth0`) dropped. Anything that is not an
 * address counts as one unknown client.
 */
export function limitKey(ip: string | undefined | null): string {
  const address = (ip ?? '').trim().toLowerCase().split('%')[0] ?? '';
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return UNKNOWN;
  const groups = groupsOf(address);
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The limit key of the client behind a function's context (Netlify's `context.ip`). */
export const clientKey = (context: { ip?: string }): string => limitKey(context.ip);
