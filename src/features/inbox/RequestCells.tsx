// The inbox's shared cells, sized so a list fits a 1280 px screen without scrolling sideways: the Request
// column (reference, a likely duplicate's mark, when it came, and View), the Customer column (name, a phone that
// calls, an e-mail that writes, cut short with the whole address in its title), and a long text cut to a few lines
// with a button that shows it all.
import { type ReactNode, useId, useState } from 'react';
import { adminT, useAdminT } from '../admin/i18n.ts';
import { ContactLink } from './Details.tsx';
import { DuplicateMark } from './DuplicateMark.tsx';
import { createdText, type InboxColumn, type InboxRow } from './inbox-columns.ts';
import type { InquirySummary } from './schema.ts';

/** What a card shows of a request besides its reference, status and notes (InboxCards.tsx). */
export interface CardFace {
  /** The customer's name: the card's heading. */
  name: string;
  /** What it is about: the door or doors, the message. */
  summary?: ReactNode;
  /** The total, formatted. */
  total?: string;
  phone: string | null;
  email: string | null;
}

/** The View button of a row: its visible word, and the row's name for a screen reader. */
export function ViewButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useAdminT();
  return (
    <button
      type="button"
      onClick={onClick}
      className="min-h-10 rounded-full px-3 py-1.5 text-sm whitespace-nowrap text-oak-dark ring-1 ring-oak/40 hover:bg-oak/10"
    >
      {t('admin.inbox.view')}
      <span className="sr-only"> {name}</span>
    </button>
  );
}

/**
 * The first column: the reference with its duplicate mark, the time it came (the column sorts by it), and View when
 * rows have details.
 */
export function requestColumn<T extends InboxRow>(
  rowName: (row: T) => string,
  onView: ((row: T) => void) | undefined,
): InboxColumn<T> {
  return {
    id: 'createdAt',
    accessorFn: (row) => row.createdAt,
    header: () => adminT('admin.inbox.col.request'),
    cell: ({ row }) => (
      <div className="w-28 space-y-1">
        <span className="block font-medium whitespace-nowrap tabular-nums">{row.original.reference}</span>
        <DuplicateMark row={row.original} />
        <span className="block text-xs text-stone">{createdText(row.original.createdAt)}</span>
        {onView && <ViewButton name={rowName(row.original)} onClick={() => onView(row.original)} />}
      </div>
    ),
  };
}

/** A customer as the lists show them: the name, then the phone and e-mail as links (an e-mail cut to the cell). */
export function CustomerCell({ name, phone, email }: { name: string; phone: string | null; email: string | null }) {
  return (
    <div className="max-w-48 min-w-32">
      <span className="block font-medium break-words">{name}</span>
      {phone && (
        <span className="block text-sm whitespace-nowrap">
          <ContactLink kind="tel" value={phone} />
        </span>
      )}
      {email && (
        <span className="block truncate text-sm" title={email}>
          <ContactLink kind="mailto" value={email} />
        </span>
      )}
    </div>
  );
}

/** The Customer column, sorted by the name (`id` is the server's sort name). */
export function customerColumn<T extends InboxRow>(
  id: string,
  contact: (row: T) => { name: string; phone: string | null; email: string | null },
): InboxColumn<T> {
  return {
    id,
    accessorFn: (row) => contact(row).name,
    header: () => adminT('admin.inbox.col.customer'),
    sortDescFirst: false,
    cell: ({ row }) => <CustomerCell {...contact(row.original)} />,
  };
}

/** Longer than this many characters (or lines), a text is cut to a few lines with a Show all button. */
const LONG = 140;
const LONG_LINES = 3;

/** A customer's message or a door's long name, cut to three lines; Show all shows the rest in place. */
export function ClampedText({ text, className = '' }: { text: string | null; className?: string }): ReactNode {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { t } = useAdminT();
  if (!text) return <span className="text-stone">—</span>;
  const long = text.length > LONG || text.split('\n').length > LONG_LINES;
  return (
    <div className={className}>
      <p id={id} className={`break-words whitespace-pre-wrap ${long && !open ? 'line-clamp-3' : ''}`}>
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-1 text-xs text-oak-dark underline decoration-oak/40 underline-offset-2 hover:decoration-oak"
        >
          {open ? t('admin.inbox.showLess') : t('admin.inbox.showAll')}
        </button>
      )}
    </div>
  );
}

/** An enquiry's message, cut to three lines (Show all shows the rest). */
export function messageColumn<T extends InboxRow & { message: string | null }>(): InboxColumn<T> {
  return {
    id: 'message',
    header: () => adminT('admin.inbox.col.message'),
    enableSorting: false,
    cell: ({ row }) => <ClampedText text={row.original.message} className="max-w-80 min-w-40" />,
  };
}

/** An enquiry's customer, as the Customer column and the card show them. */
export const contactOf = (row: InquirySummary) => ({ name: row.name, phone: row.phone, email: row.email });

/** An enquiry's card on a narrow screen: who, and what they wrote. */
export const inquiryCard = (row: InquirySummary): CardFace => ({
  ...contactOf(row),
  summary: <ClampedText text={row.message} />,
});
