// The sign-in lockout's rules (docs/decisions/010, issue 16): which keys an attempt counts under, how many attempts
// each allows per fixed 15-minute window, and when the next may come. Counting happens before the password is checked.

export interface ThrottleKey {
  scope: 'account-ip' | 'account' | 'ip';
  key: string;
}

export const WINDOW_SECONDS = 15 * 60;

/** Attempts allowed per window: the one in flight counts, a success gives its own back. */
export const MAX_ATTEMPTS: Record<ThrottleKey['scope'], number> = {
  /** One account from one address: the lockout a person meets after 5 wrong passwords. */
  'account-ip': 5,
  /** One account from anywhere: rotating addresses buy no more than this many guesses at it. */
  account: 20,
  /** One address across e-mail values: spraying many accounts costs hashes for only this many. */
  ip: 20,
};

/**
 * The part of a client address that one client controls: an IPv6 address counts as its /64 (a subscriber gets a
 * whole /64, so its 2^64 addresses are one client); anything else counts as it is.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':') || ip.includes('.')) return ip.toLowerCase(); // IPv4, or IPv4-mapped IPv6: as it is
  const [head = '', tail] = (ip.toLowerCase().split('%')[0] ?? '').split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = [...left, ...zeros, ...right].slice(0, 4).map((g) => g.replace(/^0+(?=.)/, ''));
  return `${groups.join(':')}::/64`;
}

/** The keys one attempt counts under. */
export function throttleKeys(email: string, ip: string) {
  const address = addressKey(ip);
  return {
    accountIp: { scope: 'account-ip', key: `${email} ${address}` },
    account: { scope: 'account', key: email },
    address: { scope: 'ip', key: address },
  } satisfies Record<string, ThrottleKey>;
}

export const windowStart = (now: number): Date =>
  new Date(Math.floor(now / (WINDOW_SECONDS * 1000)) * WINDOW_SECONDS * 1000);

/** Seconds until the window of `now` ends (at least 1). */
export const retryAfter = (now: number): number =>
  Math.max(1, Math.ceil((windowStart(now).getTime() + WINDOW_SECONDS * 1000 - now) / 1000));
