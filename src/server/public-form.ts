// The one way a public form is accepted: bot checks (honeypot, minimum fill time by a server-signed token), the
// per-address limit counted in a statement of its own, then in one transaction the Idempotency-Key and the form's
// own work, so a retry never stores anything twice; then the notification is sent without making the visitor wait.
import type { Context } from '@netlify/functions';
import { MIN_FILL_MS } from '../lib/fill-time.ts';
import type { FormGuard } from '../lib/form-guard.ts';
import { clientKey } from './client-address.ts';
import type { Db } from './db.ts';
import { getDb } from './db.ts';
import { formTokenAge, formTokenKey } from './form-token.ts';
import { HttpError, json } from './http.ts';
import { idempotencyKey, runIdempotent, type StoredAnswer } from './idempotency.ts';
import { hitLimit, type Limit } from './rate-limit.ts';

export interface PublicForm<T extends FormGuard> {
  scope: string;
  /** The allowances an attempt counts against, each per client address (a short window, and maybe a daily one). */
  limit: Limit | Limit[];
  input: T;
  work: (tx: Db, input: T) => Promise<StoredAnswer>;
  /** Sends what a new submission queued (its notification), started after the answer; the scheduled run retries. */
  deliver: (db: Db) => Promise<unknown>;
}

/**
 * The bot checks: the honeypot empty, and a genuine form token at least MIN_FILL_MS old. Too quick (a fast autofill)
 * is answered 422 with Retry-After, and the island sends once more after that wait; a forged, missing or expired token
 * is answered 422 without it, and the island sends once more with a fresh token.
 */
export function checkGuard(key: Buffer, guard: FormGuard, now = Date.now()): void {
  if (guard.website?.trim()) {
    throw new HttpError(422, { error: 'This submission looks automated. Please try again.' });
  }
  const age = formTokenAge(key, guard.formToken, now);
  if (age === undefined) {
    throw new HttpError(422, { errors: { formToken: ['This form has expired. Please send it again.'] } });
  }
  if (age < MIN_FILL_MS) {
    throw new HttpError(
      422,
      { errors: { formToken: ['That was quick! Please check the form and send it again.'] } },
      { 'retry-after': String(Math.ceil((MIN_FILL_MS - age) / 1000)) },
    );
  }
}

export async function submitPublicForm<T extends FormGuard>(
  req: Request,
  context: Context,
  form: PublicForm<T>,
): Promise<Response> {
  const key = idempotencyKey(req);
  checkGuard(await formTokenKey(getDb()), form.input);
  // Counted before the work and outside its transaction, so an attempt the work refuses (a 409 PRICE_CHANGED after
  // pricing 30 doors, a 422) still uses up the address's allowance. Past the limit a retry of a stored submission is
  // still answered as before: the refusal is raised inside the idempotent run, which replays a stored answer first.
  const refused = await limitRefusal(form.limit, clientKey(context));
  if (refused && !key) throw refused;
  // A retry of the same filling may carry a fresher token: the key is compared on what the visitor sent.
  const { formToken: _token, ...sent } = form.input;
  const answer = await runIdempotent(getDb(), form.scope, key, sent, async (tx) => {
    if (refused) throw refused;
    return form.work(tx, form.input);
  });
  // A new submission's notification goes out right away, after the visitor's answer (the scheduled run retries).
  // A failure there is only logged: the submission is stored whatever happens to its notification.
  if (!answer.replayed && answer.status < 300) {
    context.waitUntil(
      form
        .deliver(getDb())
        .catch((error: unknown) => console.error('[notifications] delivery after a submission failed:', error)),
    );
  }
  return json(answer.body, answer.status, answer.replayed ? { 'idempotent-replayed': 'true' } : {});
}

/**
 * The 429 to answer when this attempt is over one of `limits` for `subject` (the attempt is counted in each): the one
 * whose Retry-After is longest, since trying sooner would be refused by it.
 */
async function limitRefusal(limits: Limit | Limit[], subject: string): Promise<HttpError | undefined> {
  let refused: HttpError | undefined;
  const wait = (error: HttpError | undefined) => Number(error?.headers['retry-after'] ?? 0);
  for (const limit of [limits].flat()) {
    try {
      await hitLimit(getDb(), limit, subject);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 429)) throw error;
      if (wait(error) > wait(refused)) refused = error;
    }
  }
  return refused;
}
