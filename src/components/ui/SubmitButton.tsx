// The dark, rounded submit button of the back office's forms: disabled while its form is busy, saying so.
import type { ReactNode } from 'react';

interface Props {
  busy?: boolean;
  /** What the button says while busy. */
  busyLabel?: string;
  children: ReactNode;
  /** Size and spacing. */
  className?: string;
}

export function SubmitButton({ busy = false, busyLabel = 'Saving...', children, className = 'min-h-11 px-6' }: Props) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`rounded-full bg-ink font-medium text-sand hover:bg-oak-dark disabled:opacity-70 ${className}`}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
