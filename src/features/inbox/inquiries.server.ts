// Furniture requests and general enquiries in the inbox: one kind of submission, listed by its type.
import type { Db } from '../../server/db.ts';
import { picturesOf } from '../uploads/pictures.server.ts';
import {
  followUpOn,
  getSubmission,
  type InboxKind,
  type InboxRow,
  iso,
  listSubmissions,
  submissionsCsv,
} from './data.server.ts';
import { answerDuplicate, type DuplicateColumns, duplicateOf, mergedFrom, mergedInto } from './duplicates.server.ts';
import { activityOf, deleteSubmission, patchSubmission } from './pipeline.server.ts';
import type {
  DuplicateAnswer,
  InboxPatch,
  InquiryDetails,
  InquiryListQuery,
  InquirySort,
  InquirySummary,
  Page,
} from './schema.ts';

/** The columns a summary (and the CSV, and the details) is read from, as stored (and follow_up_on, as text). */
const SUMMARY = [
  'id',
  'type',
  'reference',
  'created_at',
  'name',
  'email',
  'phone',
  'message',
  'delivered',
  'status',
  'lost_reason',
  'admin_notes',
] as const;

type InquiryRow = InboxRow<'inquiries', (typeof SUMMARY)[number]> & DuplicateColumns;

const inquiries: InboxKind<'inquiries', InquiryRow, InquirySummary, InquirySort> = {
  table: 'inquiries',
  from: (db) => db.selectFrom('inquiries'),
  requestKind: 'INQUIRY',
  outboxKinds: ['INQUIRY'],
  columns: (query) => query.select([...SUMMARY, followUpOn, duplicateOf('inquiries'), mergedInto('inquiries')]),
  toSummary: (row) => ({
    id: row.id,
    type: row.type,
    reference: row.reference,
    createdAt: iso(row.created_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    delivered: row.status !== 'NEW',
    status: row.status,
    lostReason: row.lost_reason,
    followUpOn: row.follow_up_on,
    adminNotes: row.admin_notes,
    duplicateOf: row.duplicate_of,
    mergedInto: row.merged_into_link,
  }),
  sorts: {
    createdAt: 'created_at',
    name: 'name',
    email: 'email',
    phone: 'phone',
    delivered: 'delivered',
    status: 'status',
    followUpOn: 'follow_up_on',
  },
  missing: 'Request not found',
};

export const listInquiries = (db: Db, query: InquiryListQuery): Promise<Page<InquirySummary>> =>
  listSubmissions(db, inquiries, query, { type: query.type });

export const inquiriesCsv = (db: Db, query: InquiryListQuery): ReadableStream<Uint8Array> =>
  submissionsCsv(
    db,
    inquiries,
    query,
    {
      columns: inquiries.columns,
      header: [
        'Reference',
        'Created',
        'Name',
        'Email',
        'Phone',
        'Message',
        'Status',
        'Lost reason',
        'Follow up on',
        'Delivered',
        'Admin notes',
      ],
      cells: (r) => [
        r.reference,
        iso(r.created_at),
        r.name,
        r.email,
        r.phone,
        r.message,
        r.status,
        r.lost_reason,
        r.follow_up_on,
        r.status !== 'NEW' ? 'yes' : 'no',
        r.admin_notes,
      ],
    },
    { type: query.type },
  );

export async function getInquiry(db: Db, id: string): Promise<InquiryDetails> {
  const [row, activity, pictures, merged] = await Promise.all([
    getSubmission(db, inquiries, id, inquiries.columns),
    activityOf(db, id),
    picturesOf(db, { inquiry_id: id }),
    mergedFrom(db, 'inquiries', id),
  ]);
  return { ...inquiries.toSummary(row), pictures, activity, mergedFrom: merged };
}

export const patchInquiry = (db: Db, id: string, patch: InboxPatch, by: string): Promise<InquirySummary> =>
  patchSubmission(db, inquiries, id, patch, by);

export const deleteInquiry = (db: Db, id: string, by: string): Promise<void> => deleteSubmission(db, inquiries, id, by);

/** The manager's answer to an enquiry's duplicate mark (docs/product.md#duplicates). */
export const answerInquiryDuplicate = (
  db: Db,
  id: string,
  answer: DuplicateAnswer,
  by: string,
): Promise<InquirySummary> => answerDuplicate(db, inquiries, id, answer, by);
