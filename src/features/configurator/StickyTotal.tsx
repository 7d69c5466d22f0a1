// On a phone or a tablet the price card and its quote button scroll away above ~2,500 px of options: below `lg` this
// compact bar keeps the total and the quote action at the bottom of the screen (from lg the price card's aside stays
// in view instead). It is sticky at the end of the configurator, so it rests below the last option and never covers
// the footer, and it steps aside while the price card's own buttons are on screen. It announces nothing: the price card
// does that once. Only a screen below lg needs it, so only such a screen fetches it.

import { useStore } from '@nanostores/react';
import { type RefObject, useEffect, useState } from 'react';
import type { Lang } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import type { ConfiguratorLabels } from './labels.ts';
import { $price } from './store.ts';

interface Props {
  lang: Lang;
  labels: ConfiguratorLabels;
  quoteLabel: string;
  /** The price card's own actions: while they are in view, the bar is not needed. */
  actions: RefObject<HTMLElement | null>;
  onQuote: () => void;
}

export default function StickyTotal({ lang, labels, quoteLabel, actions, onQuote }: Props) {
  const price = useStore($price);
  const [actionsInView, setActionsInView] = useState(true);
  useEffect(() => {
    const target = actions.current;
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setActionsInView(Boolean(entry?.isIntersecting)));
    observer.observe(target);
    return () => observer.disconnect();
  }, [actions]);
  if (!price) return null;
  return (
    <div
      className={`sticky bottom-0 z-30 -mx-5 mt-6 transition duration-200 md:-mx-8 lg:hidden print:hidden ${actionsInView ? 'invisible translate-y-full opacity-0' : ''}`}
      data-testid="sticky-total"
    >
      <div className="flex items-center justify-between gap-3 bg-ink px-5 pt-3 md:px-8 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-sand shadow-[0_-10px_30px_-12px_rgba(28,26,23,0.45)]">
        <p className="min-w-0 leading-tight">
          <span className="block text-xs text-sand/70">{labels.total}</span>
          <span className="font-serif text-2xl tabular-nums" data-testid="sticky-total-amount">
            {formatMoney(price.totalPriceCents, lang)}
          </span>
        </p>
        <button
          type="button"
          onClick={onQuote}
          className="min-h-12 shrink-0 rounded-full bg-sand px-5 font-medium text-ink hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sand"
        >
          {quoteLabel}
        </button>
      </div>
    </div>
  );
}
