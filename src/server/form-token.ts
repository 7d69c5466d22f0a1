// The form token: when a public form came alive, as the server saw it, so the minimum fill time cannot be claimed by
// the client (a `formStartedAt: 1` passed before issue 16). `<issued ms, base36>.<HMAC-SHA256, base64url>` under a key
// derived from the session secret for this one purpose, so a form token is never a session token nor the reverse.
// One number needs no JWT: no header, no algorithm to choose, and signing stays synchronous.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sessionSecret } from '../features/auth/session.server.ts';

/** A form left open longer than this is sent again with a fresh token (the island does it by itself). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Clocks of two function instances may differ a little: a token "from the future" within this is still good. */
const SKEW_MS = 5_000;

let key: Buffer | undefined;
const formKey = () => {
  key ??= createHmac('sha256', sessionSecret()).update('public form token v1').digest();
  return key;
};
const sign = (issued: string) => createHmac('sha256', formKey()).update(issued).digest('base64url');

export function issueFormToken(now = Date.now()): string {
  const issued = now.toString(36);
  return `${issued}.${sign(issued)}`;
}

/** How old a genuine token is in ms; undefined when it is forged, malformed, expired or from the future. */
export function formTokenAge(token: string, now = Date.now()): number | undefined {
  const match = /^([0-9a-z]{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, issued = '', mac = ''] = match;
  const expected = Buffer.from(sign(issued));
  if (!timingSafeEqual(Buffer.from(mac), expected)) return undefined;
  const age = now - Number.parseInt(issued, 36);
  return age >= -SKEW_MS && age <= FORM_TOKEN_MAX_AGE_MS ? Math.max(0, age) : undefined;
}
