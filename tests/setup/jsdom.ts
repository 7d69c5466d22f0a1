// Component tests (jsdom): nothing React started may outlive the test file. A toast (src/lib/toast.tsx) fetches the
// toaster and mounts its own React root, which no test's cleanup() unmounts; when jsdom ends while that is under way,
// React's scheduler runs the rest against a window that is gone ("window is not defined", an unhandled error that
// fails the run). So after each test every toast asked for is shown, then dismissed, and its exit finishes. Files
// without a document skip this.
import { afterEach } from 'vitest';

// findBy… and waitFor give up after 1 s by default: a first toast imports the toaster (sonner) first, which beside the
// other test files on 2 cores took longer ("Link copied" not found, then found on a rerun). A wait that succeeds ends
// at once, so a longer limit costs nothing when it passes.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** toast.tsx's toastsShown, or nothing to wait for where the test file mocks toast.tsx without it. */
async function shownToasts(): Promise<() => Promise<unknown>> {
  const toasts = await import('../../src/lib/toast.tsx');
  try {
    return toasts.toastsShown;
  } catch {
    return async () => {};
  }
}

afterEach(async () => {
  if (typeof document === 'undefined') return;
  await (await shownToasts())();
  if (!document.querySelector('[data-sonner-toaster]')) return;
  const { toast } = await import('sonner');
  toast.dismiss();
  for (let waited = 0; document.querySelector('[data-sonner-toast]'); waited += 10) {
    if (waited > 2_000) throw new Error('a toast did not leave within 2 s of toast.dismiss()');
    await pause(10);
  }
  // React commits the toaster's last change and runs its effects while the window is still there.
  await pause(20);
});
