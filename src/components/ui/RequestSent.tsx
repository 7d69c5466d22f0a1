// What every sent request shows in place of its form: its reference to quote on the phone, with the shop's
// number, what was asked (the caller's children), what happens next, and the caller's buttons. The quote dialogs put
// it in their dialog under a DialogTitle; the enquiry forms in the page under a heading that takes the focus.
import type { ReactNode } from 'react';
import { fill } from '../../lib/fill.ts';

export interface RequestSentLabels {
  /** Your reference */
  reference: string;
  /** Quote it when you call us: */
  referenceHint: string;
  businessPhone: { text: string; href: string };
  /** What happens next */
  nextTitle: string;
  /** A manager will contact you … */
  next: string;
  /** We'll send a confirmation to {email} (only where a confirmation is sent). */
  emailed?: string;
  /** "Book a measurement" and the booking page's path: the request's reference goes with it (door requests only). */
  booking?: { text: string; path: string };
  /** "How we work, from measuring to installation" and its page (docs/product.md#answers). */
  howWeWork?: { text: string; path: string };
}

interface Props {
  /** The panel's heading (a DialogTitle in a dialog). */
  title: ReactNode;
  labels: RequestSentLabels;
  reference: string;
  /** Where a confirmation goes, or null when none does. */
  confirmationEmail: string | null;
  /** What was requested, between the reference and what happens next. */
  children?: ReactNode;
  /** The buttons at the end. */
  actions: ReactNode;
}

export function RequestSent({ title, labels, reference, confirmationEmail, children, actions }: Props) {
  return (
    <div data-request-sent>
      {title}
      <div className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-ink/10">
        <p className="text-sm text-stone">{labels.reference}</p>
        {/* Lining figures: read out on the phone, a 1 must not pass for an I, nor a 0 for an o. */}
        <p className="mt-1 font-serif text-4xl tracking-wide lining-nums" data-request-reference>
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
      <h3 className="mt-6 font-semibold">{labels.nextTitle}</h3>
      <p className="mt-1">{labels.next}</p>
      {labels.booking && (
        <a
          href={`${labels.booking.path}?kind=measurement&ref=${encodeURIComponent(reference)}`}
          className="mt-3 inline-block min-h-11 py-2 font-medium underline underline-offset-4"
          data-book-measurement
        >
          {labels.booking.text}
        </a>
      )}
      {labels.howWeWork && (
        <a href={labels.howWeWork.path} className="mt-3 ml-5 inline-block min-h-11 py-2 underline underline-offset-4">
          {labels.howWeWork.text}
        </a>
      )}
      {confirmationEmail && labels.emailed && (
        <p className="mt-2">{fill(labels.emailed, { email: confirmationEmail })}</p>
      )}
      <div className="mt-8 flex flex-wrap justify-end gap-3">{actions}</div>
    </div>
  );
}
