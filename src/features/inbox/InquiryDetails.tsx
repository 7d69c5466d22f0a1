// An enquiry's details (furniture requests and general enquiries alike): what the customer sent, with their phone and
// e-mail as links, and its follow-through (status, follow-up, activity, deletion).
import { useCallback } from 'react';
import { api } from '../../lib/api.ts';
import { useAdminT } from '../admin/i18n.ts';
import { Loaded, useLoaded } from '../admin/Loaded.tsx';
import { ContactLink, Detail } from './Details.tsx';
import { DuplicatePanel } from './DuplicateMark.tsx';
import type { DetailsActions } from './InboxTable.tsx';
import { createdText } from './inbox-columns.ts';
import { PipelinePanel } from './Pipeline.tsx';
import type { InquiryDetails } from './schema.ts';
import { VisitorPictures } from './VisitorPictures.tsx';

export function InquiryDetailsView({ id, actions }: { id: string; actions: DetailsActions }) {
  const endpoint = `/api/admin/inquiries/${id}`;
  const { state, reload } = useLoaded(useCallback(() => api<InquiryDetails>(endpoint), [endpoint]));
  const { t } = useAdminT();
  return (
    <Loaded state={state} className="">
      {(request) => (
        <div className="space-y-5">
          <DuplicatePanel
            request={request}
            endpoint={endpoint}
            onChange={(patch) => {
              actions.changed(patch);
              void reload();
            }}
          />
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
            <Detail label={t('admin.inbox.col.reference')} value={request.reference} />
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
