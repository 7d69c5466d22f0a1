// The door dialog (docs/product.md#validation): name required; price entered in USD (≥ 0, step 0.01) and stored ×100
// rounded; a new door's slug is made from its name by the server, an existing door keeps its own; resets when closed.
import { type SubmitEvent, useEffect, useState } from 'react';
import { Dialog, DialogTitle } from '../../components/ui/Dialog.tsx';
import { FormError } from '../../components/ui/FieldError.tsx';
import { SaveButtons } from '../../components/ui/FormButtons.tsx';
import { inputClass, TextField } from '../../components/ui/TextField.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { centsOf, decimalOf } from '../../lib/money.ts';
import { notify } from '../../lib/toast.tsx';
import type { CategorySlug, Product } from '../catalogue/schema.ts';
import { ImageField } from './ImageField.tsx';

interface Props {
  open: boolean;
  door: Product | null;
  category: CategorySlug;
  collectionId?: string;
  onClose: () => void;
  onSaved: () => void;
}

const blank = { name: '', price: '', imageUrl: '', description: '', doorType: 'STANDARD', isActive: true };

export function DoorDialog({ open, door, category, collectionId, onClose, onSaved }: Props) {
  const [values, setValues] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Each opening starts from the door as stored (or blank for a new one).
  useEffect(() => {
    if (open) {
      setValues(
        door
          ? {
              name: door.name,
              price: decimalOf(door.basePriceCents),
              imageUrl: door.imageUrl ?? '',
              description: door.description ?? '',
              doorType: door.doorType ?? 'STANDARD',
              isActive: door.isActive,
            }
          : blank,
      );
      setError(null);
    }
  }, [open, door]);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const price = Number(values.price);
    if (!values.name.trim()) return setError('Enter a name');
    if (values.price.trim() === '' || !Number.isFinite(price) || price < 0)
      return setError('Enter a price of 0 or more');
    setSaving(true);
    setError(null);
    const body = {
      name: values.name,
      basePriceCents: centsOf(price),
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
    <Dialog open={open} onClose={onClose} width="w-[min(34rem,calc(100vw-2rem))]">
      <form onSubmit={save} className="space-y-4 p-6 md:p-8" noValidate>
        <DialogTitle>{door ? 'Edit door' : 'Add door'}</DialogTitle>
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
        <FormError>{error}</FormError>
        <SaveButtons onCancel={onClose} saving={saving} className="flex justify-end gap-3 pt-2" />
      </form>
    </Dialog>
  );
}
