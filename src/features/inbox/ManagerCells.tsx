// The columns the manager works in on every inbox row: Status (SPEC's Delivered tick grown into the pipeline: optimistic,
// rolled back on failure, badges refreshed; Lost asks why), Follow up, Admin Notes (saved when focus leaves) and,
// where rows have details, View.
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
}

interface Options<T extends InboxRow> {
  rowName: (row: T) => string;
  itemEndpoint: (id: string) => string;
  onChange: (id: string, patch: Partial<InboxRow>) => void;
  /** Opens a row's details; no View column without it. */
  onView?: ((row: T) => void) | undefined;
}

export function managerColumns<T extends InboxRow>({ rowName, itemEndpoint, onChange, onView }: Options<T>) {
  const columns: InboxColumn<T>[] = [
    {
      id: 'status',
      accessorFn: (row) => row.status,
      header: () => adminT('admin.inbox.col.status'),
      enableSorting: false,
      cell: ({ row }) => (
        <StatusSelect
          row={row.original}
          name={rowName(row.original)}
          endpoint={itemEndpoint(row.original.id)}
          onChange={(patch) => onChange(row.original.id, patch)}
        />
      ),
    },
    {
      id: 'followUpOn',
      accessorFn: (row) => row.followUpOn,
      header: () => adminT('admin.inbox.col.followUp'),
      // The soonest first; the undated last either way.
      sortDescFirst: false,
      cell: ({ row }) => <FollowUpText date={row.original.followUpOn} />,
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
  if (onView) {
    columns.push({
      id: 'view',
      header: () => <span className="sr-only">{adminT('admin.inbox.col.details')}</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => onView(row.original)}
          className="rounded-full px-3 py-1.5 text-sm text-oak-dark ring-1 ring-oak/40 hover:bg-oak/10"
        >
          {adminT('admin.inbox.view')}
          <span className="sr-only"> {rowName(row.original)}</span>
        </button>
      ),
    });
  }
  return columns;
}

type NoteState = 'idle' | 'saving' | 'saved' | 'failed';

function NotesCell<T extends InboxRow>({ row, name, endpoint, onChange }: CellProps<T>) {
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
    <div className="min-w-48">
      <textarea
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (status !== 'saving') setStatus('idle');
        }}
        onBlur={() => void save()}
        rows={2}
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
