// /admin/furniture-quotes 'User Requests': the furniture enquiries — Created, Name, Phone, Delivered, Admin Notes,
// and View → 'Inquiry Details'.
import type { InquirySummary } from '../../inbox/schema.ts';
import { Detail } from './Details.tsx';
import { InboxTable } from './InboxTable.tsx';
import { createdColumn, createdText, type InboxColumn, inquiryEndpoints, textColumn } from './inbox-columns.ts';

const columns: InboxColumn<InquirySummary>[] = [
  createdColumn(),
  textColumn('name', 'Name'),
  textColumn('phone', 'Phone'),
];

export default function FurnitureRequestsPage() {
  return (
    <>
      <h1 className="font-serif text-4xl">User Requests</h1>
      <p className="mt-2 text-stone">Furniture enquiries from the cabinet furniture page.</p>
      <InboxTable
        {...inquiryEndpoints('FURNITURE')}
        columns={columns}
        rowName={(request) => request.name}
        empty="No requests yet."
        details={{
          title: 'Inquiry Details',
          render: (request) => (
            <dl className="grid gap-4 text-sm sm:grid-cols-2" data-testid="inquiry-details">
              <Detail label="Created" value={createdText(request.createdAt)} />
              <Detail label="Name" value={request.name} />
              <Detail label="Email" value={request.email} />
              <Detail label="Phone" value={request.phone} />
              <Detail
                className="sm:col-span-2"
                label="Message"
                value={request.message && <span className="whitespace-pre-wrap">{request.message}</span>}
              />
            </dl>
          ),
        }}
      />
    </>
  );
}
