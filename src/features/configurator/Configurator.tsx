// The configurator island: loads the schema and the door, then the option cards, the live drawing, the price card
// and the breakdown work over one store. The address bar always holds a link that restores this configuration.

import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import type { Lang } from '../../lib/i18n.ts';
import { DOOR_PARAM, ENTRY_PARAM } from '../../lib/link-params.ts';
import { notify } from '../../lib/toast.tsx';
import type { CategorySlug, DoorPreview } from '../catalogue/schema.ts';
import { chosenSelections, defaultSelections } from '../pricing/rules.ts';
import type { OptionSchema } from '../pricing/schema.ts';
import { OptionGroupCard, RulesNotice } from './Controls.tsx';
import { DoorDrawing } from './DoorDrawing.tsx';
import { DoorHeader, LoadedDoorHeader } from './DoorHeader.tsx';
import type { ConfiguratorLabels } from './labels.ts';
import { PriceCard } from './PriceCard.tsx';
import { toQuery } from './share.ts';
import { $load, $normalised, $notice, loadConfigurator, startPriceConfirmation } from './store.ts';

// The dialog is code the visitor may never need: fetched on the first click.
const QuoteDialog = lazy(() => import('./QuoteDialog.tsx'));
// The sticky total is for screens below `lg` only (phones and tablets): fetched there, never on a desktop, where the
// aside with the price card stays in view instead.
const StickyTotal = lazy(() => import('./StickyTotal.tsx'));
// Printed only: fetched once the door is loaded and drawn a second later (PrintSheet.tsx), long before anyone prints,
// without weighing on the page's first load.
const PrintSheet = lazy(() => import('./PrintSheet.tsx'));
// Below the fold on every screen (under the options from lg, under the buttons below it) and empty until the door is
// priced: fetched as the island starts (beside the door's own data), outside its first load (docs/decisions/024).
const loadBreakdown = () => import('./Breakdown.tsx');
const Breakdown = lazy(loadBreakdown);
// Only for a link to a door the shop no longer offers.
const Gone = lazy(() => import('./Gone.tsx'));
// The project's room-and-quantity dialog: fetched on the first "Add to project" (docs/decisions/024).
const AddToProject = lazy(() => import('../project/AddToProject.tsx'));
const BELOW_LG = '(max-width: 1023.98px)';

interface Props {
  category: CategorySlug;
  defaultSlug: string;
  lang: Lang;
  labels: ConfiguratorLabels;
  /**
   * The category's doors as built into the page: the door's photo and words show as soon as the page has read its
   * address, before its data arrives (the photo is the page's largest paint).
   */
  previews: Record<string, DoorPreview>;
}

/**
 * The option cards under what the rules switched: the configurator's column, and the manager's door dialog in an offer
 * (src/features/offers/admin/DoorOptionsDialog.tsx), one component for both. `groups` may trail the schema (deferred).
 */
export function OptionColumn(props: {
  schema: OptionSchema;
  groups: OptionSchema['groups'] | null;
  lang: Lang;
  labels: ConfiguratorLabels;
  className: string;
}) {
  const { schema, groups, lang, labels } = props;
  return (
    <div className={props.className}>
      <RulesNotice schema={schema} lang={lang} labels={labels} />
      {groups?.map((group) => (
        <OptionGroupCard key={group.id} group={group} lang={lang} labels={labels} />
      ))}
    </div>
  );
}

export default function Configurator({ category, defaultSlug, lang, labels, previews }: Props) {
  const load = useStore($load);
  const notice = useStore($notice);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [quoteUsed, setQuoteUsed] = useState(false);
  /** The project dialog: null until first used (nothing fetched), then open or closed. */
  const [projectOpen, setProjectOpen] = useState<boolean | null>(null);
  /** The project entry this page edits (`&project=<id>`, from the project page's "Edit"). */
  const [projectId, setProjectId] = useState<string | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  const [belowLg, setBelowLg] = useState(false);
  // The option cards are most of the page's first render: React draws them in a second, interruptible pass, so the
  // door, its price and the quote button show first and the page never blocks a tap for long.
  const groups = useDeferredValue(load.status === 'ready' ? load.configurator.schema.groups : null, null);

  const start = useCallback(() => {
    const slug = new URLSearchParams(location.search).get(DOOR_PARAM) || defaultSlug;
    void loadConfigurator({ category, slug, search: location.search, lang, words: labels.words, defaultSlug });
  }, [category, defaultSlug, lang, labels.words]);

  useEffect(() => {
    const media = matchMedia(BELOW_LG);
    const follow = () => setBelowLg(media.matches);
    follow();
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  useEffect(() => {
    start();
    void loadBreakdown();
    startPriceConfirmation();
    const editing = new URLSearchParams(location.search).get(ENTRY_PARAM);
    setProjectId(editing);
    // Keep the address bar a shareable link of the current configuration (and of the project entry it edits).
    return $normalised.listen((normalised) => {
      const current = $load.get();
      if (!normalised || current.status !== 'ready') return;
      // The visitor's own choices, not the rules' switches: the link reopens the same state.
      const query = toQuery(
        current.product.slug,
        chosenSelections(normalised),
        defaultSelections(current.configurator.schema, current.product.slug),
      );
      const entry = editing ? `&${ENTRY_PARAM}=${encodeURIComponent(editing)}` : '';
      history.replaceState(history.state, '', `${location.pathname}?${query}${entry}`);
    });
  }, [start]);

  if (load.status === 'loading') {
    // Own keys only: the address is the visitor's to write (`?slug=__proto__` names no door).
    const preview = load.slug !== undefined && Object.hasOwn(previews, load.slug) ? previews[load.slug] : undefined;
    return (
      <div aria-busy="true" data-testid="configurator-loading">
        <p className="sr-only" role="status">
          {labels.loading}
        </p>
        {/* The door's photo and words, or their place: nothing below moves when the door loads. */}
        {preview ? (
          <DoorHeader door={preview} photoLabel={labels.photo} />
        ) : (
          <div className="h-36 w-27 animate-pulse rounded-2xl bg-white/60 sm:h-48 sm:w-36" />
        )}
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div className="aspect-[7/9] animate-pulse rounded-3xl bg-white/60" />
          <div className="space-y-4">
            {[0, 1, 2].map((n) => (
              <div key={n} className="h-40 animate-pulse rounded-3xl bg-white/60" />
            ))}
          </div>
        </div>
      </div>
    );
  }
  if (load.status === 'gone') {
    return (
      <Suspense fallback={null}>
        <Gone gone={load} defaultName={previews[defaultSlug]?.name} category={category} labels={labels} />
      </Suspense>
    );
  }
  if (load.status === 'error') {
    return (
      <div role="alert" className="rounded-3xl bg-white/70 p-8 ring-1 ring-ink/5">
        <h2 className="font-serif text-3xl">{labels.unavailable}</h2>
        <p className="mt-2 text-stone">{labels.unavailableText}</p>
        <button
          type="button"
          onClick={start}
          className="mt-6 min-h-12 rounded-full bg-ink px-6 text-sand hover:bg-oak-dark"
        >
          {labels.retry}
        </button>
      </div>
    );
  }

  const openQuote = () => {
    setQuoteUsed(true);
    setQuoteOpen(true);
  };
  // The page's previews carry the door's words in the page's language (the API's `name` is English).
  const door = Object.hasOwn(previews, load.product.slug)
    ? { ...load.product, ...previews[load.product.slug], imageUrl: load.product.imageUrl }
    : load.product;

  const copyLink = async () => {
    // The door, not the project entry this page may be editing (the link is for someone else, or for later).
    const link = new URL(location.href);
    link.searchParams.delete(ENTRY_PARAM);
    try {
      await navigator.clipboard.writeText(link.href);
      void notify('success', labels.linkCopied);
    } catch {
      void notify('message', link.href);
    }
  };

  return (
    <>
      <LoadedDoorHeader door={door} schema={load.configurator.schema} photoLabel={labels.photo} />
      {notice && (
        <p role="status" className="mt-4 rounded-2xl bg-oak/10 px-4 py-3 text-sm text-oak-dark print:hidden">
          {labels[notice]}
        </p>
      )}
      {/* From lg the drawing, the total and the actions are an aside that stays in view beside the options (the
          drawing gives up height to keep the total and the quote button on screen; the quote button has a line of
          its own); the breakdown goes under the options. Below lg the sticky bar keeps the total in view
          (StickyTotal.tsx). */}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-x-8">
        <div
          className="grid gap-6 lg:sticky lg:top-24 lg:gap-4 lg:row-span-2 lg:max-h-[calc(100svh-7rem)] lg:grid-rows-[minmax(0,1fr)_auto_auto]"
          data-testid="configurator-aside"
        >
          <DoorDrawing labels={labels} />
          <PriceCard lang={lang} labels={labels} />
          <div ref={actions} className="flex flex-wrap gap-3 print:hidden">
            <button
              type="button"
              onClick={openQuote}
              className="min-h-12 flex-1 rounded-full bg-oak-dark px-6 font-medium text-white hover:bg-ink lg:basis-full"
            >
              {labels.getQuote}
            </button>
            <button
              type="button"
              onClick={() => setProjectOpen(true)}
              className="min-h-12 rounded-full px-5 ring-1 ring-ink/20 hover:bg-white lg:px-4 lg:text-sm"
            >
              {projectId ? labels.updateInProject : labels.addToProject}
            </button>
            <button
              type="button"
              onClick={copyLink}
              className="min-h-12 rounded-full px-5 ring-1 ring-ink/20 hover:bg-white lg:px-4 lg:text-sm"
            >
              {labels.copyLink}
            </button>
            <button
              type="button"
              onClick={() => print()}
              className="min-h-12 rounded-full px-5 ring-1 ring-ink/20 hover:bg-white lg:px-4 lg:text-sm"
            >
              {labels.print}
            </button>
          </div>
        </div>
        <Suspense fallback={null}>
          <Breakdown lang={lang} labels={labels} className="lg:col-start-2 lg:row-start-2" />
        </Suspense>
        <OptionColumn
          schema={load.configurator.schema}
          groups={groups}
          lang={lang}
          labels={labels}
          className="space-y-6 print:hidden lg:col-start-2 lg:row-start-1"
        />
      </div>
      {belowLg && (
        <Suspense fallback={null}>
          <StickyTotal lang={lang} labels={labels} quoteLabel={labels.getQuote} actions={actions} onQuote={openQuote} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <PrintSheet lang={lang} labels={labels} doorName={door.name} />
      </Suspense>
      {quoteUsed && (
        <Suspense fallback={null}>
          <QuoteDialog
            open={quoteOpen}
            onClose={() => setQuoteOpen(false)}
            labels={labels.quote}
            lang={lang}
            doorName={door.name}
          />
        </Suspense>
      )}
      {projectOpen !== null && (
        <Suspense fallback={null}>
          <AddToProject
            open={projectOpen}
            onClose={() => setProjectOpen(false)}
            labels={labels.project}
            projectId={projectId}
          />
        </Suspense>
      )}
    </>
  );
}
