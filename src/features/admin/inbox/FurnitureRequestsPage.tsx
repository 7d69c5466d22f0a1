// /admin/furniture-quotes 'User Requests': the furniture enquiries — Created, Name, Phone, Delivered, Admin Notes,
// and View → 'Inquiry Details'.
import type { InquirySummary } from '../../inbox/schema.ts';
import { useAdminT } from '../i18n.ts';
import { Detail } from './Details.tsx';
import { InboxTable } from './InboxTable.tsx';
import { createdColumn, createdText, type InboxColumn, inquiryEndpoints, textColumn } from './inbox-columns.ts';

const columns: InboxColumn<InquirySummary>[] = [
  createdColumn(),
  textColumn('name', 'admin.inbox.col.name'),
  textColumn('phone', 'admin.inbox.col.phone'),
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
          render: (request) => (
            <dl className="grid gap-4 text-sm sm:grid-cols-2" data-testid="inquiry-details">
              <Detail label={t('admin.inbox.col.created')} value={createdText(request.createdAt)} />
              <Detail label={t('admin.inbox.col.name')} value={request.name} />
              <Detail label={t('admin.inbox.col.email')} value={request.email} />
              <Detail label={t('admin.inbox.col.phone')} value={request.phone} />
              <Detail
                className="sm:col-span-2"
                label={t('admin.inbox.col.message')}
                value={request.message && <span className="whitespace-pre-wrap">{request.message}</span>}
              />
            </dl>
          ),
        }}
      />
    </>
  );
}
