// The columns the manager works in on every inbox row: Status (SPEC's Delivered tick grown into the pipeline: optimistic,
// rolled back on failure, badges refreshed; Lost asks why) with the follow-up day under it, and Admin Notes (saved when
// focus leaves); the phone's cards use the same cells. View is in the Request column (RequestCells.tsx).
import { useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { adminT, useAdminT } from '../admin/i18n.ts';
import type { InboxColumn, InboxRow } from './inbox-columns.ts';
import { FollowUpText, StatusSelect } from './Pipeline.tsx';

interface CellProps<T extends InboxRow> {
  row: T;
  name: string;
  endpoint: (id: string) => string;
  onChange: (id: string, patch: Partial<InboxRow>) => void;
  /** A visible caption above the box, where no column header names it (a card). */
  caption?: string;
}

interface Options<T extends InboxRow> {
  rowName: (row: T) => string;
  itemEndpoint: (id: string) => string;
  onChange: (id: string, patch: Partial<InboxRow>) => void;
}

export function managerColumns<T extends InboxRow>({ rowName, itemEndpoint, onChange }: Options<T>) {
  const columns: InboxColumn<T>[] = [
    {
      // The status, and under it the day the manager means to come back to it (one column: the list fits 1280 px).
      id: 'status',
      accessorFn: (row) => row.status,
      header: () => adminT('admin.inbox.col.status'),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="space-y-1">
          {/* As wide as the column gets: on a crowded 1280 px row a long status is cut rather than the table. */}
          <StatusSelect
            row={row.original}
            name={rowName(row.original)}
            endpoint={itemEndpoint(row.original.id)}
            onChange={(patch) => onChange(row.original.id, patch)}
            className="w-full min-w-32"
          />
          <FollowUpLine date={row.original.followUpOn} />
        </div>
      ),
    },
    {
      id: 'adminNotes',
      header: () => adminT('admin.inbox.col.adminNotes'),
      enableSorting: false,
      cell: ({ row }) => (
        <NotesCell row={row.original} name={rowName(row.original)} endpoint={itemEndpoint} onChange={onChange} />
      ),
    },
  ];
  return columns;
}

/** "Follow up: 28 Nov 2026" under a status, red when overdue; nothing when there is no date. */
export function FollowUpLine({ date }: { date: string | null }) {
  const { t } = useAdminT();
  if (!date) return null;
  return (
    <span className="block text-xs">
      <span className="text-stone">{t('admin.inbox.col.followUp')}: </span>
      <FollowUpText date={date} />
    </span>
  );
}

type NoteState = 'idle' | 'saving' | 'saved' | 'failed';

/** The manager's notes on a row: saved when focus leaves; a long note shows in full while it is being edited. */
export function NotesCell<T extends InboxRow>({ row, name, endpoint, onChange, caption }: CellProps<T>) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(row.adminNotes ?? '');
  const [status, setStatus] = useState<NoteState>('idle');
  const saved = useRef(row.adminNotes ?? '');
  const { t } = useAdminT();

  async function save() {
    if (value.trim() === saved.current.trim()) return;
    setStatus('saving');
    try {
      const answer = await api<InboxRow>(endpoint(row.id), { method: 'PATCH', body: { adminNotes: value } });
      saved.current = answer.adminNotes ?? '';
      onChange(row.id, { adminNotes: answer.adminNotes });
      setStatus('saved');
    } catch {
      // What was typed stays in the box; leaving it again tries again.
      setStatus('failed');
    }
  }

  return (
    <div className="min-w-36">
      {caption && (
        <span aria-hidden="true" className="mb-1 block text-xs font-medium text-stone">
          {caption}
        </span>
      )}
      <textarea
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (status !== 'saving') setStatus('idle');
        }}
        onFocus={() => setEditing(true)}
        onBlur={() => {
          setEditing(false);
          void save();
        }}
        rows={editing ? 6 : 2}
        maxLength={5000}
        aria-label={t('admin.inbox.notesLabel', { name })}
        className="block w-full rounded-xl border border-ink/20 bg-white px-3 py-2 outline-none focus:border-oak focus:ring-2 focus:ring-oak/30"
      />
      <p
        role="status"
        aria-live="polite"
        className={`mt-1 text-xs ${status === 'failed' ? 'text-red-800' : 'text-stone'}`}
      >
        {status === 'saving' && t('admin.inbox.saving')}
        {status === 'saved' && t('admin.inbox.saved')}
        {status === 'failed' && t('admin.inbox.failedToSave')}
      </p>
    </div>
  );
}
