// 'Manage Interior Doors': the collections as cards (image, name, slug) opening their doors, each with Edit and
// Delete; an 'Add Collection' form (nothing is sent unless name and slug are non-blank after trimming); an
// 'Edit Collection' dialog (a blank field keeps the old value, a blank image becomes none).
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { imageOrPlaceholder } from '../../lib/images.ts';
import { notify } from '../../lib/toast.tsx';
import type { Category, Collection } from '../catalogue/schema.ts';
import { ImageField } from './ImageField.tsx';
import { LoadError, Loaded, useLoaded } from './Loaded.tsx';
import { TextField } from './TextField.tsx';

export function CollectionsPage() {
  const { state, reload: load } = useLoaded(
    useCallback(async () => {
      const categories = await api<Category[]>('/api/categories');
      if (!categories.some((c) => c.slug === 'interior')) throw new LoadError('Interior category not found.');
      return api<Collection[]>('/api/collections?categorySlug=interior');
    }, []),
  );
  const [editing, setEditing] = useState<Collection | null>(null);

  async function remove(collection: Collection) {
    if (!confirm('Are you sure? This will erase ALL doors in this collection.')) return;
    try {
      await api(`/api/admin/collections/${collection.id}`, { method: 'DELETE' });
      void load();
    } catch (error) {
      void notify('error', 'Delete failed', error instanceof ApiError ? error.message : undefined);
    }
  }

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
                  <div className="mt-3 flex gap-4 text-sm">
                    <button
                      type="button"
                      onClick={() => setEditing(collection)}
                      className="text-oak-dark hover:underline"
                    >
                      Edit<span className="sr-only"> {collection.name}</span>
                    </button>
                    <button type="button" onClick={() => remove(collection)} className="text-red-800 hover:underline">
                      Delete<span className="sr-only"> {collection.name}</span>
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <EditCollection collection={editing} onClose={() => setEditing(null)} onSaved={load} />
    </>
  );
}

function AddCollection({ onAdded }: { onAdded: () => void }) {
  const [values, setValues] = useState({ name: '', slug: '', imageUrl: '' });
  const [error, setError] = useState<string | null>(null);
  async function add(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim() || !values.slug.trim()) return; // docs/product.md#validation: nothing is sent
    try {
      await api('/api/admin/collections', { body: { categorySlug: 'interior', ...values } });
      setValues({ name: '', slug: '', imageUrl: '' });
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
      <TextField
        id="new-collection-name"
        label="Name"
        value={values.name}
        onChange={(name) => setValues({ ...values, name })}
      />
      <TextField
        id="new-collection-slug"
        label="Slug"
        value={values.slug}
        onChange={(slug) => setValues({ ...values, slug })}
      />
      <ImageField
        label="Image"
        value={values.imageUrl}
        onChange={(imageUrl) => setValues((v) => ({ ...v, imageUrl }))}
      />
      <button
        type="submit"
        className="min-h-11 rounded-full bg-ink px-6 text-sm font-medium text-sand hover:bg-oak-dark"
      >
        Add
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-800 md:col-span-4">
          {error}
        </p>
      )}
    </form>
  );
}

function EditCollection({
  collection,
  onClose,
  onSaved,
}: {
  collection: Collection | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState({ name: '', slug: '', imageUrl: '' });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (collection) {
      setValues({ name: collection.name, slug: collection.slug, imageUrl: collection.imageUrl ?? '' });
      setError(null);
      if (!element.open) element.showModal();
    } else if (element.open) element.close();
  }, [collection]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!collection) return;
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
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="edit-collection-title"
      className="m-auto w-[min(30rem,calc(100vw-2rem))] max-w-none rounded-3xl bg-sand p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <form onSubmit={save} className="space-y-4 p-6 md:p-8">
        <h2 id="edit-collection-title" className="font-serif text-3xl">
          Edit Collection
        </h2>
        <TextField
          id="edit-collection-name"
          label="Name"
          value={values.name}
          onChange={(name) => setValues({ ...values, name })}
        />
        <TextField
          id="edit-collection-slug"
          label="Slug"
          value={values.slug}
          onChange={(slug) => setValues({ ...values, slug })}
        />
        <ImageField
          label="Image"
          value={values.imageUrl}
          onChange={(imageUrl) => setValues((v) => ({ ...v, imageUrl }))}
        />
        {error && (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-full px-5 ring-1 ring-ink/20 hover:bg-white"
          >
            Cancel
          </button>
          <button type="submit" className="min-h-11 rounded-full bg-ink px-6 font-medium text-sand hover:bg-oak-dark">
            Save
          </button>
        </div>
      </form>
    </dialog>
  );
}
