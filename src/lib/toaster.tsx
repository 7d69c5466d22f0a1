// The toaster every toast appears in: sonner (accessible live region, one toast at a time, kept until dismissed as
// docs/product.md#business-constants says) in a React root of its own, mounted by the first toast. Only
// src/lib/toast.tsx's notify() imports this module, so sonner and this code are fetched with the first toast.

import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';

export type ToastKind = 'success' | 'error' | 'message';
export interface ToastContent {
  description?: string | undefined;
  /** A button in the toast (Undo). */
  action?: { label: string; onClick: () => void } | undefined;
}

/**
 * The toaster's own two names for screen readers, in the page's language (`<html lang>`, the back office's choice too)
 * when it mounts: two words are not worth the dictionary in this chunk.
 */
const NAMES = {
  en: { close: 'Close toast', region: 'Notifications' },
  uk: { close: 'Закрити сповіщення', region: 'Сповіщення' },
};

function MountedToaster({ onMounted }: { onMounted: () => void }) {
  // Children's effects run first: the Toaster listens before the first toast is sent.
  useEffect(() => onMounted(), [onMounted]);
  const names = document.documentElement.lang === 'uk' ? NAMES.uk : NAMES.en;
  return (
    <Toaster
      position="bottom-center"
      visibleToasts={1}
      closeButton
      containerAriaLabel={names.region}
      duration={1_000_000}
      toastOptions={{
        closeButtonAriaLabel: names.close,
        classNames: { title: '!text-ink', description: '!text-stone' },
      }}
    />
  );
}

/**
 * Where the toaster goes: the page's own <main>, so a toast comes after the page's content in the tab order (before
 * the footer), as when each island held its toaster; the back office's <main> is React's (AdminShell): there, the end
 * of the page.
 */
function host(): HTMLElement {
  const main = document.getElementById('main');
  const parent = main && !main.closest('astro-island') ? main : document.body;
  return parent.appendChild(document.createElement('div'));
}

let mounted: Promise<void> | undefined;
const mount = () => {
  mounted ??= new Promise<void>((resolve) => createRoot(host()).render(<MountedToaster onMounted={resolve} />));
  return mounted;
};

export async function show(kind: ToastKind, title: string, { description, action }: ToastContent): Promise<void> {
  await mount();
  const options = { description, action };
  // A new toast replaces the one shown: an older one kept behind it would be invisible yet still in the page.
  toast.dismiss();
  if (kind === 'message') toast(title, options);
  else toast[kind](title, options);
}
