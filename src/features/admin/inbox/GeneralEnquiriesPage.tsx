// /admin/general-quotes 'General Quotes' — 'Submissions from the contact form.': Created, Name, Email, Phone, Message,
// Delivered, Admin Notes.
import type { InquirySummary } from '../../inbox/schema.ts';
import { InboxTable } from './InboxTable.tsx';
import { createdColumn, type InboxColumn, inquiryEndpoints, textColumn } from './inbox-columns.ts';

const columns: InboxColumn<InquirySummary>[] = [
  createdColumn(),
  textColumn('name', 'Name'),
  textColumn('email', 'Email'),
  textColumn('phone', 'Phone'),
  {
    id: 'message',
    header: 'Message',
    enableSorting: false,
    cell: ({ row }) => <p className="max-w-md whitespace-pre-wrap">{row.original.message ?? '—'}</p>,
  },
];

export default function GeneralEnquiriesPage() {
  return (
    <>
      <h1 className="font-serif text-4xl">General Quotes</h1>
      <p className="mt-2 text-stone">Submissions from the contact form.</p>
      <InboxTable
        {...inquiryEndpoints('GENERAL')}
        columns={columns}
        rowName={(enquiry) => enquiry.name}
        empty="No submissions yet."
      />
    </>
  );
}
