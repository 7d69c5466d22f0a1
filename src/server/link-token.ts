// A customer's private link (an offer's, a booking's): a token derived from the row's random salt under the server's
// secret, so the shop can write the link again in a later e-mail, while only its hash is stored and looked up. A new
// secret makes every earlier link invalid. `scope` keeps one kind's tokens from opening another's.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sessionSecret } from './session.ts';

export const linkToken = (scope: string, salt: string): string =>
  createHmac('sha256', sessionSecret()).update(`${scope}:${salt}`).digest('base64url');

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newLinkSalt = (): string => randomBytes(16).toString('base64url');

/** The row's token, when it has a salt and the server's secret is still the one it was made with. */
export function linkOf(scope: string, row: { token_salt: string | null; token_hash: string | null }): string | null {
  if (!row.token_salt) return null;
  const token = linkToken(scope, row.token_salt);
  return tokenHash(token) === row.token_hash ? token : null;
}
