// What every public form sends besides its own fields (src/lib/form-guard.ts): the honeypot's value and the time the
// form was opened, with one Idempotency-Key per filling, so a double click or a retry stores one submission.
import { type Ref, useMemo, useRef } from 'react';
import type { FormGuard } from './form-guard.ts';

export interface PublicForm {
  /** The hidden field's ref: give it to <Honeypot>. */
  honeypot: Ref<HTMLInputElement>;
  /** The Idempotency-Key of this filling. */
  key: () => string;
  /** The guard fields for the request body. */
  guard: () => Required<FormGuard>;
  /** A new filling (the form opened again, or a submission succeeded): a new key, the fill clock from now. */
  restart: () => void;
}

type Filling = { key: string; startedAt: number };
const fresh = (): Filling => ({ key: crypto.randomUUID(), startedAt: Date.now() });

export function usePublicForm(): PublicForm {
  const honeypot = useRef<HTMLInputElement>(null);
  // The fill clock starts when the form first renders.
  const filling = useRef<Filling | null>(null);
  filling.current ??= fresh();
  return useMemo(() => {
    const current = () => {
      filling.current ??= fresh();
      return filling.current;
    };
    return {
      honeypot,
      key: () => current().key,
      guard: () => ({ website: honeypot.current?.value ?? '', formStartedAt: current().startedAt }),
      restart: () => {
        filling.current = fresh();
      },
    };
  }, []);
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
