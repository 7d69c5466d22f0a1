// What both quote dialogs show alike (the configurator's door and the project's doors): the customer's fields, the
// consent line and the sent request's reference with what happens next.
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { DialogTitle } from '../../components/ui/Dialog.tsx';
import { errorProps, FieldError } from '../../components/ui/FieldError.tsx';
import { fill } from '../../lib/fill.ts';
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

/** The request's reference, what it was for, and what happens next. */
export function QuoteSent({ labels, reference, confirmationEmail, children, actions }: SentProps) {
  return (
    <div className="p-6 md:p-8" data-quote-sent>
      <DialogTitle>{labels.sentTitle}</DialogTitle>
      <div className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-ink/10">
        <p className="text-sm text-stone">{labels.reference}</p>
        <p className="mt-1 font-serif text-4xl tracking-wide" data-quote-reference>
          {reference}
        </p>
        <p className="mt-2 text-sm">
          {labels.referenceHint}{' '}
          <a href={labels.businessPhone.href} className="whitespace-nowrap font-medium underline">
            {labels.businessPhone.text}
          </a>
        </p>
      </div>
      {children}
      <p className="mt-1 text-sm text-stone">{labels.measurementNote}</p>
      <h3 className="mt-6 font-semibold">{labels.nextTitle}</h3>
      <p className="mt-1">{labels.next}</p>
      {confirmationEmail && <p className="mt-2">{fill(labels.emailed, { email: confirmationEmail })}</p>}
      <div className="mt-8 flex flex-wrap justify-end gap-3">{actions}</div>
    </div>
  );
}
