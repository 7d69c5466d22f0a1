// /admin/general-quotes 'General Quotes' — 'Submissions from the contact form.': Request (reference with a likely
// duplicate's mark, created, View), Customer (name, phone, e-mail), Message, Status with its follow-up, Admin Notes (a
// card each on a narrow screen); View → the enquiry with its follow-through.

import { useAdminT } from '../admin/i18n.ts';
import { InboxTable } from './InboxTable.tsx';
import { InquiryDetailsView } from './InquiryDetails.tsx';
import { type InboxColumn, inquiryEndpoints } from './inbox-columns.ts';
import { contactOf, customerColumn, inquiryCard, messageColumn } from './RequestCells.tsx';
import type { InquirySummary } from './schema.ts';

// After the Request column (reference with a likely duplicate's mark, created, View: InboxTable's own).
const columns: InboxColumn<InquirySummary>[] = [customerColumn('name', contactOf), messageColumn()];

export default function GeneralEnquiriesPage() {
  const { t } = useAdminT();
  return (
    <>
      <h1 className="font-serif text-4xl">{t('admin.nav.generalQuotes')}</h1>
      <p className="mt-2 text-stone">{t('admin.inbox.general.intro')}</p>
      <InboxTable
        {...inquiryEndpoints('GENERAL')}
        columns={columns}
        card={inquiryCard}
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
