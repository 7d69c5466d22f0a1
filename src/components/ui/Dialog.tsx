// The one modal dialog: the native <dialog> opened with showModal() while `open` is true, so the browser moves focus
// into it, keeps it there, closes it on Escape and dims the page behind; it is named by its <DialogTitle>.
import { createContext, type ReactNode, useContext, useEffect, useId, useRef } from 'react';

const TitleId = createContext<string | undefined>(undefined);

interface Props {
  open: boolean;
  /** Called however the dialog closes (Escape included): the owner sets `open` to false. */
  onClose: () => void;
  /** The width, e.g. 'w-[min(36rem,calc(100vw-2rem))]'. */
  width: string;
  children: ReactNode;
}

export function Dialog({ open, onClose, width, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={titleId}
      className={`m-auto max-w-none rounded-3xl bg-sand p-0 text-ink shadow-2xl backdrop:bg-ink/60 ${width}`}
    >
      <TitleId value={titleId}>{children}</TitleId>
    </dialog>
  );
}

/** The dialog's heading, which names it to assistive technology. */
export function DialogTitle({ children }: { children: ReactNode }) {
  return (
    <h2 id={useContext(TitleId)} className="font-serif text-3xl">
      {children}
    </h2>
  );
}
