// A list of doors for the back office (a collection's, or the concealed ones): inactive doors included and
// switchable, the door dialog to add and edit, delete with a confirmation. Loading, error and empty states.
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { formatUsd } from '../../lib/amounts.ts';
import { ApiError, api } from '../../lib/api.ts';
import { imageOrPlaceholder } from '../../lib/images.ts';
import { notify } from '../../lib/toast.tsx';
import { CardActions, confirmDelete } from '../admin/CardActions.tsx';
import { useAdminT } from '../admin/i18n.ts';
import { Loaded, useLoaded } from '../admin/Loaded.tsx';
import { MissingTexts } from '../admin/MissingTexts.tsx';
import { moveItem } from '../admin/reorder.ts';
import { finishesFor } from '../pricing/door-finishes.ts';
import type { Configurator, OptionSchema } from '../pricing/schema.ts';
import { DoorDialog } from './DoorDialog.tsx';
import type { CategorySlug, Collection, Product } from './schema.ts';
import { nameIn } from './texts.ts';

export function DoorsPage({ category, collection }: { category: CategorySlug; collection?: Collection }) {
  const { lang, t } = useAdminT();
  // The collections a door can move to (interior doors only).
  const [collections, setCollections] = useState<Collection[]>([]);
  useEffect(() => {
    if (category !== 'interior') return;
    api<Collection[]>('/api/collections?categorySlug=interior').then(setCollections, () => setCollections([]));
  }, [category]);
  // The category's option schema, for the finishes a door's photos can show (none while it loads or fails).
  const [options, setOptions] = useState<OptionSchema | null>(null);
  useEffect(() => {
    api<Configurator>(`/api/categories/${category}/schema`).then(
      (configurator) => setOptions(configurator.schema),
      () => setOptions(null),
    );
  }, [category]);
  const {
    state,
    reload: load,
    update,
  } = useLoaded(
    useCallback(() => {
      const filter = collection ? `collection=${encodeURIComponent(collection.slug)}` : `categorySlug=${category}`;
      return api<Product[]>(`/api/products?${filter}&includeInactive=true`);
    }, [category, collection]),
  );
  const [dialog, setDialog] = useState<{ open: boolean; door: Product | null }>({ open: false, door: null });

  // Optimistic: the switch moves at once and moves back if the save fails.
  const setActive = (id: string, isActive: boolean) =>
    update((doors) => doors.map((d) => (d.id === id ? { ...d, isActive } : d)));
  async function toggle(door: Product) {
    setActive(door.id, !door.isActive);
    try {
      await api(`/api/products/${door.id}`, { method: 'PUT', body: { isActive: !door.isActive } });
    } catch (error) {
      setActive(door.id, door.isActive);
      void notify('error', t('admin.door.updateFailed'), error instanceof ApiError ? error.message : undefined);
    }
  }

  return (
    <section aria-labelledby="doors-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="doors-heading" className="font-serif text-2xl">
          {t('admin.doors.title')}
        </h2>
        <Button variant="primary" size="md" onClick={() => setDialog({ open: true, door: null })}>
          {t('admin.door.add')}
        </Button>
      </div>
      <Loaded state={state} empty={t('admin.doors.empty')} isEmpty={(doors) => doors.length === 0} className="mt-6">
        {(doors) => (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="admin-doors">
            {doors.map((door, index) => (
              <li key={door.id} className="flex gap-4 rounded-2xl bg-white/70 p-4 ring-1 ring-ink/5">
                <img
                  src={imageOrPlaceholder(door.imageUrl)}
                  alt=""
                  width="60"
                  height="80"
                  className="h-20 w-15 rounded-lg object-cover"
                />
                <div className="min-w-0 flex-1">
                  <h3 className="truncate font-medium">{nameIn(door, lang)}</h3>
                  <MissingTexts item={door} />
                  <p className="text-sm text-stone">
                    {door.slug} · {formatUsd(door.basePriceCents)}
                    {door.doorType &&
                      ` · ${door.doorType === 'BUDGET' ? t('admin.door.type.budget') : t('admin.door.type.standard')}`}
                  </p>
                  <CardActions
                    name={nameIn(door, lang)}
                    onEdit={() => setDialog({ open: true, door })}
                    onDelete={() =>
                      confirmDelete(
                        t('admin.door.confirmDelete', { name: nameIn(door, lang) }),
                        `/api/products/${door.id}`,
                        load,
                      )
                    }
                    className="mt-2 flex flex-wrap items-center gap-3 text-sm"
                    move={{
                      index,
                      count: doors.length,
                      onMove: (by) => moveItem('doors', doors, index, by, (next) => update(() => next), load),
                    }}
                  >
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        checked={door.isActive}
                        onChange={() => toggle(door)}
                        className="h-4 w-4 accent-oak-dark"
                      />
                      {t('admin.door.active')}
                    </label>
                  </CardActions>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <DoorDialog
        open={dialog.open}
        door={dialog.door}
        finishes={
          options ? finishesFor(options, dialog.door?.slug ?? '').map((f) => ({ id: f.id, label: f.label[lang] })) : []
        }
        category={category}
        collections={collections}
        {...(collection ? { collectionId: collection.id } : {})}
        onClose={() => setDialog({ open: false, door: null })}
        onSaved={load}
      />
    </section>
  );
}
