// The one way islands show a toast: sonner (accessible live region, one toast at a time, kept until dismissed as
// docs/product.md#business-constants says), fetched the first time a toast is needed so it never weighs on a page's
// first load.

import { atom } from 'nanostores';
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from './use-store.ts';

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'message';

const $wanted = atom(false);
let sonner: Promise<Sonner> | undefined;
const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** `action`: a button in the toast (Undo). */
export async function notify(
  kind: Kind,
  title: string,
  description?: string,
  action?: { label: string; onClick: () => void },
): Promise<void> {
  $wanted.set(true);
  const { toast } = await loadSonner();
  await mounted;
  const options = { description, action };
  // A new toast replaces the one shown: an older one kept behind it would be invisible yet still in the page.
  toast.dismiss();
  if (kind === 'message') toast(title, options);
  else toast[kind](title, options);
}

function MountedToaster({ Toaster }: { Toaster: Sonner['Toaster'] }) {
  // Children's effects run first: the Toaster listens before the first toast is sent.
  useEffect(() => markMounted(), []);
  return (
    <Toaster
      position="bottom-center"
      visibleToasts={1}
      closeButton
      duration={1_000_000}
      toastOptions={{ classNames: { title: '!text-ink', description: '!text-stone' } }}
    />
  );
}

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  return { default: () => <MountedToaster Toaster={Toaster} /> };
});

/** Place once per island; renders nothing until the first toast. */
export function Toasts() {
  const wanted = useStore($wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
