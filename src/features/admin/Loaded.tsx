// The one way a back-office page loads what it shows: `useLoaded` keeps the loading / failed / ready state (with a
// reload and local edits for optimistic updates), and <Loaded> renders 'Loading…', the failure in red, the empty
// state, or the content.
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { adminT, useAdminT } from './i18n.ts';

export type Loadable<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** Thrown by a loader to show its own message instead of 'Failed to load' (e.g. 'Concealed category not found.'). */
export class LoadError extends Error {}

export interface Loader<T> {
  state: Loadable<T>;
  /** A new load is on its way while the previous data stays shown (with `keepData`). */
  pending: boolean;
  /** Loads again, keeping what is shown until the answer arrives. */
  reload: () => Promise<void>;
  /** Changes the loaded data in place (optimistic updates and their rollback). */
  update: (change: (data: T) => T) => void;
}

/**
 * `load` must be stable (useCallback): a new one loads again. With `keepData`, what is shown stays while the next
 * load is on its way (a table changing page), and only the latest load's answer is kept.
 */
export function useLoaded<T>(load: () => Promise<T>, options: { keepData?: boolean } = {}): Loader<T> {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const [pending, setPending] = useState(false);
  // Each load is numbered; an answer counts only while no later load (of this loader or a new one) has started, so a
  // slow answer from before a change never overwrites the answer from after it.
  const started = useRef(0);
  const keepData = options.keepData ?? false;
  const reload = useCallback(async () => {
    const call = ++started.current;
    setPending(true);
    try {
      const data = await load();
      if (started.current === call) setState({ status: 'ready', data });
    } catch (error) {
      if (started.current === call) {
        setState({ status: 'error', message: error instanceof LoadError ? error.message : adminT('admin.loadFailed') });
      }
    } finally {
      if (started.current === call) setPending(false);
    }
  }, [load]);
  useEffect(() => {
    if (!keepData) setState({ status: 'loading' });
    void reload();
  }, [reload, keepData]);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current)),
    [],
  );
  return { state, pending, reload, update };
}

interface Props<T> {
  state: Loadable<T>;
  children: (data: T) => ReactNode;
  /** Shown instead of the content when `isEmpty(data)`. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Spacing above the status lines. */
  className?: string;
}

export function Loaded<T>({ state, children, empty, isEmpty, className = 'mt-8' }: Props<T>) {
  const { t } = useAdminT();
  if (state.status === 'loading') {
    return (
      <p role="status" className={`${className} text-stone`}>
        {t('admin.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="alert" className={`${className} text-red-800`}>
        {state.message}
      </p>
    );
  }
  if (empty !== undefined && isEmpty?.(state.data)) return <div className={`${className} text-stone`}>{empty}</div>;
  return <>{children(state.data)}</>;
}
