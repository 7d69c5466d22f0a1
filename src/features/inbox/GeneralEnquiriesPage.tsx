// /admin/general-quotes 'General Quotes' — 'Submissions from the contact form.': Created, Name, Email, Phone, Message,
// Status, Follow up, Admin Notes, and View → the enquiry with its follow-through.

import { adminT, useAdminT } from '../admin/i18n.ts';
import { InboxTable } from './InboxTable.tsx';
import { contactColumn, InquiryDetailsView } from './InquiryDetails.tsx';
import { createdColumn, type InboxColumn, inquiryEndpoints, textColumn } from './inbox-columns.ts';
import type { InquirySummary } from './schema.ts';

const columns: InboxColumn<InquirySummary>[] = [
  createdColumn(),
  textColumn('name', 'admin.inbox.col.name'),
  contactColumn('email'),
  contactColumn('phone'),
  {
    id: 'message',
    header: () => adminT('admin.inbox.col.message'),
    enableSorting: false,
    cell: ({ row }) => <p className="max-w-md whitespace-pre-wrap">{row.original.message ?? '—'}</p>,
  },
];

export default function GeneralEnquiriesPage() {
  const { t } = useAdminT();
  return (
    <>
      <h1 className="font-serif text-4xl">{t('admin.nav.generalQuotes')}</h1>
      <p className="mt-2 text-stone">{t('admin.inbox.general.intro')}</p>
      <InboxTable
        {...inquiryEndpoints('GENERAL')}
        columns={columns}
        rowName={(enquiry) => enquiry.name}
        empty={t('admin.inbox.general.empty')}
        details={{
          title: t('admin.inbox.general.details'),
          render: (enquiry, actions) => <InquiryDetailsView id={enquiry.id} actions={actions} />,
        }}
      />
    </>
  );
}
