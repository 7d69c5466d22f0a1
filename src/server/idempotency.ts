// Idempotency-Key for the public submissions: the key, the work and the stored answer commit together, so a retry
// either replays the answer or (if the first attempt failed and rolled back) does the work once itself.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import * as z from 'zod';
import { canonicalJson } from '../lib/canonical-json.ts';
import type { Db } from './db.ts';
import { HttpError } from './http.ts';

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** How long a duplicate waits for the first attempt to finish before it is told to retry (409). */
const IN_FLIGHT_WAIT = '3s';
/** Keys are kept at least this long; older ones are swept now and then. */
const KEEP_HOURS = 24;

const Key = z.uuid();

/** The header's key, if any; 400 when it is not a UUID. */
export function idempotencyKey(req: Request): string | undefined {
  const raw = req.headers.get('idempotency-key');
  if (raw === null) return undefined;
  const parsed = Key.safeParse(raw.trim());
  if (!parsed.success) throw new HttpError(400, { errors: { 'Idempotency-Key': ['Must be a UUID'] } });
  return parsed.data.toLowerCase();
}

/** A request under an Idempotency-Key may be run again safely: it stores once whatever happens. */
export const hasIdempotencyKey = (req: Request): boolean => req.headers.has('idempotency-key');

export const requestHash = (input: unknown) => createHash('sha256').update(canonicalJson(input)).digest('hex');

const isLockTimeout = (error: unknown) => (error as { code?: string } | null)?.code === '55P03';

/**
 * Runs `work` in a transaction. With a key: a first request does the work and stores its answer in the same
 * transaction; a duplicate waits on the first one's row lock, then replays its answer; a key reused with another
 * request → 422; a duplicate still waiting after IN_FLIGHT_WAIT → 409. Errors thrown by `work` roll everything back,
 * so nothing is stored for a request that failed.
 */
export async function runIdempotent(
  db: Db,
  scope: string,
  key: string | undefined,
  input: unknown,
  work: (tx: Db) => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  if (!key) return { ...(await db.transaction().execute(work)), replayed: false };
  const hash = requestHash(input);
  try {
    return await db.transaction().execute(async (tx) => {
      await sql`SET LOCAL lock_timeout = '${sql.raw(IN_FLIGHT_WAIT)}'`.execute(tx);
      const claimed = await tx
        .insertInto('idempotency_keys')
        .values({ scope, key, request_hash: hash })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) {
        const row = await tx
          .selectFrom('idempotency_keys')
          .select(['request_hash', 'status', 'response'])
          .where('scope', '=', scope)
          .where('key', '=', key)
          .executeTakeFirstOrThrow();
        if (row.request_hash !== hash) {
          throw new HttpError(422, {
            errors: { 'Idempotency-Key': ['This key was already used for a different request'] },
          });
        }
        if (row.status === null) throw inFlight();
        return { status: row.status, body: JSON.parse(row.response ?? 'null'), replayed: true };
      }
      const answer = await work(tx);
      await tx
        .updateTable('idempotency_keys')
        .set({ status: answer.status, response: JSON.stringify(answer.body), completed_at: new Date() })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
      if (Math.random() < 0.02) {
        await tx
          .deleteFrom('idempotency_keys')
          .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${KEEP_HOURS * 2})`)
          .execute();
      }
      return { ...answer, replayed: false };
    });
  } catch (error) {
    if (isLockTimeout(error)) throw inFlight();
    throw error;
  }
}

const inFlight = () =>
  new HttpError(
    409,
    { error: 'This request is still being processed. Try again in a moment.' },
    { 'retry-after': '1' },
  );
