// 'Manage Interior Doors': the collections as cards (image, name, slug) opening their doors, each with Edit and
// Delete; an 'Add Collection' form (nothing is sent unless name and slug are non-blank after trimming); an
// 'Edit Collection' dialog (a blank field keeps the old value, a blank image becomes none).
import { type Dispatch, type SetStateAction, type SubmitEvent, useCallback, useState } from 'react';
import { Dialog, DialogTitle } from '../../components/ui/Dialog.tsx';
import { FormError } from '../../components/ui/FieldError.tsx';
import { SaveButtons } from '../../components/ui/FormButtons.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { imageOrPlaceholder } from '../../lib/images.ts';
import type { Category, Collection } from '../catalogue/schema.ts';
import { CardActions, confirmDelete } from './CardActions.tsx';
import { ImageField } from './ImageField.tsx';
import { LoadError, Loaded, useLoaded } from './Loaded.tsx';

type Values = { name: string; slug: string; imageUrl: string };
const blank: Values = { name: '', slug: '', imageUrl: '' };

export function CollectionsPage() {
  const { state, reload: load } = useLoaded(
    useCallback(async () => {
      const categories = await api<Category[]>('/api/categories');
      if (!categories.some((c) => c.slug === 'interior')) throw new LoadError('Interior category not found.');
      return api<Collection[]>('/api/collections?categorySlug=interior');
    }, []),
  );
  const [editing, setEditing] = useState<Collection | null>(null);

  return (
    <>
      <h1 className="font-serif text-4xl">Manage Interior Doors</h1>
      <AddCollection onAdded={load} />
      <Loaded state={state} empty="No collections yet." isEmpty={(collections) => collections.length === 0}>
        {(collections) => (
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 xl:grid-cols-4" data-testid="admin-collections">
            {collections.map((collection) => (
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
                      {collection.name}
                    </a>
                  </h2>
                  <p className="text-sm text-stone">{collection.slug}</p>
                  <CardActions
                    name={collection.name}
                    onEdit={() => setEditing(collection)}
                    onDelete={() =>
                      confirmDelete(
                        'Are you sure? This will erase ALL doors in this collection.',
                        `/api/admin/collections/${collection.id}`,
                        load,
                      )
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} width="w-[min(30rem,calc(100vw-2rem))]">
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
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        value={values.name}
        onChange={(name) => onChange((v) => ({ ...v, name }))}
      />
      <TextField
        id={`${idPrefix}-slug`}
        label="Slug"
        value={values.slug}
        onChange={(slug) => onChange((v) => ({ ...v, slug }))}
      />
      <ImageField
        label="Image"
        value={values.imageUrl}
        onChange={(imageUrl) => onChange((v) => ({ ...v, imageUrl }))}
      />
    </>
  );
}

function AddCollection({ onAdded }: { onAdded: () => void }) {
  const [values, setValues] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  async function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.name.trim() || !values.slug.trim()) return; // docs/product.md#validation: nothing is sent
    try {
      await api('/api/admin/collections', { body: { categorySlug: 'interior', ...values } });
      setValues(blank);
      setError(null);
      onAdded();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Failed to create collection');
    }
  }
  return (
    <form
      onSubmit={add}
      className="mt-8 grid gap-4 rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5 md:grid-cols-[1fr_1fr_1.5fr_auto] md:items-end"
      aria-labelledby="add-collection"
    >
      <h2 id="add-collection" className="font-serif text-2xl md:col-span-4">
        Add Collection
      </h2>
      <CollectionFields idPrefix="new-collection" values={values} onChange={setValues} />
      <button
        type="submit"
        className="min-h-11 rounded-full bg-ink px-6 text-sm font-medium text-sand hover:bg-oak-dark"
      >
        Add
      </button>
      <FormError className="md:col-span-4">{error}</FormError>
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
  const [values, setValues] = useState<Values>({
    name: collection.name,
    slug: collection.slug,
    imageUrl: collection.imageUrl ?? '',
  });
  const [error, setError] = useState<string | null>(null);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // A blank name or slug keeps the old value; a blank image becomes none.
    const body = {
      ...(values.name.trim() && { name: values.name }),
      ...(values.slug.trim() && { slug: values.slug }),
      imageUrl: values.imageUrl,
    };
    try {
      await api(`/api/admin/collections/${collection.id}`, { method: 'PUT', body });
      onSaved();
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Failed to update collection');
    }
  }

  return (
    <form onSubmit={save} className="space-y-4 p-6 md:p-8">
      <DialogTitle>Edit Collection</DialogTitle>
      <CollectionFields idPrefix="edit-collection" values={values} onChange={setValues} />
      <FormError>{error}</FormError>
      <SaveButtons onCancel={onClose} />
    </form>
  );
}
