// What every back-office card offers: Edit and Delete (named for screen readers after the card), and the one way a
// delete is asked for, sent and reported.
import type { ReactNode } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { notify } from '../../lib/toast.tsx';

interface Props {
  /** The card's name, read after 'Edit' and 'Delete' by screen readers. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
  /** Shown before the buttons (a door's Active switch). */
  children?: ReactNode;
}

export function CardActions({ name, onEdit, onDelete, className = 'mt-3 flex gap-4 text-sm', children }: Props) {
  return (
    <div className={className}>
      {children}
      <button type="button" onClick={onEdit} className="text-oak-dark underline-offset-4 hover:underline">
        Edit<span className="sr-only"> {name}</span>
      </button>
      <button type="button" onClick={onDelete} className="text-red-800 underline-offset-4 hover:underline">
        Delete<span className="sr-only"> {name}</span>
      </button>
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
    void notify('error', 'Delete failed', error instanceof ApiError ? error.message : undefined);
  }
}
