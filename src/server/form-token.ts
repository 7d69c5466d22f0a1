// The form token: when a public form came alive, as the server saw it, so the minimum fill time cannot be claimed by
// the client (a `formStartedAt: 1` passed before the first red-team pass (decision 018)). `<issued ms, base36>.<HMAC-SHA256, base64url>` under a key
// derived from app_state's 'form_token_key' (a random secret each database gets from migration 0007) for this one
// purpose. Not from SESSION_SECRET: that is an admin-only setting, and a public form must not stop working when it is
// missing or wrong (docs/decisions/019). One number needs no JWT: no header, no algorithm to choose, signing stays synchronous.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from './db.ts';

/** A form left open longer than this is sent again with a fresh token (the island does it by itself). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Clocks of two function instances may differ a little: a token "from the future" within this is still good. */
const SKEW_MS = 5_000;

/** The signing key for a stored secret (tests derive it from their template database's secret the same way). */
export const formTokenKeyFrom = (secret: string): Buffer =>
  createHmac('sha256', secret).update('public form token v1').digest();

let loading: Promise<Buffer> | undefined;

/**
 * The key, read once per function instance: every instance of one site reads the same row, so a token issued by one
 * is accepted by another. A failed read is not remembered (the next request reads again) and reaches handle() like any
 * database error: 503 when the database is out of reach.
 */
export function formTokenKey(db: Db): Promise<Buffer> {
  loading ??= readKey(db).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readKey(db: Db): Promise<Buffer> {
  const row = await db.selectFrom('app_state').select('value').where('key', '=', 'form_token_key').executeTakeFirst();
  if (!row) throw new Error("app_state has no 'form_token_key' row: run `npm run db:migrate` (migration 0007 adds it)");
  return formTokenKeyFrom(row.value);
}

const sign = (key: Buffer, issued: string) => createHmac('sha256', key).update(issued).digest('base64url');

export function issueFormToken(key: Buffer, now = Date.now()): string {
  const issued = now.toString(36);
  return `${issued}.${sign(key, issued)}`;
}

/** How old a genuine token is in ms; undefined when it is forged, malformed, expired or from the future. */
export function formTokenAge(key: Buffer, token: string, now = Date.now()): number | undefined {
  const match = /^([0-9a-z]{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, issued = '', mac = ''] = match;
  const expected = Buffer.from(sign(key, issued));
  if (!timingSafeEqual(Buffer.from(mac), expected)) return undefined;
  const age = now - Number.parseInt(issued, 36);
  return age >= -SKEW_MS && age <= FORM_TOKEN_MAX_AGE_MS ? Math.max(0, age) : undefined;
}
