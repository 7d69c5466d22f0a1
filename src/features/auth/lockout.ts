// The sign-in lockout's rules (docs/decisions/010 and 018): which keys an attempt counts under, how many attempts
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

/** The keys one attempt counts under; `address` is the client's limit key (`limitKey`, src/server/client-address.ts). */
export function throttleKeys(email: string, address: string) {
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
