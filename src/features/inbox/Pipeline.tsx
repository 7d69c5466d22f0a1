// Where a request stands (docs/product.md#pipeline): the status select of an inbox row (Lost asks its reason first),
// and in a request's details its follow-through — status, follow-up date, the dated activity, and deletion on the
// customer's demand. Every change is a PATCH of the request; the row and the sidebar badges follow at once, and a
// change the server refused is undone with a message.

import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog, DialogTitle } from '../../components/ui/Dialog.tsx';
import { inputClass, TextField } from '../../components/ui/TextField.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { shopToday } from '../../lib/shop-day.ts';
import { notify } from '../../lib/toast.tsx';
import { statsChanged } from '../admin/AdminShell.tsx';
import { adminT, useAdminT } from '../admin/i18n.ts';
import { bookingActivityText } from '../bookings/admin/activity.ts';
import { OfferButton } from '../offers/admin/OfferButton.tsx';
import { orderActivityText } from '../orders/admin/activity.ts';
import { createdText, dayText, type InboxRow } from './inbox-columns.ts';
import { type ActivityEntry, type RequestStatus, STATUSES } from './schema.ts';

/** Sends a change of one request; the answer (its summary) or a message, and null, when refused. */
async function send(endpoint: string, body: object): Promise<Partial<InboxRow> | null> {
  try {
    const answer = await api<Partial<InboxRow>>(endpoint, { method: 'PATCH', body });
    statsChanged();
    return answer;
  } catch (error) {
    void notify('error', adminT('admin.inbox.saveFailed'), error instanceof ApiError ? error.message : undefined);
    return null;
  }
}

interface StatusProps {
  row: Pick<InboxRow, 'id' | 'status'>;
  /** How the request is named to screen readers. */
  name: string;
  endpoint: string;
  /** The row as it is now (optimistically), or as the server answered. */
  onChange: (patch: Partial<InboxRow>) => void;
  /** The select's width where it sits (a table cell, a card). */
  className?: string;
}

/** The status of one request: a select; Lost opens a dialog for the reason, and nothing changes until it is given. */
export function StatusSelect({ row, name, endpoint, onChange, className = '' }: StatusProps) {
  const [askingWhy, setAskingWhy] = useState(false);
  const { t } = useAdminT();

  async function move(status: RequestStatus, lostReason?: string) {
    const before = row.status;
    onChange({ status, delivered: status !== 'NEW' });
    const answer = await send(endpoint, { status, ...(lostReason && { lostReason }) });
    onChange(answer ?? { status: before, delivered: before !== 'NEW' });
    return answer !== null;
  }

  return (
    <>
      <select
        value={row.status}
        onChange={(e) => {
          const status = e.target.value as RequestStatus;
          if (status === 'LOST') setAskingWhy(true);
          else void move(status);
        }}
        aria-label={t('admin.inbox.statusLabel', { name })}
        data-status={row.status}
        className={`min-h-10 rounded-xl border border-ink/20 bg-white px-3 text-sm data-[status=NEW]:border-oak-dark data-[status=NEW]:font-medium ${className}`}
      >
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`admin.inbox.status.${status}`)}
          </option>
        ))}
      </select>
      {askingWhy && <LostDialog onClose={() => setAskingWhy(false)} onSave={(reason) => move('LOST', reason)} />}
    </>
  );
}

function LostDialog({ onClose, onSave }: { onClose: () => void; onSave: (reason: string) => Promise<boolean> }) {
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const { t } = useAdminT();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return;
    setSaving(true);
    if (await onSave(reason.trim())) onClose();
    else setSaving(false);
  }
  return (
    <Dialog open onClose={onClose} width="w-[min(30rem,calc(100vw-2rem))]">
      <form onSubmit={submit} className="space-y-4 p-6 md:p-8">
        <DialogTitle>{t('admin.inbox.lost.title')}</DialogTitle>
        <TextField
          id="lost-reason"
          label={t('admin.inbox.lost.reason')}
          value={reason}
          onChange={setReason}
          maxLength={300}
          required
          aria-describedby="lost-reason-hint"
        />
        <p id="lost-reason-hint" className="-mt-2 text-xs text-stone">
          {t('admin.inbox.lost.hint')}
        </p>
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className="min-h-11 rounded-full px-5 ring-1 ring-ink/20">
            {t('admin.inbox.cancel')}
          </button>
          <button
            type="submit"
            disabled={saving || !reason.trim()}
            className="min-h-11 rounded-full bg-ink px-5 text-sand hover:bg-oak-dark disabled:opacity-50"
          >
            {saving ? t('admin.inbox.saving') : t('admin.inbox.lost.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** A follow-up date in words, marked when it is past. */
export function FollowUpText({ date }: { date: string | null }) {
  const { t } = useAdminT();
  if (!date) return <span className="text-stone">—</span>;
  const overdue = date < shopToday();
  return (
    <span className={`whitespace-nowrap tabular-nums ${overdue ? 'font-medium text-red-800' : ''}`}>
      {dayText(date)}
      {overdue && <span className="block text-xs">{t('admin.inbox.overdue')}</span>}
    </span>
  );
}

interface PanelProps {
  request: Pick<InboxRow, 'id' | 'status' | 'lostReason' | 'followUpOn' | 'createdAt'> & { activity: ActivityEntry[] };
  name: string;
  endpoint: string;
  /** After any change: the row in the list, and the details read again (for the new activity). */
  onChange: (patch: Partial<InboxRow>) => void;
  onDeleted: () => void;
}

/** A request's follow-through in its details: status, follow-up date, activity, deletion. */
export function PipelinePanel({ request, name, endpoint, onChange, onDeleted }: PanelProps) {
  const { t } = useAdminT();
  const id = useId();
  const [deleting, setDeleting] = useState(false);

  const [draft, setDraft] = useState(request.followUpOn ?? '');
  useEffect(() => setDraft(request.followUpOn ?? ''), [request.followUpOn]);

  async function followUp(date: string | null) {
    const answer = await send(endpoint, { followUpOn: date });
    if (answer) onChange(answer);
    else setDraft(request.followUpOn ?? '');
  }
  const commitFollowUp = () => {
    if (draft !== (request.followUpOn ?? '')) void followUp(draft || null);
  };

  async function remove() {
    if (!confirm(t('admin.inbox.deleteConfirm'))) return;
    setDeleting(true);
    try {
      await api(endpoint, { method: 'DELETE' });
      statsChanged();
      void notify('success', t('admin.inbox.deleted'));
      onDeleted();
    } catch (error) {
      setDeleting(false);
      void notify('error', t('admin.inbox.saveFailed'), error instanceof ApiError ? error.message : undefined);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5">
      <h3 id={`${id}-title`} className="font-medium">
        {t('admin.inbox.pipeline.title')}
      </h3>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <div>
          <p className="text-xs font-medium text-stone">{t('admin.inbox.col.status')}</p>
          <StatusSelect row={request} name={name} endpoint={endpoint} onChange={onChange} />
        </div>
        <div>
          <label htmlFor={`${id}-follow`} className="text-xs font-medium text-stone">
            {t('admin.inbox.pipeline.followUp')}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            {/* Saved when focus leaves or on Enter, not on each change: typing a year passes through 0002, 0020… */}
            <input
              id={`${id}-follow`}
              type="date"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onBlur={commitFollowUp}
              onKeyDown={(e) => {
                if (e.key === 'Enter') commitFollowUp();
              }}
              className={`${inputClass} mt-0 min-h-10 w-auto py-1.5`}
            />
            {request.followUpOn && (
              <Button
                variant="secondary"
                size="none"
                className="min-h-10 px-3 text-sm"
                onClick={() => void followUp(null)}
              >
                {t('admin.inbox.pipeline.clearFollowUp')}
              </Button>
            )}
          </div>
        </div>
      </div>
      <OfferButton requestId={request.id} />
      {request.status === 'LOST' && request.lostReason && (
        <p className="mt-2 text-sm text-stone">
          {t('admin.inbox.pipeline.lostBecause', { reason: request.lostReason })}
        </p>
      )}
      <h4 className="mt-5 text-sm font-medium">{t('admin.inbox.activity.title')}</h4>
      <ol className="mt-2 space-y-2 border-l-2 border-oak/30 pl-4 text-sm" data-testid="activity">
        <li>
          <p>{t('admin.inbox.activity.received')}</p>
          <p className="text-xs text-stone">{createdText(request.createdAt)}</p>
        </li>
        {request.activity.map((entry) => (
          <li key={entry.id}>
            <p className="break-words whitespace-pre-wrap">{activityText(entry)}</p>
            <p className="text-xs text-stone">
              {entry.by
                ? t('admin.inbox.activity.by', { when: createdText(entry.createdAt), by: entry.by })
                : createdText(entry.createdAt)}
            </p>
          </li>
        ))}
      </ol>
      <div className="mt-6 border-t border-ink/10 pt-4">
        <Button
          variant="danger"
          size="md"
          className="disabled:opacity-50"
          onClick={() => void remove()}
          disabled={deleting}
          aria-describedby={`${id}-delete-hint`}
        >
          {t('admin.inbox.delete')}
        </Button>
        <p id={`${id}-delete-hint`} className="mt-1.5 text-xs text-stone">
          {t('admin.inbox.deleteHint')}
        </p>
      </div>
    </section>
  );
}

function activityText(entry: ActivityEntry): string {
  if (entry.kind === 'STATUS') {
    if (entry.status === 'LOST') return adminT('admin.inbox.activity.lost', { reason: entry.lostReason ?? '' });
    return adminT('admin.inbox.activity.status', { status: adminT(`admin.inbox.status.${entry.status ?? 'NEW'}`) });
  }
  if (entry.kind === 'FOLLOW_UP') {
    return entry.followUpOn
      ? adminT('admin.inbox.activity.followUp', { date: dayText(entry.followUpOn) })
      : adminT('admin.inbox.activity.followUpCleared');
  }
  if (entry.kind === 'MERGED_INTO' || entry.kind === 'MERGED_FROM' || entry.kind === 'NOT_DUPLICATE') {
    return adminT(`admin.inbox.activity.${entry.kind}`, { reference: entry.reference ?? '—' });
  }
  if (entry.kind === 'OFFER_PREPARED') return adminT('admin.inbox.activity.OFFER_PREPARED');
  if (entry.kind === 'OFFER_SENT') return adminT('admin.inbox.activity.OFFER_SENT', { number: entry.note ?? '' });
  if (entry.kind === 'OFFER_ACCEPTED') {
    return adminT('admin.inbox.activity.OFFER_ACCEPTED', { reference: entry.reference ?? '—' });
  }
  if (entry.kind === 'OFFER_CHANGES') return adminT('admin.inbox.activity.OFFER_CHANGES', { note: entry.note ?? '' });
  if (entry.kind === 'ORDER_PAYMENT' || entry.kind === 'ORDER_STAGE' || entry.kind === 'ORDER_INVOICE') {
    return orderActivityText(entry);
  }
  if (entry.kind === 'BOOKING') return bookingActivityText(entry);
  return entry.note
    ? adminT('admin.inbox.activity.note', { note: entry.note })
    : adminT('admin.inbox.activity.noteCleared');
}
