// An enquiry's details (furniture requests and general enquiries alike): what the customer sent, with their phone and
// e-mail as links, and its follow-through (status, follow-up, activity, deletion); and the inbox column that shows a
// phone or an e-mail as a link.
import { useCallback } from 'react';
import { api } from '../../lib/api.ts';
import { adminT, useAdminT } from '../admin/i18n.ts';
import { Loaded, useLoaded } from '../admin/Loaded.tsx';
import { ContactLink, Detail } from './Details.tsx';
import type { DetailsActions } from './InboxTable.tsx';
import type { InboxColumn } from './inbox-columns.ts';
import { createdText } from './inbox-columns.ts';
import { PipelinePanel } from './Pipeline.tsx';
import type { InquiryDetails, InquirySummary } from './schema.ts';
import { VisitorPictures } from './VisitorPictures.tsx';

export function InquiryDetailsView({ id, actions }: { id: string; actions: DetailsActions }) {
  const endpoint = `/api/admin/inquiries/${id}`;
  const { state, reload } = useLoaded(useCallback(() => api<InquiryDetails>(endpoint), [endpoint]));
  const { t } = useAdminT();
  return (
    <Loaded state={state} className="">
      {(request) => (
        <div className="space-y-5">
          <PipelinePanel
            request={request}
            name={request.name}
            endpoint={endpoint}
            onChange={(patch) => {
              actions.changed(patch);
              void reload();
            }}
            onDeleted={actions.deleted}
          />
          <dl className="grid gap-4 text-sm sm:grid-cols-2" data-testid="inquiry-details">
            <Detail label={t('admin.inbox.col.created')} value={createdText(request.createdAt)} />
            <Detail label={t('admin.inbox.col.name')} value={request.name} />
            <Detail
              label={t('admin.inbox.col.email')}
              value={request.email && <ContactLink kind="mailto" value={request.email} />}
            />
            <Detail
              label={t('admin.inbox.col.phone')}
              value={request.phone && <ContactLink kind="tel" value={request.phone} />}
            />
            <Detail
              className="sm:col-span-2"
              label={t('admin.inbox.col.message')}
              value={request.message && <span className="whitespace-pre-wrap">{request.message}</span>}
            />
          </dl>
          <VisitorPictures pictures={request.pictures} />
        </div>
      )}
    </Loaded>
  );
}

/** A sortable phone or e-mail column whose values call or write; blank reads as a dash. */
export function contactColumn(id: 'phone' | 'email'): InboxColumn<InquirySummary> {
  return {
    id,
    accessorFn: (row) => row[id],
    header: () => adminT(`admin.inbox.col.${id}`),
    sortDescFirst: false,
    cell: ({ row }) => {
      const value = row.original[id];
      return value ? <ContactLink kind={id === 'phone' ? 'tel' : 'mailto'} value={value} /> : '—';
    },
  };
}
