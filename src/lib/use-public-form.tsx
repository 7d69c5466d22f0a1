// What every public form sends besides its own fields (src/lib/form-guard.ts): the honeypot's value and the form
// token the server signed when the form came alive, with one Idempotency-Key per filling, so a double click or a
// retry stores one submission. A fast autofill gets a second chance instead of an error: told to wait, the form
// waits and sends once more, keeping what was typed.
import { type Ref, useEffect, useMemo, useRef } from 'react';
import { ApiError, api } from './api.ts';
import { MIN_FILL_MS } from './fill-time.ts';
import type { FormGuard } from './form-guard.ts';

export interface PublicForm {
  /** The hidden field's ref: give it to <Honeypot>. */
  honeypot: Ref<HTMLInputElement>;
  /** The Idempotency-Key of this filling. */
  key: () => string;
  /** This filling's form token ('' when it could not be had): a picture's upload carries it. */
  token: () => Promise<string>;
  /**
   * Sends the form: `request` puts the guard fields into its body. Sent too quickly, or with a token that has
   * expired, it is sent once more after the wait (with a fresh token when the old one expired).
   */
  send: <T>(request: (guard: Required<FormGuard>) => Promise<T>) => Promise<T>;
  /**
   * A new filling (the form opened again, or a submission succeeded): a new key and token, the fill clock from now.
   * A filling never sent is kept: its key stored nothing, and its older token only proves more patience.
   */
  restart: () => void;
}

type Filling = { key: string; token: Promise<string>; sent: boolean };

/** The server's token for a filling; '' when it could not be had (the server then says so, and a retry fetches it). */
const fetchToken = () =>
  api<{ token: string }>('/api/form-token').then(
    (body) => body.token,
    () => '',
  );
const fresh = (key: string = crypto.randomUUID()): Filling => ({ key, token: fetchToken(), sent: false });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long to wait before the one more try, and whether it needs a fresh token; undefined: no second chance. */
export function secondChance(error: unknown): { waitMs: number; freshToken: boolean } | undefined {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.errors.formToken) return undefined;
  if (error.retryAfterSeconds !== undefined) return { waitMs: error.retryAfterSeconds * 1000, freshToken: false };
  return { waitMs: MIN_FILL_MS + 250, freshToken: true };
}

export function usePublicForm(): PublicForm {
  const honeypot = useRef<HTMLInputElement>(null);
  const filling = useRef<Filling | null>(null);
  const form = useMemo<PublicForm>(() => {
    // The fill clock starts when the form comes alive in the browser (never while the page is built).
    const current = () => {
      filling.current ??= fresh();
      return filling.current;
    };
    const guard = async () => ({ website: honeypot.current?.value ?? '', formToken: await current().token });
    return {
      honeypot,
      key: () => current().key,
      token: () => current().token,
      send: async (request) => {
        current().sent = true;
        try {
          return await request(await guard());
        } catch (error) {
          const chance = secondChance(error);
          if (!chance) throw error;
          if (chance.freshToken) {
            filling.current = { ...fresh(current().key), sent: true };
            // The fill time counts from when the server signed the token: a slow (cold) fetch must not eat into it.
            await filling.current.token;
          }
          await sleep(chance.waitMs);
          return request(await guard());
        }
      },
      restart: () => {
        if (filling.current?.sent !== false) filling.current = fresh();
      },
    };
  }, []);
  useEffect(() => {
    form.key();
  }, [form]);
  return form;
}

/** The honeypot: off screen and hidden from screen readers, so only bots fill it. */
export function Honeypot({ form, id, label }: { form: PublicForm; id?: string; label?: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      {label && id && <label htmlFor={id}>{label}</label>}
      <input ref={form.honeypot} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
