// What every back-office card offers: Edit and Delete (named for screen readers after the card), Move up and down
// where the listing's order is the site's (reorder.ts), and the one way a delete is asked for, sent and reported.
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { notify } from '../../lib/toast.tsx';
import { adminT, useAdminT } from './i18n.ts';

interface Props {
  /** The card's name, read after 'Edit' and 'Delete' by screen readers. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
  /** Shown before the buttons (a door's Active switch). */
  children?: ReactNode;
  /** The card's place in an ordered listing, and what moving it one place does. */
  move?: { index: number; count: number; onMove: (by: -1 | 1) => void };
}

const moveButton =
  'grid size-9 place-items-center rounded-full ring-1 ring-ink/15 hover:bg-sand/40 aria-disabled:opacity-35 aria-disabled:hover:bg-transparent';

export function CardActions({ name, onEdit, onDelete, className = 'mt-3 flex gap-4 text-sm', children, move }: Props) {
  const { t } = useAdminT();
  // aria-disabled rather than disabled at either end: the button keeps focus after the card reaches the top or bottom.
  const first = move?.index === 0;
  const last = move !== undefined && move.index === move.count - 1;
  return (
    <div className={className}>
      {children}
      {move && move.count > 1 && (
        <span className="flex gap-1.5">
          <button
            type="button"
            aria-disabled={first || undefined}
            onClick={() => !first && move.onMove(-1)}
            aria-label={t('admin.order.up', { name })}
            className={moveButton}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            aria-disabled={last || undefined}
            onClick={() => !last && move.onMove(1)}
            aria-label={t('admin.order.down', { name })}
            className={moveButton}
          >
            <span aria-hidden="true">↓</span>
          </button>
        </span>
      )}
      <Button variant="quiet" size="none" className="text-oak-dark" onClick={onEdit}>
        {t('admin.edit')}
        <span className="sr-only"> {name}</span>
      </Button>
      <Button variant="quiet" size="none" className="text-red-800" onClick={onDelete}>
        {t('admin.delete')}
        <span className="sr-only"> {name}</span>
      </Button>
    </div>
  );
}

/** Asks `question`; on yes deletes `endpoint`, then `onDeleted()`; a failure shows as a toast. */
export async function confirmDelete(question: string, endpoint: string, onDeleted: () => unknown): Promise<void> {
  if (!confirm(question)) return;
  try {
    await api(endpoint, { method: 'DELETE' });
    void onDeleted();
  } catch (error) {
    void notify('error', adminT('admin.deleteFailed'), error instanceof ApiError ? error.message : undefined);
  }
}
