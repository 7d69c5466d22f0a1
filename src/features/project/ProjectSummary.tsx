// The project's summary (docs/decisions/024): its total with the measurement note, how many doors, the request and the
// share link; below lg, where it comes after every door, a bar at the bottom of the screen keeps the total and a way
// to it until it scrolls into view (as the configurator's sticky total does; it announces nothing).
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { fill } from '../../lib/fill.ts';
import type { Lang } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import type { ProjectPageLabels } from './page-labels.ts';

interface Props {
  lang: Lang;
  labels: ProjectPageLabels;
  total: number;
  /** Doors in all, quantities counted. */
  count: number;
  /** A door the shop no longer offers: the request waits until it is replaced or removed. */
  gone: boolean;
  onRequest: () => void;
  onShare: () => void;
}

export function ProjectSummary({ lang, labels, total, count, gone, onRequest, onShare }: Props) {
  const summary = useRef<HTMLElement>(null);
  const [summaryInView, setSummaryInView] = useState(true);
  useEffect(() => {
    const target = summary.current;
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setSummaryInView(Boolean(entry?.isIntersecting)));
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <aside
        ref={summary}
        aria-labelledby="project-total"
        className="rounded-3xl bg-ink p-6 text-sand lg:sticky lg:top-24 md:p-7"
        data-project-summary
      >
        <h2 id="project-total" className="text-base">
          {labels.total}
        </h2>
        <p className="mt-1 font-serif text-4xl tabular-nums" data-project-total>
          {formatMoney(total, lang)}
        </p>
        <p className="mt-1 text-sm text-sand/75" data-project-count>
          {fill(labels.count, { count })}
        </p>
        <p className="mt-2 text-xs text-sand/75">{labels.measurementNote}</p>
        <div className="mt-6 flex flex-col gap-3">
          <Button
            variant="light"
            size="lg"
            onClick={() => (gone ? document.getElementById('project-gone')?.focus() : onRequest())}
            aria-disabled={gone}
            aria-describedby={gone ? 'project-gone' : undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {labels.request}
          </Button>
          <Button variant="secondary-light" size="lg" onClick={onShare}>
            {labels.share}
          </Button>
        </div>
        {gone && (
          <p id="project-gone" tabIndex={-1} className="mt-3 text-sm text-[#ffb4a8]">
            {labels.gone}
          </p>
        )}
      </aside>
      {/* Below lg: the bar at the bottom of the screen (see the top of this file). */}
      <div
        className={`sticky bottom-0 z-30 -mx-5 transition duration-200 lg:hidden ${summaryInView ? 'invisible translate-y-full opacity-0' : ''}`}
        data-project-sticky
      >
        <div className="flex items-center justify-between gap-3 bg-ink px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-sand shadow-[0_-10px_30px_-12px_rgba(28,26,23,0.45)]">
          <p className="min-w-0 leading-tight">
            <span className="block text-xs text-sand/70">{labels.total}</span>
            <span className="font-serif text-2xl tabular-nums">{formatMoney(total, lang)}</span>
          </p>
          <Button
            variant="light"
            size="lg-snug"
            onClick={() => summary.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })}
            className="shrink-0"
          >
            {labels.toSummary}
          </Button>
        </div>
      </div>
    </>
  );
}
