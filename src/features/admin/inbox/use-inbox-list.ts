// The data of an inbox list: one page of rows as the server sorts, searches and cuts them, the search sent 300 ms
// after typing stops, the CSV address of what is shown, and local changes to a row (optimistic edits).
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { type SetStateAction, useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../../../lib/api.ts';
import type { Page } from '../../inbox/schema.ts';
import { DEFAULT_PAGE_SIZE } from '../../inbox/schema.ts';
import { useLoaded } from '../Loaded.tsx';
import type { InboxRow } from './inbox-columns.ts';

export function useInboxList<T extends InboxRow>(endpoint: string) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');

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

  return {
    state,
    pending,
    change,
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
