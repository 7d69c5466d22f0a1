// The one box a back-office table scrolls sideways in on a narrow screen (never the page): a named region that takes
// keyboard focus, so the arrow keys scroll it too (axe: scrollable-region-focusable).
import type { ReactNode } from 'react';

interface Props {
  /** The id of the heading that names the table, or the name itself. */
  labelledBy?: string;
  label?: string;
  /** While the rows are being fetched again (shown dimmed): assistive technology and the e2e audit wait. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}

export function TableScroll({ labelledBy, label, busy, className = '', children }: Props) {
  return (
    <section
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-busy={busy || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard to scroll it
      tabIndex={0}
      className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-oak ${className}`}
    >
      {children}
    </section>
  );
}
