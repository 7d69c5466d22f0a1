// The small buttons beside each group, control and option in the option editor: Rename, and ↑ ↓ to move it (named
// for screen readers after what they act on), with whatever else the row offers before them; an option's Stop
// offering / Offer again and, once retired, Delete.
import type { ReactNode } from 'react';
import type { AdminT } from '../../admin/i18n.ts';

export const smallButton = 'min-h-9 rounded-full px-3 text-xs ring-1 ring-ink/15 hover:bg-white disabled:opacity-40';

export function Actions(props: {
  t: AdminT;
  name: string;
  busy: boolean;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRename: () => void;
  children?: ReactNode;
}) {
  const { t, name, busy } = props;
  return (
    <span className="flex flex-wrap gap-1.5">
      {props.children}
      <button type="button" className={smallButton} onClick={props.onRename}>
        {t('admin.options.rename')}
        <span className="sr-only"> {name}</span>
      </button>
      <button
        type="button"
        className={smallButton}
        disabled={busy || props.first}
        onClick={() => props.onMove(-1)}
        aria-label={t('admin.order.up', { name })}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={smallButton}
        disabled={busy || props.last}
        onClick={() => props.onMove(1)}
        aria-label={t('admin.order.down', { name })}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}

/**
 * Stop offering an option, or offer it again; a retired option can also be deleted for good, once the manager
 * confirms (stored quotes keep their snapshot and the price history its versions).
 */
export function RetireButtons(props: {
  t: AdminT;
  name: string;
  busy: boolean;
  retired: boolean;
  onRetire: () => void;
  onDelete: () => void;
}) {
  const { t, name, busy, retired } = props;
  return (
    <>
      <button type="button" className={smallButton} disabled={busy} onClick={props.onRetire}>
        {t(retired ? 'admin.options.offer' : 'admin.options.retire')}
        <span className="sr-only"> {name}</span>
      </button>
      {retired && (
        <button
          type="button"
          className={smallButton}
          disabled={busy}
          onClick={() => {
            if (confirm(t('admin.options.deleteConfirm', { name }))) props.onDelete();
          }}
        >
          {t('admin.options.delete')}
          <span className="sr-only"> {name}</span>
        </button>
      )}
    </>
  );
}
