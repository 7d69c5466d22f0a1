// The data of an inbox list: one page of rows as the server sorts, searches, filters by status and cuts them, the
// search sent 300 ms after typing stops (a link's ?q= starts it: the overview's follow-ups), the CSV address of what
// is shown (both in the back office's language), and local changes to a row (optimistic edits, a deletion).
import { useStore } from '@nanostores/react';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { type SetStateAction, useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../../lib/api.ts';
import { $adminLang } from '../admin/i18n.ts';
import { useLoaded } from '../admin/Loaded.tsx';
import type { InboxRow } from './inbox-columns.ts';
import type { Page, RequestStatus } from './schema.ts';
import { DEFAULT_PAGE_SIZE } from './schema.ts';

/** The search a link to the list carries (?q=D-10001). */
const linkedSearch = () =>
  typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('q') ?? '').trim();

export function useInboxList<T extends InboxRow>(endpoint: string) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [search, setSearch] = useState(linkedSearch);
  const [q, setQ] = useState(linkedSearch);
  const [status, setStatusFilter] = useState<RequestStatus | ''>('');
  // The stored words of a request (a quote's doors) come in the back office's language: fetched again on a switch.
  const lang = useStore($adminLang);

  // From the first page, and nothing is fetched again when the trimmed text did not change.
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
      lang,
    });
    if (q) params.set('q', q);
    if (status) params.set('status', status);
    return params.toString();
  }, [pagination, sorting, q, status, lang]);
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

  const remove = useCallback(
    (id: string) =>
      update((page) => ({ ...page, items: page.items.filter((row) => row.id !== id), total: page.total - 1 })),
    [update],
  );

  return {
    state,
    pending,
    change,
    remove,
    status,
    /** Only the requests with this status ('' for all), from the first page. */
    filterStatus: (next: RequestStatus | '') => {
      setStatusFilter(next);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    sorting,
    /** A new order starts from the first page. */
    sortBy: (next: SetStateAction<SortingState>) => {
      setSorting(next);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    pagination,
    setPagination,
    search,
    setSearch,
    /** The search the shown rows answer (trimmed, '' for none). */
    q,
    csvHref: `${endpoint}${join}${csvQuery}`,
  };
}
