// The manager's offer (docs/product.md#offers), at /admin/offer/?id=…: the draft's lines and terms edited here and
// saved with the version they were read at (someone else's save since is a 409: reload); what the customer will get,
// priced by the server's engine at the current rate; Send (after a confirmation naming the total and the address),
// then the link to copy or share, and every sent version. Once accepted, the offer is read-only.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { shopDayText } from '../../../lib/shop-day.ts';
import { notify } from '../../../lib/toast.tsx';
import { useAdminT } from '../../admin/i18n.ts';
import { LoadError, Loaded, useLoaded } from '../../admin/Loaded.tsx';
import type { Product } from '../../catalogue/schema.ts';
import { nameIn } from '../../catalogue/texts.ts';
import type { SettingsView } from '../../settings/schema.ts';
import type { OfferDraft, OfferLine } from '../schema.ts';
import type { OfferSettingsView, OfferView } from '../views.ts';
import { AddLine } from './AddLine.tsx';
import { DoorOptionsDialog } from './DoorOptionsDialog.tsx';
import { LineEditor } from './LineEditor.tsx';
import { OfferSummary, SendDialog } from './OfferSummary.tsx';
import { SentPanel } from './SentPanel.tsx';
import { TermsFields } from './TermsFields.tsx';

interface EditorData {
  view: OfferView;
  services: OfferSettingsView['settings']['services'];
  business: SettingsView['settings'];
  doors: Product[];
}

const offerId = () => new URLSearchParams(location.search).get('id');

export default function OfferEditorPage() {
  const { t } = useAdminT();
  const load = useCallback(async (): Promise<EditorData> => {
    const id = offerId();
    if (!id) throw new LoadError(t('admin.offer.noId'));
    const [view, settings, business, doors] = await Promise.all([
      api<OfferView>(`/api/admin/offers/${encodeURIComponent(id)}`),
      api<OfferSettingsView>('/api/admin/offer-settings'),
      api<SettingsView>('/api/admin/settings'),
      api<Product[]>('/api/products'),
    ]);
    return { view, services: settings.settings.services, business: business.settings, doors };
  }, [t]);
  const { state, reload } = useLoaded(load);
  return (
    <>
      {/* Until the offer is there (or when it cannot be), the page is still named. */}
      {state.status !== 'ready' && <h1 className="mb-4 font-serif text-3xl">{t('admin.nav.offer')}</h1>}
      <Loaded state={state}>{(data) => <Editor loaded={data} onReload={reload} />}</Loaded>
    </>
  );
}

/** A field error's path within the draft (`lines.0.quantity`), from either a 422 (`draft.lines…`) or the preview. */
const withinDraft = (path: string) => path.replace(/^draft\./, '');

function Editor({ loaded, onReload }: { loaded: EditorData; onReload: () => Promise<void> }) {
  const { lang, t } = useAdminT();
  const [view, setView] = useState(loaded.view);
  const [draft, setDraft] = useState<OfferDraft>(loaded.view.draft);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const [refused, setRefused] = useState<Record<string, string[]>>({});
  const [editing, setEditing] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  // Loaded again (after a send, or to see someone else's changes): the offer as the server has it now.
  useEffect(() => {
    setView(loaded.view);
    setDraft(loaded.view.draft);
    setDirty(false);
    setStale(false);
    setRefused({});
  }, [loaded.view]);

  const locked = view.order !== null;
  const change = (next: OfferDraft) => {
    setDraft(next);
    setDirty(true);
  };
  const setLine = (i: number, line: OfferLine) =>
    change({ ...draft, lines: draft.lines.map((l, j) => (j === i ? line : l)) });
  const errors: Record<string, string[]> = { ...(view.preview.errors ?? {}), ...refused };
  const lineErrors = (i: number) =>
    Object.fromEntries(
      Object.entries(errors)
        .map(([path, messages]) => [withinDraft(path), messages] as const)
        .filter(([path]) => path.startsWith(`lines.${i}.`))
        .map(([path, messages]) => [path.slice(`lines.${i}.`.length), messages]),
    );
  const doorOf = (slug: string) => loaded.doors.find((door) => door.slug === slug);

  /** Saves the draft; the view as saved, or null when refused (the reasons shown). */
  async function save(): Promise<OfferView | null> {
    setSaving(true);
    try {
      const saved = await api<OfferView>(`/api/admin/offers/${view.id}`, {
        method: 'PUT',
        body: { version: view.version, draft },
      });
      setView(saved);
      setDraft(saved.draft);
      setDirty(false);
      setRefused({});
      return saved;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(true);
      else if (error instanceof ApiError && error.status === 422) setRefused(error.errors);
      void notify('error', t('admin.offer.failed'), error instanceof ApiError ? error.message : undefined);
      return null;
    } finally {
      setSaving(false);
    }
  }

  async function askToSend() {
    const saved = dirty ? await save() : view;
    if (!saved) return;
    if (saved.preview.errors) {
      void notify('error', t('admin.offer.previewErrors'));
      return;
    }
    setSending(true);
  }

  const next = view.versions.length + 1;
  return (
    <div className="space-y-6" data-offer-editor>
      <header>
        <a href="/admin/quotes" className="text-sm text-oak-dark underline underline-offset-2">
          {t('admin.offer.back')}
        </a>
        <h1 className="mt-2 font-serif text-3xl">{t('admin.offer.title', { reference: view.request.reference })}</h1>
        <p className="text-stone">
          {t('admin.offer.for', {
            name: view.request.customer.name,
            language: t(`admin.offer.language.${draft.lang}`),
          })}
        </p>
        <p className="mt-1 font-medium" data-offer-status>
          {view.order
            ? t('admin.offer.status.accepted', {
                number: view.order.number,
                name: view.order.acceptedName,
                date: shopDayText(view.order.acceptedAt, lang),
              })
            : view.versions.length
              ? t('admin.offer.status.sent', {
                  number: view.versions.length,
                  date: shopDayText(view.versions.at(-1)?.sentAt ?? '', lang),
                })
              : t('admin.offer.status.draft')}
        </p>
      </header>
      {stale && (
        <div role="alert" className="rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-900/20">
          <p>{t('admin.offer.stale')}</p>
          <Button variant="secondary" size="md" className="mt-3" onClick={() => void onReload()}>
            {t('admin.offer.reload')}
          </Button>
        </div>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <div className="space-y-6">
          <section aria-labelledby="offer-lines" className="space-y-3">
            <h2 id="offer-lines" className="font-serif text-2xl">
              {t('admin.offer.lines')}
            </h2>
            {draft.lines.map((line, i) => (
              <LineEditor
                // The lines have no ids: a line is its place in the draft.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={i}
                line={line}
                position={i + 1}
                doorName={line.type === 'door' ? nameOf(doorOf(line.productSlug), lang) : undefined}
                priced={dirty ? undefined : view.preview.document?.lines[i]}
                errors={lineErrors(i)}
                disabled={locked}
                onChange={(next) => setLine(i, next)}
                onRemove={() => change({ ...draft, lines: draft.lines.filter((_, j) => j !== i) })}
                onEditDoor={() => setEditing(i)}
              />
            ))}
            {!locked && (
              <AddLine
                doors={loaded.doors}
                services={loaded.services}
                onAdd={(line) => change({ ...draft, lines: [...draft.lines, line] })}
              />
            )}
          </section>
          <TermsFields draft={draft} errors={errors} disabled={locked} onChange={change} />
        </div>
        <div className="space-y-4 xl:sticky xl:top-6">
          <OfferSummary view={view} dirty={dirty} />
          {!locked && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="md" disabled={!dirty || saving} onClick={() => void save()}>
                {saving ? t('admin.offer.saving') : t('admin.offer.save')}
              </Button>
              <Button variant="primary" size="md" disabled={saving || stale} onClick={() => void askToSend()}>
                {view.versions.length ? t('admin.offer.sendVersion', { number: next }) : t('admin.offer.send')}
              </Button>
            </div>
          )}
          {dirty && <p className="text-sm text-amber-900">{t('admin.offer.unsaved')}</p>}
          <SentPanel view={view} />
        </div>
      </div>
      {editing !== null && draft.lines[editing]?.type === 'door' && (
        <EditDoor
          line={draft.lines[editing]}
          door={doorOf(draft.lines[editing].productSlug)}
          business={loaded.business}
          onUse={(selections) => {
            const line = draft.lines[editing];
            if (line?.type === 'door') setLine(editing, { ...line, selections });
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {sending && (
        <SendDialog
          view={view}
          number={next}
          onSent={(sent) => {
            setSending(false);
            void notify(
              'success',
              t('admin.offer.sent', { number: sent.number }),
              sent.emailedTo ? t('admin.offer.sentEmail', { email: sent.emailedTo }) : t('admin.offer.sentNoEmail'),
            );
            void onReload();
          }}
          onStale={() => {
            setSending(false);
            setStale(true);
          }}
          onClose={() => setSending(false)}
        />
      )}
    </div>
  );
}

const nameOf = (door: Product | undefined, lang: 'en' | 'uk') => (door ? nameIn(door, lang) : undefined);

function EditDoor(props: {
  line: Extract<OfferLine, { type: 'door' }>;
  door: Product | undefined;
  business: SettingsView['settings'];
  onUse: (selections: Extract<OfferLine, { type: 'door' }>['selections']) => void;
  onClose: () => void;
}) {
  const { lang } = useAdminT();
  const { line, door } = props;
  // One door object while the dialog is open: a new one would load the configurator again, losing the choices.
  const shown = useMemo(
    () =>
      door && {
        slug: door.slug,
        name: nameIn(door, lang),
        category: door.categorySlug,
        // A null (the option's default) is no choice.
        selections: Object.fromEntries(
          Object.entries(line.selections).filter(
            (entry): entry is [string, string | number | boolean] => entry[1] !== null,
          ),
        ),
      },
    [door, lang, line.selections],
  );
  if (!shown) return null;
  return <DoorOptionsDialog door={shown} business={props.business} onUse={props.onUse} onClose={props.onClose} />;
}
