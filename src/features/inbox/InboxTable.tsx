// The one inbox table behind Door Quotes, User Requests and General Quotes: TanStack Table over pages the server sorts
// and cuts (manual sorting and paging), a search, a status filter, Export CSV of what is shown, the manager's Status,
// Follow up and Admin Notes on every row, and a View dialog with the request's follow-through. From 1024 px a table
// that fits 1280 px without scrolling sideways (the Request column first); below, a card per request (InboxCards).
import { type PaginationState, type ReactTable, useTable } from '@tanstack/react-table';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { inputClass } from '../../components/ui/TextField.tsx';
import { useAdminT } from '../admin/i18n.ts';
import { Loaded } from '../admin/Loaded.tsx';
import { TableScroll } from '../admin/TableScroll.tsx';
import { DetailsDialog } from './Details.tsx';
import { InboxCards, useWideScreen } from './InboxCards.tsx';
import { features, type InboxColumn, type InboxRow } from './inbox-columns.ts';
import { managerColumns } from './ManagerCells.tsx';
import { type CardFace, requestColumn } from './RequestCells.tsx';
import { PAGE_SIZES, type RequestStatus, STATUSES } from './schema.ts';
import { useInboxList } from './use-inbox-list.ts';

interface Props<T extends InboxRow> {
  /** The list endpoint with its fixed query (e.g. /api/admin/inquiries?type=GENERAL). */
  endpoint: string;
  /** The endpoint of one row, for PATCH. */
  itemEndpoint: (id: string) => string;
  /** The data columns; their ids are the server's sort names where sortable. */
  columns: InboxColumn<T>[];
  /** How a row is named to screen readers ("Olena Kovalenko's quote"). */
  rowName: (row: T) => string;
  /** What a row's card shows on a narrow screen. */
  card: (row: T) => CardFace;
  empty: string;
  /** The View dialog's title and content, when rows have one: told how to change the row and that it was deleted. */
  details?: { title: string; render: (row: T, actions: DetailsActions) => ReactNode };
}

export interface DetailsActions {
  /** The row in the list changed (its status, its follow-up). */
  changed: (patch: Partial<InboxRow>) => void;
  /** The request was deleted: the dialog closes, the row goes. */
  deleted: () => void;
}

const noRows: never[] = [];

export function InboxTable<T extends InboxRow>({
  endpoint,
  itemEndpoint,
  columns,
  rowName,
  card,
  empty,
  details,
}: Props<T>) {
  const list = useInboxList<T>(endpoint);
  const { state, pending, pagination, change } = list;
  const [viewing, setViewing] = useState<T | null>(null);
  const { t } = useAdminT();
  const wide = useWideScreen();
  const onView = details ? setViewing : undefined;

  const allColumns = useMemo(
    () => [
      requestColumn<T>(rowName, onView),
      ...columns,
      ...managerColumns<T>({ rowName, itemEndpoint, onChange: change }),
    ],
    [columns, onView, rowName, itemEndpoint, change],
  );

  const table = useTable({
    features,
    columns: allColumns,
    data: state.status === 'ready' ? (state.data.items as T[]) : (noRows as T[]),
    getRowId: (row: T) => row.id,
    rowCount: state.status === 'ready' ? state.data.total : 0,
    state: { sorting: list.sorting, pagination },
    onSortingChange: list.sortBy,
    onPaginationChange: list.setPagination,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    // A header toggles between descending and ascending: the list is always in some order the headers show.
    enableSortingRemoval: false,
    sortDescFirst: true,
  });

  const searchId = useId();
  const statusId = useId();
  const total = state.status === 'ready' ? state.data.total : 0;

  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="w-full max-w-sm">
          <label htmlFor={searchId} className="text-sm font-medium">
            {t('admin.inbox.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={list.search}
            onChange={(e) => list.setSearch(e.target.value)}
            placeholder={t('admin.inbox.searchPlaceholder')}
            className={inputClass}
          />
        </div>
        <SelectField<RequestStatus | ''>
          id={statusId}
          label={t('admin.inbox.statusFilter')}
          value={list.status}
          onChange={list.filterStatus}
          options={[
            { value: '', label: t('admin.inbox.statusAll') },
            ...STATUSES.map((status) => ({ value: status, label: t(`admin.inbox.status.${status}`) })),
          ]}
          className="w-auto"
        />
        <a href={list.csvHref} download className={buttonClass('secondary', 'md', 'inline-flex items-center')}>
          {t('admin.inbox.exportCsv')}
        </a>
      </div>
      <p role="status" className="sr-only">
        {state.status !== 'ready' ? '' : pending ? t('admin.loading') : t('admin.inbox.found', { total })}
      </p>
      <Loaded state={state} className="mt-6">
        {() =>
          total === 0 ? (
            <p className="mt-6 text-stone">{list.q || list.status ? t('admin.inbox.noMatch') : empty}</p>
          ) : (
            <>
              {wide ? (
                <TableScroll
                  label={t('admin.tableScroll')}
                  busy={pending}
                  className={`mt-6 rounded-2xl bg-white/70 ring-1 ring-ink/5 ${pending ? 'opacity-60' : ''}`}
                >
                  <RowsTable table={table} />
                </TableScroll>
              ) : (
                <div className={pending ? 'opacity-60' : ''} aria-busy={pending || undefined}>
                  <InboxCards
                    rows={table.getRowModel().rows.map((row) => row.original)}
                    card={card}
                    rowName={rowName}
                    itemEndpoint={itemEndpoint}
                    onChange={change}
                    onView={onView}
                  />
                </div>
              )}
              <Pager table={table} pagination={pagination} total={total} />
            </>
          )
        }
      </Loaded>
      {details && (
        <DetailsDialog title={details.title} onClose={() => setViewing(null)}>
          {viewing &&
            details.render(viewing, {
              changed: (patch) => {
                change(viewing.id, patch);
                setViewing({ ...viewing, ...patch });
              },
              deleted: () => {
                list.remove(viewing.id);
                setViewing(null);
              },
            })}
        </DetailsDialog>
      )}
    </div>
  );
}

type InboxTableModel<T extends InboxRow> = ReactTable<typeof features, T>;

/** The rows under headers that sort on a click (the order is announced by aria-sort). */
function RowsTable<T extends InboxRow>({ table }: { table: InboxTableModel<T> }) {
  return (
    <table className="w-full text-left text-sm" data-testid="inbox-table">
      <thead className="text-stone">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sortedAs = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sortedAs === 'asc' ? 'ascending' : sortedAs === 'desc' ? 'descending' : undefined}
                  className="px-3 py-3 align-bottom font-medium whitespace-nowrap"
                >
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className="inline-flex items-center gap-1 hover:text-ink"
                    >
                      <table.FlexRender header={header} />
                      <span aria-hidden="true">{sortedAs === 'asc' ? '↑' : sortedAs === 'desc' ? '↓' : '↕'}</span>
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
              <td key={cell.id} className="px-3 py-3">
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface PagerProps<T extends InboxRow> {
  table: InboxTableModel<T>;
  pagination: PaginationState;
  total: number;
}

function Pager<T extends InboxRow>({ table, pagination: { pageIndex, pageSize }, total }: PagerProps<T>) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const { t } = useAdminT();
  // The nav's text-sm is the buttons' too (md-snug says it again).
  const button = { variant: 'secondary', size: 'md-snug', className: 'disabled:opacity-40' } as const;
  return (
    <nav aria-label={t('admin.inbox.pages')} className="mt-4 flex flex-wrap items-center gap-4 text-sm">
      <Button {...button} onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
        {t('admin.inbox.previous')}
      </Button>
      <span>{t('admin.inbox.pageOf', { page: pageIndex + 1, pages: pageCount, total })}</span>
      <Button {...button} onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
        {t('admin.inbox.next')}
      </Button>
      <label className="ml-auto flex items-center gap-2">
        {t('admin.inbox.rowsPerPage')}
        <select
          value={pageSize}
          onChange={(e) => table.setPagination({ pageIndex: 0, pageSize: Number(e.target.value) })}
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
  );
}
