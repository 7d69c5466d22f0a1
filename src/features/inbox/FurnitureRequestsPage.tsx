// /admin/furniture-quotes 'User Requests': the furniture enquiries — Created, Name, Phone, Status, Follow up, Admin
// Notes, and View → 'Inquiry Details' with its follow-through.

import { useAdminT } from '../admin/i18n.ts';
import { InboxTable } from './InboxTable.tsx';
import { contactColumn, InquiryDetailsView } from './InquiryDetails.tsx';
import { createdColumn, type InboxColumn, inquiryEndpoints, textColumn } from './inbox-columns.ts';
import type { InquirySummary } from './schema.ts';

const columns: InboxColumn<InquirySummary>[] = [
  createdColumn(),
  textColumn('name', 'admin.inbox.col.name'),
  contactColumn('phone'),
];

export default function FurnitureRequestsPage() {
  const { t } = useAdminT();
  return (
    <>
      <h1 className="font-serif text-4xl">{t('admin.nav.furnitureQuotes')}</h1>
      <p className="mt-2 text-stone">{t('admin.inbox.furniture.intro')}</p>
      <InboxTable
        {...inquiryEndpoints('FURNITURE')}
        columns={columns}
        rowName={(request) => request.name}
        empty={t('admin.inbox.furniture.empty')}
        details={{
          title: t('admin.inbox.furniture.details'),
          render: (request, actions) => <InquiryDetailsView id={request.id} actions={actions} />,
        }}
      />
    </>
  );
}
