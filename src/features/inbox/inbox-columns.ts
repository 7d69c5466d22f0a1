// The columns the inbox lists share: the row every list has, the table's features, and the column makers.
import { type ColumnDef, rowPaginationFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import type { MessageKey } from '../../lib/i18n.ts';
import { $adminLang, adminLocale, adminT } from '../admin/i18n.ts';
import type { EnquiryType } from '../enquiries/schema.ts';
import type { RequestStatus } from './schema.ts';

export interface InboxRow {
  id: string;
  createdAt: string;
  delivered: boolean;
  status: RequestStatus;
  lostReason: string | null;
  followUpOn: string | null;
  adminNotes: string | null;
}

export const features = tableFeatures({ rowPaginationFeature, rowSortingFeature });
export type InboxColumn<T extends InboxRow> = ColumnDef<typeof features, T, unknown>;

/** A moment in the back office's language (read when a row renders: the table re-renders on a switch). */
export const createdText = (iso: string) =>
  new Date(iso).toLocaleString(adminLocale($adminLang.get()), { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar day (YYYY-MM-DD, a follow-up) in the back office's language: "25 Nov 2026", "25 лист. 2026 р.". */
export const dayText = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString(adminLocale($adminLang.get()), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

/** The Created column every inbox list starts with (sortable: its id is the server's sort name). */
export function createdColumn<T extends InboxRow>(): InboxColumn<T> {
  return {
    id: 'createdAt',
    accessorFn: (row) => row.createdAt,
    header: () => adminT('admin.inbox.col.created'),
    cell: ({ row }) => createdText(row.original.createdAt),
  };
}

/** A sortable text column (A→Z first); blank values read as a dash. */
export function textColumn<T extends InboxRow>(id: keyof T & string, header: MessageKey): InboxColumn<T> {
  return {
    id,
    accessorFn: (row) => row[id],
    header: () => adminT(header),
    sortDescFirst: false,
    cell: ({ row }) => (row.original[id] as string | null) ?? '—',
  };
}

/** Where an enquiry list and its rows live. */
export const inquiryEndpoints = (type: EnquiryType) => ({
  endpoint: `/api/admin/inquiries?type=${type}`,
  itemEndpoint: (id: string) => `/api/admin/inquiries/${id}`,
});
