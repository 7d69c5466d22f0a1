// Likely duplicates in the inbox (docs/product.md#duplicates): the mark a row shows under its reference ("Likely
// duplicate of D-10001", "Merged into D-10001", each a link to this list searched for that reference), and in a
// request's details the manager's answer — merge it into the earlier request, or "not a duplicate" — with the requests
// merged into this one.
import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { notify } from '../../lib/toast.tsx';
import { statsChanged } from '../admin/AdminShell.tsx';
import { useAdminT } from '../admin/i18n.ts';
import type { InboxRow } from './inbox-columns.ts';
import type { DuplicateAnswer, RequestLink } from './schema.ts';

/** This list searched for a request's reference (the page reads ?q= as it opens). */
export const referenceHref = (reference: string) => `?q=${encodeURIComponent(reference)}`;

const linkClass = 'text-oak-dark underline decoration-oak/40 underline-offset-2 hover:decoration-oak';

/** A request named by its reference, as a link to it. */
export function RequestLinkTo({ link }: { link: RequestLink }) {
  return (
    <a href={referenceHref(link.reference)} className={`${linkClass} whitespace-nowrap`}>
      {link.reference}
    </a>
  );
}

/** The mark a row carries: what it likely repeats, or what it was merged into; nothing for most rows. */
export function DuplicateMark({ row }: { row: Pick<InboxRow, 'duplicateOf' | 'mergedInto'> }) {
  const { t } = useAdminT();
  if (row.mergedInto) {
    return (
      <span className="mt-1 block text-xs text-stone" data-duplicate-mark="merged">
        <Labelled text={t('admin.inbox.duplicate.mergedInto', { reference: '\u0000' })} link={row.mergedInto} />
      </span>
    );
  }
  if (!row.duplicateOf) return null;
  return (
    <span
      className="mt-1 inline-block rounded-md bg-amber-50 px-1.5 py-0.5 text-xs text-amber-900 ring-1 ring-amber-700/30"
      data-duplicate-mark="likely"
    >
      <Labelled text={t('admin.inbox.duplicate.of', { reference: '\u0000' })} link={row.duplicateOf} />
    </span>
  );
}

/** A sentence with the reference in it as a link (the sentence's words as each language puts them). */
function Labelled({ text, link }: { text: string; link: RequestLink }) {
  const [head = '', tail = ''] = text.split('\u0000');
  return (
    <>
      {head}
      <RequestLinkTo link={link} />
      {tail}
    </>
  );
}

interface PanelProps {
  request: Pick<InboxRow, 'id' | 'reference' | 'duplicateOf' | 'mergedInto'> & { mergedFrom: RequestLink[] };
  /** The request's own endpoint (/api/admin/quotes/:id); the answer goes to its /duplicate. */
  endpoint: string;
  /** After an answer: the row in the list, and the details read again (for the activity). */
  onChange: (patch: Partial<InboxRow>) => void;
}

/**
 * In a request's details: its mark with the manager's two answers, what it was merged into, and what was merged into
 * it; nothing when none of these applies.
 */
export function DuplicatePanel({ request, endpoint, onChange }: PanelProps) {
  const { t } = useAdminT();
  const id = useId();
  const [saving, setSaving] = useState(false);
  const { duplicateOf, mergedInto, mergedFrom } = request;
  if (!duplicateOf && !mergedInto && mergedFrom.length === 0) return null;

  async function answer(body: DuplicateAnswer, done: string) {
    setSaving(true);
    try {
      const summary = await api<Partial<InboxRow>>(`${endpoint}/duplicate`, { method: 'POST', body });
      statsChanged();
      void notify('success', done);
      onChange({ duplicateOf: summary.duplicateOf ?? null, mergedInto: summary.mergedInto ?? null });
    } catch (error) {
      void notify('error', t('admin.inbox.saveFailed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-amber-50/60 p-4 text-sm ring-1 ring-amber-700/20"
      data-testid="duplicate-panel"
    >
      <h3 id={`${id}-title`} className="font-medium">
        {mergedInto ? (
          <Labelled text={t('admin.inbox.duplicate.mergedInto', { reference: '\u0000' })} link={mergedInto} />
        ) : duplicateOf ? (
          <Labelled text={t('admin.inbox.duplicate.of', { reference: '\u0000' })} link={duplicateOf} />
        ) : (
          t('admin.inbox.duplicate.mergedFrom')
        )}
      </h3>
      {duplicateOf && !mergedInto && (
        <>
          <p className="mt-1 text-stone">{t('admin.inbox.duplicate.why', { reference: duplicateOf.reference })}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              variant="primary"
              size="md"
              disabled={saving}
              aria-describedby={`${id}-merge-hint`}
              onClick={() =>
                void answer(
                  { action: 'merge', into: duplicateOf.id },
                  t('admin.inbox.duplicate.mergedInto', { reference: duplicateOf.reference }),
                )
              }
            >
              {t('admin.inbox.duplicate.merge', { reference: duplicateOf.reference })}
            </Button>
            <Button
              variant="secondary"
              size="md"
              disabled={saving}
              aria-describedby={`${id}-dismiss-hint`}
              onClick={() => void answer({ action: 'dismiss' }, t('admin.inbox.duplicate.dismissed'))}
            >
              {t('admin.inbox.duplicate.dismiss')}
            </Button>
          </div>
          <p id={`${id}-merge-hint`} className="mt-2 text-xs text-stone">
            {t('admin.inbox.duplicate.mergeHint', { reference: duplicateOf.reference })}
          </p>
          <p id={`${id}-dismiss-hint`} className="mt-1 text-xs text-stone">
            {t('admin.inbox.duplicate.dismissHint')}
          </p>
        </>
      )}
      {mergedFrom.length > 0 && (
        <>
          {(duplicateOf || mergedInto) && <p className="mt-3">{t('admin.inbox.duplicate.mergedFrom')}</p>}
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1" data-testid="merged-from">
            {mergedFrom.map((link) => (
              <li key={link.id}>
                <RequestLinkTo link={link} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
