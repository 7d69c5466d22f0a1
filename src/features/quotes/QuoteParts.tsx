// What both quote dialogs show alike (the configurator's door and the project's doors): the customer's fields, the
// consent line and the sent request's reference with what happens next (the panel every request shows).
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { DialogTitle } from '../../components/ui/Dialog.tsx';
import { errorProps, FieldError } from '../../components/ui/FieldError.tsx';
import { RequestSent } from '../../components/ui/RequestSent.tsx';
import { ApiError } from '../../lib/api.ts';
import { dict } from '../../lib/dict.ts';
import type { ConfiguratorLabels } from '../configurator/labels.ts';

export type QuoteLabels = ConfiguratorLabels['quote'];
export const emptyCustomer = { name: '', phone: '', email: '', notes: '' };
export type CustomerValues = typeof emptyCustomer;

const inputClass =
  'mt-1.5 block w-full rounded-xl border border-ink/20 bg-white px-4 py-3 outline-none focus:border-oak focus:ring-2 focus:ring-oak/30';

interface FieldsProps {
  id: string;
  labels: QuoteLabels;
  values: CustomerValues;
  setValues: Dispatch<SetStateAction<CustomerValues>>;
  /** The server's messages, by field name. */
  errors: Record<string, string>;
  /** Under the notes: the visitor's pictures. */
  children?: ReactNode;
}

/** Name and phone (required), e-mail and notes (optional), with the consent line under them. */
export function CustomerFields({ id, labels, values, setValues, errors, children }: FieldsProps) {
  const field = (name: keyof CustomerValues, type: string, autoComplete: string, required: boolean) => (
    <div className={name === 'notes' || name === 'email' ? 'sm:col-span-2' : undefined}>
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {labels[name]}
        {!required && <span className="ml-1 font-normal text-stone">({labels.optional})</span>}
      </label>
      {name === 'notes' ? (
        <textarea
          id={`${id}-${name}`}
          rows={3}
          value={values.notes}
          onChange={(e) => setValues((v) => ({ ...v, notes: e.target.value }))}
          className={inputClass}
        />
      ) : (
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          required={required}
          value={values[name]}
          {...errorProps(`${id}-${name}`, errors[name])}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          className={inputClass}
        />
      )}
      <FieldError fieldId={`${id}-${name}`} error={errors[name]} />
    </div>
  );
  return (
    <>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {field('name', 'text', 'name', true)}
        {field('phone', 'tel', 'tel', true)}
        {field('email', 'email', 'email', false)}
        {field('notes', 'text', 'off', false)}
        {children}
      </div>
      <p className="mt-4 text-sm text-stone">
        {labels.consent}{' '}
        <a href={labels.privacyHref} target="_blank" rel="noopener" className="text-ink underline">
          {labels.consentLink}
        </a>
      </p>
    </>
  );
}

interface SentProps {
  labels: QuoteLabels;
  reference: string;
  confirmationEmail: string | null;
  /** What was requested and its total ("Classic Oak · 16 120 ₴"). */
  children: ReactNode;
  /** The buttons at the end (Close, and the project's "Start a new project"). */
  actions: ReactNode;
}

/** The request's reference, what it was for, and what happens next: the panel every sent request shows. */
export function QuoteSent({ labels, reference, confirmationEmail, children, actions }: SentProps) {
  return (
    <div className="p-6 md:p-8">
      <RequestSent
        title={<DialogTitle>{labels.sentTitle}</DialogTitle>}
        labels={labels}
        reference={reference}
        confirmationEmail={confirmationEmail}
        actions={actions}
      >
        {children}
        <p className="mt-1 text-sm text-stone">{labels.measurementNote}</p>
      </RequestSent>
    </div>
  );
}

/**
 * What a refused send tells the visitor: each field's message (by the server's field path, the customer's without
 * its prefix) and a description for the toast; 503 says nothing was stored and everything typed is kept.
 */
export function quoteFailure(
  error: unknown,
  labels: QuoteLabels,
): { fieldErrors: Record<string, string>; description: string } {
  const fieldErrors = dict<string>(); // keyed by the server's field paths, which can echo a selection's key
  if (error instanceof ApiError && error.status === 503) {
    return { fieldErrors, description: `${labels.unavailable} ${labels.kept}` };
  }
  if (!(error instanceof ApiError) || error.status <= 0) return { fieldErrors, description: labels.failureText };
  for (const [field, messages] of Object.entries(error.errors)) {
    fieldErrors[field.replace(/^customer\./, '')] = messages[0] ?? '';
  }
  const description = Object.values(error.errors).flat().join(' ') || error.message || labels.failureText;
  return { fieldErrors, description };
}

/** The note that the prices changed while the page was open, with the new total and the old. */
export function PriceChangedNote({ labels, text }: { labels: QuoteLabels; text: string }) {
  return (
    <div role="alert" className="mt-4 rounded-2xl bg-amber-50 p-4 text-sm ring-1 ring-amber-700/40">
      <p className="font-semibold">{labels.priceChangedTitle}</p>
      <p className="mt-1">{text}</p>
    </div>
  );
}

/** Cancel and send; the send reads Saving… while busy, or "Send at {total}" after a price change. */
export function QuoteButtons(props: { labels: QuoteLabels; onClose: () => void; canSubmit: boolean; text: string }) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <button
        type="button"
        onClick={props.onClose}
        className="min-h-12 rounded-full px-6 ring-1 ring-ink/20 hover:bg-white"
      >
        {props.labels.cancel}
      </button>
      <button
        type="submit"
        aria-disabled={!props.canSubmit}
        className="min-h-12 rounded-full bg-ink px-8 font-medium text-sand hover:bg-oak-dark aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      >
        {props.text}
      </button>
    </div>
  );
}
