// The project page (docs/decisions/024): the doors this browser keeps from both configurators, each drawn and priced
// with the current options, prices and rate; quantities, edit, duplicate and remove; the total with SPEC §1's note;
// a link that reopens the project on another device; and one quote request for all of it.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { api } from '../../lib/api.ts';
import { fill } from '../../lib/fill.ts';
import type { Lang } from '../../lib/i18n.ts';
import { PROJECT_PARAM } from '../../lib/link-params.ts';
import { notify } from '../../lib/toast.tsx';
import type { DoorPreview, Product } from '../catalogue/schema.ts';
import type { Configurator } from '../pricing/schema.ts';
import { ProjectDoorCard } from './ProjectDoorCard.tsx';
import { ProjectSummary } from './ProjectSummary.tsx';
import type { ProjectPageLabels } from './page-labels.ts';
import { doorName, type PricedDoor, type ProjectData, priceDoor, projectTotal } from './prices.ts';
import {
  addDoor,
  decodeProject,
  doorCount,
  duplicateDoor,
  emptyProject,
  encodeProject,
  MAX_DOORS,
  type Project,
  removeDoor,
  setQuantity,
} from './project.ts';
import { loadProject, saveProject } from './storage.ts';

// The request's dialog: fetched when the visitor asks for a quote.
const ProjectQuoteDialog = lazy(() => import('./ProjectQuoteDialog.tsx'));

interface Props {
  lang: Lang;
  labels: ProjectPageLabels;
  /** Every active door's name and photo in the page's language, as built into the page. */
  previews: Record<string, DoorPreview>;
}

/** The page's actions, links among them, centre their words. */
const centred = 'inline-flex items-center justify-center';

/** The doors' data: every active door and both configurators' options, prices and rate, as the API has them now. */
async function fetchData(): Promise<ProjectData> {
  const schema = (category: string) => api<Configurator>(`/api/categories/${category}/schema?ts=${Date.now()}`);
  const [products, interior, concealed] = await Promise.all([
    api<Product[]>('/api/products'),
    schema('interior'),
    schema('concealed'),
  ]);
  return { products: new Map(products.map((p) => [p.slug, p])), configurators: { interior, concealed } };
}

export default function ProjectPage({ lang, labels, previews }: Props) {
  /** null until the page has read this browser's storage (the built page shows the loading state). */
  const [project, setProject] = useState<Project | null>(null);
  /** A project from a link, while the visitor decides what to do with it. */
  const [linked, setLinked] = useState<Project | null>(null);
  const [data, setData] = useState<ProjectData | 'loading' | 'error'>('loading');
  const [quoteOpen, setQuoteOpen] = useState<boolean | null>(null);

  /**
   * Every change applies to the project as stored now, not to the copy on screen: a page restored by Back, or a
   * change in another tab, never writes an older list over a newer one.
   */
  const update = useCallback(
    (change: (current: Project) => Project) => {
      const next = change(loadProject());
      setProject(next);
      if (!saveProject(next)) void notify('error', labels.storageError);
      return next;
    },
    [labels.storageError],
  );

  useEffect(() => {
    const own = loadProject();
    const encoded = new URLSearchParams(location.search).get(PROJECT_PARAM);
    const shared = encoded === null ? emptyProject() : decodeProject(encoded);
    if (shared.doors.length > 0 && own.doors.length === 0) {
      // Nothing of one's own to lose: the link's project becomes this device's.
      setProject(shared);
      saveProject(shared);
      history.replaceState(history.state, '', location.pathname);
    } else {
      setProject(own);
      if (shared.doors.length > 0) setLinked(shared);
    }
    // Another tab (a configurator's "Add to project") changed it, or Back restored this page from the browser's cache
    // after an edit in the configurator.
    const follow = () => setProject(loadProject());
    const restored = (event: PageTransitionEvent) => event.persisted && follow();
    window.addEventListener('storage', follow);
    window.addEventListener('pageshow', restored);
    return () => {
      window.removeEventListener('storage', follow);
      window.removeEventListener('pageshow', restored);
    };
  }, []);

  /** `quiet`: the list stays as it is while the new prices load (after the request found them changed). */
  const load = useCallback(async (quiet = false) => {
    if (!quiet) setData('loading');
    try {
      setData(await fetchData());
    } catch {
      if (!quiet) setData('error');
    }
  }, []);
  const wanted = (project?.doors.length ?? 0) > 0 || linked !== null;
  useEffect(() => {
    if (wanted) void load();
  }, [wanted, load]);

  const priced: PricedDoor[] = useMemo(
    () =>
      project && typeof data === 'object' ? project.doors.map((door) => priceDoor(door, data, lang, labels.words)) : [],
    [project, data, lang, labels.words],
  );
  const total = projectTotal(priced);
  /** A door the shop no longer offers blocks the request until it is removed. */
  const gone = priced.some((d) => d.status === 'gone');

  const decideLinked = (choice: 'replace' | 'add' | 'keep') => {
    if (!linked || !project) return;
    if (choice === 'replace') {
      const before = loadProject();
      update(() => linked);
      void notify('message', labels.replaced, undefined, { label: labels.undo, onClick: () => update(() => before) });
    }
    if (choice === 'add') {
      let left = 0;
      update((current) => {
        let next = current;
        for (const { id: _id, ...door } of linked.doors) {
          const result = addDoor(next, door);
          next = result.project;
          if (!result.added) left++;
        }
        return next;
      });
      if (left) void notify('error', labels.full);
    }
    setLinked(null);
    history.replaceState(history.state, '', location.pathname);
  };

  const share = async () => {
    if (!project) return;
    const link = `${location.origin}${location.pathname}?${PROJECT_PARAM}=${encodeProject(project)}`;
    try {
      await navigator.clipboard.writeText(link);
      void notify('success', labels.shareCopied);
    } catch {
      void notify('message', link);
    }
  };

  if (project === null) {
    return (
      <p role="status" className="text-stone">
        {labels.loading}
      </p>
    );
  }

  return (
    <div className="space-y-8">
      {linked && (
        <section
          aria-labelledby="project-linked"
          className="rounded-3xl bg-oak/10 p-5 text-oak-dark sm:p-6"
          data-project-linked
        >
          <h2 id="project-linked" className="font-serif text-2xl">
            {labels.linkedTitle}
          </h2>
          <p className="mt-2">{fill(labels.linkedText, { count: doorCount(linked), own: doorCount(project) })}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button variant="accent" size="lg" className={centred} onClick={() => decideLinked('add')}>
              {labels.linkedAdd}
            </Button>
            <Button variant="secondary" size="lg" className={centred} onClick={() => decideLinked('replace')}>
              {labels.linkedReplace}
            </Button>
            <Button variant="secondary" size="lg" className={centred} onClick={() => decideLinked('keep')}>
              {labels.linkedKeep}
            </Button>
          </div>
        </section>
      )}
      {project.doors.length === 0 ? (
        <section className="rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5 sm:p-8" data-project-empty>
          <h2 id="project-empty" tabIndex={-1} className="font-serif text-3xl outline-none">
            {labels.emptyTitle}
          </h2>
          <p className="mt-2 max-w-prose text-stone">{labels.emptyText}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={labels.configurators.interior} className={buttonClass('accent', 'lg', centred)}>
              {labels.emptyInterior}
            </a>
            <a href={labels.configurators.concealed} className={buttonClass('secondary', 'lg', centred)}>
              {labels.emptyConcealed}
            </a>
          </div>
        </section>
      ) : data === 'error' ? (
        <div role="alert" className="rounded-3xl bg-white/70 p-6 ring-1 ring-ink/5 sm:p-8">
          <p>{labels.error}</p>
          <Button variant="accent" size="lg" onClick={() => void load()} className={`${centred} mt-4`}>
            {labels.retry}
          </Button>
        </div>
      ) : data === 'loading' ? (
        <div aria-busy="true" className="space-y-4">
          <p className="sr-only" role="status">
            {labels.loading}
          </p>
          {project.doors.map((door) => (
            <div key={door.id} className="h-56 animate-pulse rounded-3xl bg-white/60" />
          ))}
        </div>
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <ol className="space-y-4" data-project-doors>
            {priced.map((door, i) => (
              <ProjectDoorCard
                key={door.door.id}
                priced={door}
                position={i + 1}
                lang={lang}
                labels={labels}
                previews={previews}
                full={project.doors.length >= MAX_DOORS}
                onQuantity={(quantity) => update((current) => setQuantity(current, door.door.id, quantity))}
                onDuplicate={() => update((current) => duplicateDoor(current, door.door.id))}
                onRemove={() => {
                  const before = loadProject();
                  const next = update((current) => removeDoor(current, door.door.id));
                  const name = doorName(previews, door);
                  void notify(
                    'message',
                    fill(labels.removed, { door: `${fill(labels.door, { n: i + 1 })}, ${name}` }),
                    undefined,
                    { label: labels.undo, onClick: () => update(() => before) },
                  );
                  // Focus stays in the list: the door that took its place, the one before, or the empty page.
                  const at = Math.min(i, next.doors.length - 1);
                  requestAnimationFrame(() =>
                    document.getElementById(at >= 0 ? `door-${next.doors[at]?.id}` : 'project-empty')?.focus(),
                  );
                }}
              />
            ))}
          </ol>
          <ProjectSummary
            lang={lang}
            labels={labels}
            total={total}
            count={doorCount(project)}
            gone={gone}
            onRequest={() => setQuoteOpen(true)}
            onShare={share}
          />
        </div>
      )}
      {quoteOpen !== null && (
        <Suspense fallback={null}>
          <ProjectQuoteDialog
            open={quoteOpen}
            onClose={() => setQuoteOpen(false)}
            lang={lang}
            labels={labels}
            doors={priced}
            previews={previews}
            total={total}
            onPricesChanged={() => load(true)}
            onStartOver={() => {
              update(() => emptyProject());
              setQuoteOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
