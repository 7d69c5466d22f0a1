// The one inbox table behind Door Quotes, User Requests and General Quotes: TanStack Table over pages the server sorts
// and cuts (manual sorting and paging), a debounced search, Export CSV of what is shown, and on every row the
// Delivered checkbox (optimistic, rolled back on failure, badges refreshed), the Admin Notes saved when focus leaves,
// and an optional View dialog.
import {
  type ColumnDef,
  type PaginationState,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ApiError, api } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.tsx';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type Page } from '../../inbox/schema.ts';
import { statsChanged } from '../AdminShell.tsx';
import { Loaded, useLoaded } from '../Loaded.tsx';
import { inputClass } from '../TextField.tsx';

export interface InboxRow {
  id: string;
  createdAt: string;
  delivered: boolean;
  adminNotes: string | null;
}

export const features = tableFeatures({ rowPaginationFeature, rowSortingFeature });
export type InboxColumn<T extends InboxRow> = ColumnDef<typeof features, T, unknown>;

interface Props<T extends InboxRow> {
  /** The list endpoint with its fixed query (e.g. /api/admin/inquiries?type=GENERAL). */
  endpoint: string;
  /** The endpoint of one row, for PATCH. */
  itemEndpoint: (id: string) => string;
  /** The data columns; their ids are the server's sort names where sortable. */
  columns: InboxColumn<T>[];
  /** How a row is named to screen readers ("Olena Kovalenko's quote"). */
  rowName: (row: T) => string;
  empty: string;
  /** The View dialog's title and content, when rows have one. */
  details?: { title: string; render: (row: T) => ReactNode };
}

export const createdText = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The Created column every inbox list starts with (sortable: its id is the server's sort name). */
export function createdColumn<T extends InboxRow>(): InboxColumn<T> {
  return {
    id: 'createdAt',
    accessorFn: (row) => row.createdAt,
    header: 'Created',
    cell: ({ row }) => createdText(row.original.createdAt),
  };
}

/** A sortable text column of an enquiry list (A→Z first); blank values read as a dash. */
export function textColumn<T extends InboxRow>(id: keyof T & string, header: string): InboxColumn<T> {
  return {
    id,
    accessorFn: (row) => row[id],
    header,
    sortDescFirst: false,
    cell: ({ row }) => (row.original[id] as string | null) ?? '—',
  };
}

export function InboxTable<T extends InboxRow>({ endpoint, itemEndpoint, columns, rowName, empty, details }: Props<T>) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [viewing, setViewing] = useState<T | null>(null);

  // The search is sent 300 ms after typing stops, from the first page (and nothing is fetched again when the
  // trimmed text did not change).
  useEffect(() => {
    const next = search.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setPagination((p) => (p.pageIndex === 0 ? p : { ...p, pageIndex: 0 }));
    }, 300);
    return () => clearTimeout(timer);
  }, [search, q]);

  // A string, so the list is fetched again only when the query itself changes.
  const query = useMemo(() => {
    const params = new URLSearchParams({
      page: String(pagination.pageIndex + 1),
      pageSize: String(pagination.pageSize),
      sort: sorting[0]?.id ?? 'createdAt',
      dir: sorting[0]?.desc === false ? 'asc' : 'desc',
    });
    if (q) params.set('q', q);
    return params.toString();
  }, [pagination, sorting, q]);
  const join = endpoint.includes('?') ? '&' : '?';
  const { state, pending, update } = useLoaded(
    useCallback(() => api<Page<T>>(`${endpoint}${join}${query}`), [endpoint, join, query]),
    { keepData: true },
  );
  const csvQuery = new URLSearchParams(query);
  csvQuery.delete('page');
  csvQuery.delete('pageSize');
  csvQuery.set('format', 'csv');

  const change = useCallback(
    (id: string, patch: Partial<InboxRow>) =>
      update((page) => ({ ...page, items: page.items.map((row) => (row.id === id ? { ...row, ...patch } : row)) })),
    [update],
  );

  const allColumns = useMemo<InboxColumn<T>[]>(
    () => [
      ...columns,
      {
        id: 'delivered',
        accessorFn: (row) => row.delivered,
        header: 'Delivered',
        enableSorting: true,
        cell: ({ row }) => (
          <DeliveredBox row={row.original} name={rowName(row.original)} endpoint={itemEndpoint} onChange={change} />
        ),
      },
      {
        id: 'adminNotes',
        header: 'Admin Notes',
        enableSorting: false,
        cell: ({ row }) => (
          <NotesCell row={row.original} name={rowName(row.original)} endpoint={itemEndpoint} onChange={change} />
        ),
      },
      ...(details
        ? [
            {
              id: 'view',
              header: () => <span className="sr-only">Details</span>,
              enableSorting: false,
              cell: ({ row }) => (
                <button
                  type="button"
                  onClick={() => setViewing(row.original)}
                  className="rounded-full px-3 py-1.5 text-sm text-oak-dark ring-1 ring-oak/40 hover:bg-oak/10"
                >
                  View<span className="sr-only"> {rowName(row.original)}</span>
                </button>
              ),
            } satisfies InboxColumn<T>,
          ]
        : []),
    ],
    [columns, details, rowName, itemEndpoint, change],
  );

  const data = state.status === 'ready' ? state.data.items : noRows;
  const table = useTable({
    features,
    columns: allColumns as InboxColumn<T>[],
    data: data as T[],
    getRowId: (row: T) => row.id,
    rowCount: state.status === 'ready' ? state.data.total : 0,
    state: { sorting, pagination },
    onSortingChange: (next) => {
      setSorting(next);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    // A header toggles between descending and ascending: the list is always in some order the headers show.
    enableSortingRemoval: false,
    sortDescFirst: true,
  });

  const searchId = useId();
  const total = state.status === 'ready' ? state.data.total : 0;
  const pageCount = Math.max(1, Math.ceil(total / pagination.pageSize));

  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="w-full max-w-sm">
          <label htmlFor={searchId} className="text-sm font-medium">
            Search
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name, email, phone, notes…"
            className={inputClass}
          />
        </div>
        <a
          href={`${endpoint}${join}${csvQuery}`}
          download
          className="inline-flex min-h-11 items-center rounded-full px-5 text-sm ring-1 ring-ink/20 hover:bg-white"
        >
          Export CSV
        </a>
      </div>
      <p role="status" className="sr-only">
        {state.status !== 'ready' ? '' : pending ? 'Loading…' : `${total} found`}
      </p>
      <Loaded state={state} className="mt-6">
        {() =>
          total === 0 ? (
            <p className="mt-6 text-stone">{q ? 'Nothing matches your search.' : empty}</p>
          ) : (
            <>
              <div
                className={`relative mt-6 overflow-x-auto rounded-2xl bg-white/70 ring-1 ring-ink/5 ${pending ? 'opacity-60' : ''}`}
              >
                <table className="w-full min-w-[56rem] text-left text-sm" data-testid="inbox-table">
                  <thead className="text-stone">
                    {table.getHeaderGroups().map((group) => (
                      <tr key={group.id}>
                        {group.headers.map((header) => {
                          const sortedAs = header.column.getIsSorted();
                          return (
                            <th
                              key={header.id}
                              scope="col"
                              aria-sort={
                                sortedAs === 'asc' ? 'ascending' : sortedAs === 'desc' ? 'descending' : undefined
                              }
                              className="px-4 py-3 align-bottom font-medium whitespace-nowrap"
                            >
                              {header.column.getCanSort() ? (
                                <button
                                  type="button"
                                  onClick={header.column.getToggleSortingHandler()}
                                  className="inline-flex items-center gap-1 hover:text-ink"
                                >
                                  <table.FlexRender header={header} />
                                  <span aria-hidden="true">
                                    {sortedAs === 'asc' ? '↑' : sortedAs === 'desc' ? '↓' : '↕'}
                                  </span>
                                </button>
                              ) : (
                                <table.FlexRender header={header} />
                              )}
                            </th>
                          );
                        })}
                      </tr>
                    ))}
                  </thead>
                  <tbody>
                    {table.getRowModel().rows.map((row) => (
                      <tr key={row.id} className="border-t border-ink/5 align-top" data-row={row.id}>
                        {row.getAllCells().map((cell) => (
                          <td key={cell.id} className="px-4 py-3">
                            <table.FlexRender cell={cell} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-4 text-sm">
                <button
                  type="button"
                  onClick={() => table.previousPage()}
                  disabled={!table.getCanPreviousPage()}
                  className="min-h-11 rounded-full px-4 ring-1 ring-ink/20 hover:bg-white disabled:opacity-40"
                >
                  Previous
                </button>
                <span>
                  Page {pagination.pageIndex + 1} of {pageCount} · {total} in all
                </span>
                <button
                  type="button"
                  onClick={() => table.nextPage()}
                  disabled={!table.getCanNextPage()}
                  className="min-h-11 rounded-full px-4 ring-1 ring-ink/20 hover:bg-white disabled:opacity-40"
                >
                  Next
                </button>
                <label className="ml-auto flex items-center gap-2">
                  Rows per page
                  <select
                    value={pagination.pageSize}
                    onChange={(e) => setPagination({ pageIndex: 0, pageSize: Number(e.target.value) })}
                    className="rounded-xl border border-ink/20 bg-white px-3 py-2"
                  >
                    {PAGE_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </select>
                </label>
              </nav>
            </>
          )
        }
      </Loaded>
      {details && (
        <DetailsDialog title={details.title} onClose={() => setViewing(null)}>
          {viewing && details.render(viewing)}
        </DetailsDialog>
      )}
    </div>
  );
}

const noRows: never[] = [];

interface CellProps<T extends InboxRow> {
  row: T;
  name: string;
  endpoint: (id: string) => string;
  onChange: (id: string, patch: Partial<InboxRow>) => void;
}

function DeliveredBox<T extends InboxRow>({ row, name, endpoint, onChange }: CellProps<T>) {
  async function toggle(delivered: boolean) {
    onChange(row.id, { delivered });
    try {
      await api(endpoint(row.id), { method: 'PATCH', body: { delivered } });
      statsChanged();
    } catch (error) {
      onChange(row.id, { delivered: !delivered });
      void notify('error', 'Save failed', error instanceof ApiError ? error.message : undefined);
    }
  }
  return (
    <input
      type="checkbox"
      checked={row.delivered}
      onChange={(e) => void toggle(e.target.checked)}
      aria-label={`Delivered: ${name}`}
      className="size-5 accent-oak-dark"
    />
  );
}

type NoteState = 'idle' | 'saving' | 'saved' | 'failed';

function NotesCell<T extends InboxRow>({ row, name, endpoint, onChange }: CellProps<T>) {
  const [value, setValue] = useState(row.adminNotes ?? '');
  const [status, setStatus] = useState<NoteState>('idle');
  const saved = useRef(row.adminNotes ?? '');

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
        aria-label={`Admin notes: ${name}`}
        className="block w-full rounded-xl border border-ink/20 bg-white px-3 py-2 outline-none focus:border-oak focus:ring-2 focus:ring-oak/30"
      />
      <p
        role="status"
        aria-live="polite"
        className={`mt-1 text-xs ${status === 'failed' ? 'text-red-800' : 'text-stone'}`}
      >
        {status === 'saving' && 'Saving…'}
        {status === 'saved' && 'Saved'}
        {status === 'failed' && 'Failed to save'}
      </p>
    </div>
  );
}

function DetailsDialog({ title, children, onClose }: { title: string; children: ReactNode; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = children !== null && children !== undefined && children !== false;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={titleId}
      className="m-auto w-[min(44rem,calc(100vw-2rem))] max-w-none rounded-3xl bg-sand p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="p-6 md:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-serif text-3xl">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-full px-4 py-2 text-sm ring-1 ring-ink/20 hover:bg-white"
          >
            Close
          </button>
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </dialog>
  );
}

/** A labelled value in a details card, 'Not available' when missing. */
export function Detail({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  const missing = value === null || value === undefined || value === '';
  return (
    <div className={className}>
      <dt className="text-xs font-medium text-stone">{label}</dt>
      <dd className={missing ? 'text-stone italic' : 'break-words'}>{missing ? 'Not available' : value}</dd>
    </div>
  );
}
