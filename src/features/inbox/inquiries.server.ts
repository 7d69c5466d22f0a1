// Furniture requests and general enquiries in the inbox: one kind of submission, listed by its type.
import type { Db } from '../../server/db.ts';
import type { EnquiryType } from '../enquiries/schema.ts';
import { getSubmission, type InboxKind, iso, listSubmissions, patchSubmission, submissionsCsv } from './data.server.ts';
import type { InboxPatch, InquiryListQuery, InquirySort, InquirySummary, Page } from './schema.ts';

interface InquiryRow {
  id: string;
  type: EnquiryType;
  created_at: Date;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  delivered: boolean;
  admin_notes: string | null;
}

const inquiries: InboxKind<InquiryRow, InquirySummary, InquirySort> = {
  table: 'inquiries',
  columns: [
    'id',
    'type',
    'created_at',
    'name',
    'email',
    'phone',
    'message',
    'delivered',
    'admin_notes',
  ] satisfies (keyof InquiryRow)[],
  toSummary: (row) => ({
    id: row.id,
    type: row.type,
    createdAt: iso(row.created_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    delivered: row.delivered,
    adminNotes: row.admin_notes,
  }),
  sorts: { createdAt: 'created_at', name: 'name', email: 'email', phone: 'phone', delivered: 'delivered' },
  searchIn: ['name', 'email', 'phone', 'message', 'admin_notes'],
  missing: 'Request not found',
};

export const listInquiries = (db: Db, query: InquiryListQuery): Promise<Page<InquirySummary>> =>
  listSubmissions(db, inquiries, query, { type: query.type });

export const inquiriesCsv = (db: Db, query: InquiryListQuery): Promise<string> =>
  submissionsCsv(
    db,
    inquiries,
    query,
    {
      columns: inquiries.columns,
      header: ['Created', 'Name', 'Email', 'Phone', 'Message', 'Delivered', 'Admin notes'],
      cells: (r) => [iso(r.created_at), r.name, r.email, r.phone, r.message, r.delivered ? 'yes' : 'no', r.admin_notes],
    },
    { type: query.type },
  );

export const getInquiry = async (db: Db, id: string): Promise<InquirySummary> =>
  inquiries.toSummary(await getSubmission(db, inquiries, id));

export const patchInquiry = (db: Db, id: string, patch: InboxPatch): Promise<InquirySummary> =>
  patchSubmission(db, inquiries, id, patch);
