// 'Manage Interior Doors': the collections as cards (image, name, slug) opening their doors, each with Edit and
// Delete; an 'Add Collection' form (nothing is sent unless a name in one language and the slug are non-blank after
// trimming); an 'Edit Collection' dialog (a blank slug keeps the old one, a blank name in one language leaves that
// language to fall back to the other, a blank image becomes none). Names in Ukrainian and English side by side; both
// forms take the album (docs/product.md#collection-pages): several photos in one pick, each removable with ×.
import { type Dispatch, type SetStateAction, type SubmitEvent, useCallback, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog, DialogTitle } from '../../components/ui/Dialog.tsx';
import { FormError } from '../../components/ui/FieldError.tsx';
import { SaveButtons } from '../../components/ui/FormButtons.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { imageOrPlaceholder } from '../../lib/images.ts';
import { notify } from '../../lib/toast.tsx';
import { CardActions, confirmDelete } from '../admin/CardActions.tsx';
import { ImageField } from '../admin/ImageField.tsx';
import { saveLabels, useAdminT } from '../admin/i18n.ts';
import { LoadError, Loaded, useLoaded } from '../admin/Loaded.tsx';
import { MissingTexts } from '../admin/MissingTexts.tsx';
import { PhotoList } from '../admin/PhotoList.tsx';
import { moveItem } from '../admin/reorder.ts';
import { TextsFields } from '../admin/TextsFields.tsx';
import { withPhoto } from './door-photos.ts';
import { CoverFocus } from './FocusPicker.tsx';
import { MAX_COLLECTION_PHOTOS } from './limits.ts';
import type { Category, Collection, Focus } from './schema.ts';
import { nameIn } from './texts.ts';

type Values = {
  nameUk: string;
  nameEn: string;
  slug: string;
  imageUrl: string;
  imageFocus: Focus | null;
  albumUrls: string[];
};
const blank: Values = { nameUk: '', nameEn: '', slug: '', imageUrl: '', imageFocus: null, albumUrls: [] };

export function CollectionsPage() {
  const { lang, t } = useAdminT();
  const {
    state,
    reload: load,
    update,
  } = useLoaded(
    useCallback(async () => {
      const categories = await api<Category[]>('/api/categories');
      if (!categories.some((c) => c.slug === 'interior')) throw new LoadError(t('admin.collections.noCategory'));
      return api<Collection[]>('/api/collections?categorySlug=interior');
    }, [t]),
  );
  const [editing, setEditing] = useState<Collection | null>(null);

  return (
    <>
      <h1 className="font-serif text-4xl">{t('admin.collections.title')}</h1>
      <AddCollection onAdded={load} />
      <Loaded state={state} empty={t('admin.collections.empty')} isEmpty={(collections) => collections.length === 0}>
        {(collections) => (
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 xl:grid-cols-4" data-testid="admin-collections">
            {collections.map((collection, index) => (
              <li key={collection.id} className="relative overflow-hidden rounded-2xl bg-white/70 ring-1 ring-ink/5">
                <img
                  src={imageOrPlaceholder(collection.imageUrl)}
                  alt=""
                  width="300"
                  height="200"
                  className="aspect-[3/2] w-full object-cover"
                />
                <div className="p-4">
                  <h2 className="font-medium">
                    <a href={`/admin/interior-doors/${collection.slug}`} className="hover:underline">
                      {nameIn(collection, lang)}
                    </a>
                  </h2>
                  <MissingTexts item={collection} />
                  <p className="text-sm text-stone">{collection.slug}</p>
                  <p className="text-sm text-stone">
                    {t('admin.collections.albumCount', { n: collection.albumUrls.length })}
                  </p>
                  <CardActions
                    name={nameIn(collection, lang)}
                    onEdit={() => setEditing(collection)}
                    onDelete={() =>
                      confirmDelete(
                        t('admin.collections.confirmDelete'),
                        `/api/admin/collections/${collection.id}`,
                        load,
                      )
                    }
                    move={{
                      index,
                      count: collections.length,
                      onMove: (by) =>
                        moveItem('collections', collections, index, by, (next) => update(() => next), load),
                    }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} width="w-[min(44rem,calc(100vw-2rem))]">
        {editing && <EditCollection collection={editing} onClose={() => setEditing(null)} onSaved={load} />}
      </Dialog>
    </>
  );
}

/** Name, slug and image: the fields of both collection forms. */
function CollectionFields({
  idPrefix,
  values,
  onChange,
}: {
  idPrefix: string;
  values: Values;
  /** A state setter: an upload that ends later changes the image of what is typed by then. */
  onChange: Dispatch<SetStateAction<Values>>;
}) {
  const { t } = useAdminT();
  return (
    <>
      <TextsFields idPrefix={idPrefix} values={values} onChange={(change) => onChange((v) => ({ ...v, ...change }))} />
      <TextField
        id={`${idPrefix}-slug`}
        label={t('admin.collections.slug')}
        value={values.slug}
        onChange={(slug) => onChange((v) => ({ ...v, slug }))}
      />
      {/* Another picture starts from its middle: the point set on the last one says nothing of it. */}
      <ImageField
        label={t('admin.collections.image')}
        value={values.imageUrl}
        onChange={(imageUrl) => onChange((v) => ({ ...v, imageUrl, imageFocus: null }))}
      />
      <CoverFocus
        url={values.imageUrl}
        name={t('admin.collections.image')}
        focus={values.imageFocus}
        onChange={(imageFocus) => onChange((v) => ({ ...v, imageFocus }))}
      />
      <AlbumField
        idPrefix={idPrefix}
        urls={values.albumUrls}
        onChange={(albumUrls) => onChange((v) => ({ ...v, albumUrls }))}
      />
    </>
  );
}

/**
 * The album: photos uploaded several in one pick, added last in the order picked, each removable with ×; a photo
 * past MAX_COLLECTION_PHOTOS or there already is refused with a toast (the server refuses both too).
 */
function AlbumField({
  idPrefix,
  urls,
  onChange,
}: {
  idPrefix: string;
  urls: string[];
  onChange: (urls: string[]) => void;
}) {
  const { t } = useAdminT();
  // The uploads of one pick end one after another before the form redraws: each adds to the list the last one left.
  const latest = useRef(urls);
  latest.current = urls;
  function add(url: string) {
    const next = withPhoto(latest.current, url, MAX_COLLECTION_PHOTOS);
    if (next === 'full') return void notify('error', t('admin.collections.albumFull', { max: MAX_COLLECTION_PHOTOS }));
    if (next === 'twice') return void notify('error', t('admin.door.photoTwice'));
    latest.current = next;
    onChange(next);
  }
  return (
    <div className="md:col-span-2">
      <ImageField
        label={t('admin.collections.albumAdd')}
        value=""
        uploadOnly
        multiple
        describedBy={`${idPrefix}-album-hint`}
        onChange={add}
      />
      <p id={`${idPrefix}-album-hint`} className="mt-1 text-sm text-stone">
        {t('admin.collections.albumHint', { max: MAX_COLLECTION_PHOTOS })}
      </p>
      <PhotoList
        urls={urls}
        label={t('admin.collections.album')}
        onRemove={(url) => onChange(latest.current.filter((u) => u !== url))}
      />
    </div>
  );
}

function AddCollection({ onAdded }: { onAdded: () => void }) {
  const { t } = useAdminT();
  const [values, setValues] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  async function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // docs/product.md#validation: nothing is sent
    if ((!values.nameUk.trim() && !values.nameEn.trim()) || !values.slug.trim()) return;
    try {
      await api('/api/admin/collections', { body: { categorySlug: 'interior', ...values } });
      setValues(blank);
      setError(null);
      onAdded();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('admin.collections.createError'));
    }
  }
  return (
    <form
      onSubmit={add}
      className="mt-8 grid grid-cols-1 gap-4 rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5 md:grid-cols-2 md:items-end"
      aria-labelledby="add-collection"
    >
      <h2 id="add-collection" className="font-serif text-2xl md:col-span-2">
        {t('admin.collections.add')}
      </h2>
      <CollectionFields idPrefix="new-collection" values={values} onChange={setValues} />
      <Button variant="primary" size="md-wide" type="submit">
        {t('admin.collections.addButton')}
      </Button>
      <FormError className="md:col-span-2">{error}</FormError>
    </form>
  );
}

/** The dialog's form, mounted on each opening so it starts from the collection as stored. */
function EditCollection({
  collection,
  onClose,
  onSaved,
}: {
  collection: Collection;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useAdminT();
  const [values, setValues] = useState<Values>({
    nameUk: collection.nameUk ?? '',
    nameEn: collection.nameEn ?? '',
    slug: collection.slug,
    imageUrl: collection.imageUrl ?? '',
    imageFocus: collection.imageFocus,
    albumUrls: collection.albumUrls,
  });
  const [error, setError] = useState<string | null>(null);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // A blank slug keeps the old one; a blank name leaves its language to the other; a blank image becomes none.
    if (!values.nameUk.trim() && !values.nameEn.trim()) return setError(t('admin.texts.nameRequired'));
    const body = {
      nameUk: values.nameUk,
      nameEn: values.nameEn,
      ...(values.slug.trim() && { slug: values.slug }),
      imageUrl: values.imageUrl,
      imageFocus: values.imageUrl ? values.imageFocus : null,
      albumUrls: values.albumUrls,
    };
    try {
      await api(`/api/admin/collections/${collection.id}`, { method: 'PUT', body });
      onSaved();
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('admin.collections.updateError'));
    }
  }

  return (
    <form onSubmit={save} className="space-y-4 p-6 md:p-8">
      <DialogTitle>{t('admin.collections.edit')}</DialogTitle>
      <CollectionFields idPrefix="edit-collection" values={values} onChange={setValues} />
      <FormError>{error}</FormError>
      <SaveButtons onCancel={onClose} labels={saveLabels(t)} />
    </form>
  );
}
