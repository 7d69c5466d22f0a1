// The inbox on a phone or a tablet (below 1024 px, where no table of it fits): a card per request — who, what about,
// how much, a big button that calls them, the status and its follow-up day, View, and the notes — in the order the
// list is sorted. The cards are a list of articles, each named by its heading, so a screen reader moves card to card.
import { useMedia } from '../../lib/use-media.ts';
import { useAdminT } from '../admin/i18n.ts';
import { ContactLink } from './Details.tsx';
import { DuplicateMark } from './DuplicateMark.tsx';
import { createdText, type InboxRow } from './inbox-columns.ts';
import { FollowUpLine, NotesCell } from './ManagerCells.tsx';
import { StatusSelect } from './Pipeline.tsx';
import { type CardFace, ViewButton } from './RequestCells.tsx';

/** Where the table fits and the cards give way to it (Tailwind's lg). */
const WIDE = '(min-width: 64rem)';

/** Whether the screen is wide enough for the inbox's table (the back office renders only in the browser). */
export const useWideScreen = (): boolean => useMedia(WIDE);

interface Props<T extends InboxRow> {
  rows: T[];
  card: (row: T) => CardFace;
  rowName: (row: T) => string;
  itemEndpoint: (id: string) => string;
  onChange: (id: string, patch: Partial<InboxRow>) => void;
  onView?: ((row: T) => void) | undefined;
}

export function InboxCards<T extends InboxRow>({ rows, card, rowName, itemEndpoint, onChange, onView }: Props<T>) {
  const { t } = useAdminT();
  return (
    <ul aria-label={t('admin.inbox.cards')} className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="inbox-cards">
      {rows.map((row) => {
        const face = card(row);
        const name = rowName(row);
        const headingId = `request-${row.id}`;
        return (
          <li key={row.id} data-row={row.id}>
            <article
              aria-labelledby={headingId}
              className="flex h-full flex-col gap-3 rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5"
            >
              <header>
                <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-stone">
                  <span className="font-medium text-ink tabular-nums">{row.reference}</span>
                  <span>{createdText(row.createdAt)}</span>
                </p>
                <DuplicateMark row={row} />
                <h2 id={headingId} className="mt-1 text-lg font-medium break-words">
                  {face.name}
                </h2>
                {face.summary && <div className="mt-1 text-sm">{face.summary}</div>}
                {face.total && <p className="mt-1 font-medium tabular-nums">{face.total}</p>}
              </header>
              {(face.phone || face.email) && (
                <div className="flex flex-col items-start gap-2">
                  {face.phone && (
                    <a
                      href={`tel:${face.phone.replace(/[^\d+]/g, '')}`}
                      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-oak-dark px-4 text-sm font-medium text-white hover:bg-ink"
                    >
                      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
                        <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
                      </svg>
                      {t('admin.inbox.call', { phone: face.phone })}
                    </a>
                  )}
                  {face.email && (
                    <span className="max-w-full truncate text-sm" title={face.email}>
                      <ContactLink kind="mailto" value={face.email} />
                    </span>
                  )}
                </div>
              )}
              <div className="flex items-center gap-2">
                <StatusSelect
                  row={row}
                  name={name}
                  endpoint={itemEndpoint(row.id)}
                  onChange={(patch) => onChange(row.id, patch)}
                  className="min-w-0 flex-1"
                />
                {onView && <ViewButton name={name} onClick={() => onView(row)} />}
              </div>
              <FollowUpLine date={row.followUpOn} />
              <NotesCell
                row={row}
                name={name}
                endpoint={itemEndpoint}
                onChange={onChange}
                caption={t('admin.inbox.col.adminNotes')}
              />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
