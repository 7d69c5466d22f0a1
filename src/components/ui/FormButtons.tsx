// The buttons at the foot of the back office's forms: the dark submit button (disabled while its form is busy, saying
// so), and Cancel beside Save. Presentational: the words come from the caller, in the manager's language.
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';

interface Props {
  busy?: boolean;
  /** What the button says while busy. */
  busyLabel: string;
  children: ReactNode;
  /** Size and spacing. */
  className?: string;
}

export function SubmitButton({ busy = false, busyLabel, children, className = 'min-h-11 px-6' }: Props) {
  return (
    <Button type="submit" variant="primary" size="none" disabled={busy} className={`disabled:opacity-70 ${className}`}>
      {busy ? busyLabel : children}
    </Button>
  );
}

interface ButtonsProps {
  onCancel: () => void;
  /** The three words, in the manager's language. */
  labels: { cancel: string; save: string; saving: string };
  saving?: boolean;
  className?: string;
}

/** Cancel and Save at the foot of a back-office form. */
export function SaveButtons({ onCancel, labels, saving = false, className = 'flex justify-end gap-3' }: ButtonsProps) {
  return (
    <div className={className}>
      <Button variant="secondary" size="none" onClick={onCancel} className="min-h-11 px-5">
        {labels.cancel}
      </Button>
      <SubmitButton busy={saving} busyLabel={labels.saving}>
        {labels.save}
      </SubmitButton>
    </div>
  );
}
