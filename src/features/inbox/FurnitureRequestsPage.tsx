// /admin/furniture-quotes 'User Requests': the furniture enquiries — Request (reference with a likely duplicate's
// mark, created, View), Customer (name, phone, e-mail), Message, Status with its follow-up, Admin Notes (a card each
// on a narrow screen); View → 'Inquiry Details' with its follow-through.

import { useAdminT } from '../admin/i18n.ts';
import { InboxTable } from './InboxTable.tsx';
import { InquiryDetailsView } from './InquiryDetails.tsx';
import { type InboxColumn, inquiryEndpoints } from './inbox-columns.ts';
import { contactOf, customerColumn, inquiryCard, messageColumn } from './RequestCells.tsx';
import type { InquirySummary } from './schema.ts';

// After the Request column (reference with a likely duplicate's mark, created, View: InboxTable's own).
const columns: InboxColumn<InquirySummary>[] = [customerColumn('name', contactOf), messageColumn()];

export default function FurnitureRequestsPage() {
  const { t } = useAdminT();
  return (
    <>
      <h1 className="font-serif text-4xl">{t('admin.nav.furnitureQuotes')}</h1>
      <p className="mt-2 text-stone">{t('admin.inbox.furniture.intro')}</p>
      <InboxTable
        {...inquiryEndpoints('FURNITURE')}
        columns={columns}
        card={inquiryCard}
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
