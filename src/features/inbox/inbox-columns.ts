// What the inbox lists share: the row every list has, the table's features, dates in the manager's language, and
// where the enquiry lists live (the shared columns: RequestCells.tsx).
import { type ColumnDef, rowPaginationFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import { $adminLang, adminLocale } from '../admin/i18n.ts';
import type { EnquiryType } from '../enquiries/schema.ts';
import type { DuplicateMarks, RequestStatus } from './schema.ts';

export interface InboxRow extends DuplicateMarks {
  id: string;
  /** D-10001, F-10001, G-10001: what the customer quotes on the phone. */
  reference: string;
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

/** Where an enquiry list and its rows live. */
export const inquiryEndpoints = (type: EnquiryType) => ({
  endpoint: `/api/admin/inquiries?type=${type}`,
  itemEndpoint: (id: string) => `/api/admin/inquiries/${id}`,
});
