// The one way islands show a toast: `notify()`. The toaster (src/lib/toaster.tsx, sonner) is fetched and mounted by
// the first toast, so until then a page carries these few lines and no island places anything for it.

import type { ToastContent, ToastKind } from './toaster.tsx';

let toaster: Promise<typeof import('./toaster.tsx')> | undefined;
const loadToaster = () => {
  // A failed fetch (the network dropped) is tried again by the next toast.
  toaster ??= import('./toaster.tsx').catch((error: unknown) => {
    toaster = undefined;
    throw error;
  });
  return toaster;
};

let pending: Promise<unknown> = Promise.resolve();

/** `action`: a button in the toast (Undo). */
export function notify(
  kind: ToastKind,
  title: string,
  description?: string,
  action?: ToastContent['action'],
): Promise<void> {
  const shown = loadToaster().then(({ show }) => show(kind, title, { description, action }));
  pending = Promise.allSettled([pending, shown]);
  return shown;
}

/** Settles once every toast asked for so far is shown or has failed: component tests wait for it before jsdom ends. */
export const toastsShown = (): Promise<unknown> => pending;
