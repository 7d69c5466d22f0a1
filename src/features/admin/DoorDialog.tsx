// The door dialog (docs/product.md#validation): name required; price entered in USD (≥ 0, step 0.01) and stored ×100 rounded; a new
// door's slug is made from its name by the server, an existing door keeps its own; resets when closed.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { notify } from '../../lib/toast.tsx';
import type { Product } from '../catalogue/schema.ts';
import { ImageField } from './ImageField.tsx';
import { inputClass, TextField } from './TextField.tsx';

interface Props {
  open: boolean;
  door: Product | null;
  category: 'interior' | 'concealed';
  collectionId?: string;
  onClose: () => void;
  onSaved: () => void;
}

const blank = { name: '', price: '', imageUrl: '', description: '', doorType: 'STANDARD', isActive: true };

export function DoorDialog({ open, door, category, collectionId, onClose, onSaved }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) {
      setValues(
        door
          ? {
              name: door.name,
              price: (door.basePriceCents / 100).toFixed(2),
              imageUrl: door.imageUrl ?? '',
              description: door.description ?? '',
              doorType: door.doorType ?? 'STANDARD',
              isActive: door.isActive,
            }
          : blank,
      );
      setError(null);
      if (!element.open) element.showModal();
    } else if (element.open) element.close();
  }, [open, door]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const price = Number(values.price);
    if (!values.name.trim()) return setError('Enter a name');
    if (values.price.trim() === '' || !Number.isFinite(price) || price < 0)
      return setError('Enter a price of 0 or more');
    setSaving(true);
    setError(null);
    const body = {
      name: values.name,
      basePriceCents: Math.round(price * 100),
      imageUrl: values.imageUrl,
      description: values.description,
      isActive: values.isActive,
      ...(category === 'concealed' ? { doorType: values.doorType } : {}),
      ...(category === 'interior' && collectionId ? { collectionId } : {}),
    };
    try {
      if (door) await api(`/api/products/${door.id}`, { method: 'PUT', body });
      else await api('/api/products', { body: { ...body, categorySlug: category } });
      onSaved();
      onClose();
    } catch (caught) {
      const message = caught instanceof ApiError && caught.status > 0 ? caught.message : 'Failed to save door';
      setError(message);
      void notify('error', 'Save failed', message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="door-dialog-title"
      className="m-auto w-[min(34rem,calc(100vw-2rem))] max-w-none rounded-3xl bg-sand p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <form onSubmit={save} className="space-y-4 p-6 md:p-8" noValidate>
        <h2 id="door-dialog-title" className="font-serif text-3xl">
          {door ? 'Edit door' : 'Add door'}
        </h2>
        <TextField
          id="door-name"
          label="Name"
          required
          value={values.name}
          onChange={(name) => setValues({ ...values, name })}
        />
        <TextField
          id="door-price"
          label="Price (USD)"
          type="number"
          min="0"
          step="0.01"
          required
          value={values.price}
          onChange={(price) => setValues({ ...values, price })}
        />
        {category === 'concealed' && (
          <div>
            <label htmlFor="door-type" className="text-sm font-medium">
              Door type
            </label>
            <select
              id="door-type"
              value={values.doorType}
              onChange={(e) => setValues({ ...values, doorType: e.target.value })}
              className={inputClass}
            >
              <option value="STANDARD">Standard</option>
              <option value="BUDGET">Budget (Universal)</option>
            </select>
          </div>
        )}
        <ImageField
          label="Image"
          value={values.imageUrl}
          onChange={(imageUrl) => setValues((v) => ({ ...v, imageUrl }))}
        />
        <TextField
          id="door-description"
          label="Description"
          rows={3}
          value={values.description}
          onChange={(description) => setValues({ ...values, description })}
        />
        <label className="flex items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            checked={values.isActive}
            onChange={(e) => setValues({ ...values, isActive: e.target.checked })}
            className="h-4 w-4 accent-oak-dark"
          />
          Active (shown on the site)
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3 pt-2">
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-full px-5 ring-1 ring-ink/20 hover:bg-white"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={saving}
            className="min-h-11 rounded-full bg-ink px-6 font-medium text-sand hover:bg-oak-dark disabled:opacity-70"
          >
            {saving ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
