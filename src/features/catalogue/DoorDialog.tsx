// The door dialog (docs/product.md#validation): a name in at least one language, the description in both (side by
// side, stacked on a phone); price entered in USD (≥ 0, step 0.01) and stored ×100 rounded; a new door's slug is made
// from its name by the server, an existing door keeps its own; an interior door can move to another collection;
// resets when closed. Besides its main image a door has further photos for its page's gallery (DoorPhotosField), sent
// whole, in their order, with the rest of the door, and each photo its settings (focal point, finish shown).
import { type SubmitEvent, useEffect, useState } from 'react';
import { Dialog, DialogTitle } from '../../components/ui/Dialog.tsx';
import { FormError } from '../../components/ui/FieldError.tsx';
import { SaveButtons } from '../../components/ui/FormButtons.tsx';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { centsOf, decimalOf } from '../../lib/amounts.ts';
import { ApiError, api } from '../../lib/api.ts';
import { notify } from '../../lib/toast.tsx';
import { ImageField } from '../admin/ImageField.tsx';
import { saveLabels, useAdminT } from '../admin/i18n.ts';
import { TextsFields } from '../admin/TextsFields.tsx';
import { DoorPhotosField } from './DoorPhotosField.tsx';
import { settingsFor } from './door-photos.ts';
import { PhotoSettingsFields } from './PhotoSettingsFields.tsx';
import type { CategorySlug, Collection, PhotoDetail, PhotoSetting, Product } from './schema.ts';

/** What the dialog edits of a photo's details: its settings, not the placeholder the upload made. */
const settingsOf = (details: Record<string, PhotoDetail>): Record<string, PhotoSetting> =>
  Object.fromEntries(Object.entries(details).map(([url, { finish, focus }]) => [url, { finish, focus }]));

interface Props {
  open: boolean;
  door: Product | null;
  /** The category's finish choice's options the door may be made in (for a new door, all), in the admin's language. */
  finishes: readonly { id: string; label: string }[];
  category: CategorySlug;
  collectionId?: string;
  /** The category's collections, for moving a door; none for concealed doors. */
  collections?: Collection[];
  onClose: () => void;
  onSaved: () => void;
}

const blank = {
  nameUk: '',
  nameEn: '',
  descriptionUk: '',
  descriptionEn: '',
  price: '',
  imageUrl: '',
  photoUrls: [] as string[],
  photoDetails: {} as Record<string, PhotoSetting>,
  doorType: 'STANDARD',
  isActive: true,
  collectionId: '',
};

export function DoorDialog({
  open,
  door,
  finishes,
  category,
  collectionId,
  collections = [],
  onClose,
  onSaved,
}: Props) {
  const { t } = useAdminT();
  const [values, setValues] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Each opening starts from the door as stored (or blank for a new one).
  useEffect(() => {
    if (open) {
      setValues(
        door
          ? {
              nameUk: door.nameUk ?? '',
              nameEn: door.nameEn ?? '',
              descriptionUk: door.descriptionUk ?? '',
              descriptionEn: door.descriptionEn ?? '',
              price: decimalOf(door.basePriceCents),
              imageUrl: door.imageUrl ?? '',
              photoUrls: door.photoUrls,
              photoDetails: settingsOf(door.photoDetails),
              doorType: door.doorType ?? 'STANDARD',
              isActive: door.isActive,
              collectionId: door.collectionId ?? collectionId ?? '',
            }
          : { ...blank, collectionId: collectionId ?? '' },
      );
      setError(null);
    }
  }, [open, door, collectionId]);

  const setPhoto = (url: string) => (setting: PhotoSetting) =>
    setValues((v) => ({ ...v, photoDetails: { ...v.photoDetails, [url]: setting } }));

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const price = Number(values.price);
    if (!values.nameUk.trim() && !values.nameEn.trim()) return setError(t('admin.texts.nameRequired'));
    if (values.price.trim() === '' || !Number.isFinite(price) || price < 0) return setError(t('admin.door.priceError'));
    setSaving(true);
    setError(null);
    const body = {
      nameUk: values.nameUk,
      nameEn: values.nameEn,
      descriptionUk: values.descriptionUk,
      descriptionEn: values.descriptionEn,
      basePriceCents: centsOf(price),
      imageUrl: values.imageUrl,
      photoUrls: values.photoUrls,
      photoDetails: settingsFor(values.photoDetails, [values.imageUrl, ...values.photoUrls]),
      isActive: values.isActive,
      ...(category === 'concealed' ? { doorType: values.doorType } : {}),
      ...(category === 'interior' && values.collectionId ? { collectionId: values.collectionId } : {}),
    };
    try {
      if (door) await api(`/api/products/${door.id}`, { method: 'PUT', body });
      else await api('/api/products', { body: { ...body, categorySlug: category } });
      onSaved();
      onClose();
    } catch (caught) {
      const message = caught instanceof ApiError && caught.status > 0 ? caught.message : t('admin.door.saveError');
      setError(message);
      void notify('error', t('admin.door.saveFailed'), message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} width="w-[min(48rem,calc(100vw-2rem))]">
      <form onSubmit={save} className="space-y-4 p-6 md:p-8" noValidate>
        <DialogTitle>{door ? t('admin.door.edit') : t('admin.door.add')}</DialogTitle>
        <TextsFields
          idPrefix="door"
          values={values}
          descriptions
          onChange={(change) => setValues((v) => ({ ...v, ...change }))}
        />
        <TextField
          id="door-price"
          label={t('admin.door.price')}
          type="number"
          min="0"
          step="0.01"
          required
          value={values.price}
          onChange={(price) => setValues({ ...values, price })}
        />
        {category === 'interior' && collections.length > 1 && (
          <SelectField
            id="door-collection"
            label={t('admin.door.collection')}
            value={values.collectionId}
            onChange={(collectionId) => setValues({ ...values, collectionId })}
            options={collections.map((c) => ({ value: c.id, label: c.name }))}
          />
        )}
        {category === 'concealed' && (
          <SelectField
            id="door-type"
            label={t('admin.door.type')}
            value={values.doorType}
            onChange={(doorType) => setValues({ ...values, doorType })}
            options={[
              { value: 'STANDARD', label: t('admin.door.type.standard') },
              { value: 'BUDGET', label: t('admin.door.type.budget') },
            ]}
          />
        )}
        <ImageField
          label={t('admin.door.image')}
          value={values.imageUrl}
          onChange={(imageUrl) => setValues((v) => ({ ...v, imageUrl }))}
        />
        {values.imageUrl && (
          <div className="flex items-start gap-4">
            <div className="w-40 shrink-0">
              <PhotoSettingsFields
                url={values.imageUrl}
                name={t('admin.door.mainPhoto')}
                setting={values.photoDetails[values.imageUrl]}
                onChange={setPhoto(values.imageUrl)}
                finishes={finishes}
              />
            </div>
            <p className="text-sm text-stone">{t('admin.door.focusHint')}</p>
          </div>
        )}
        <DoorPhotosField
          photos={values.photoUrls}
          onChange={(photoUrls) => setValues((v) => ({ ...v, photoUrls }))}
          settings={values.photoDetails}
          onSetting={(url, setting) => setPhoto(url)(setting)}
          finishes={finishes}
        />
        <label className="flex items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            checked={values.isActive}
            onChange={(e) => setValues({ ...values, isActive: e.target.checked })}
            className="h-4 w-4 accent-oak-dark"
          />
          {t('admin.door.activeLong')}
        </label>
        <FormError>{error}</FormError>
        <SaveButtons
          onCancel={onClose}
          labels={saveLabels(t)}
          saving={saving}
          className="flex justify-end gap-3 pt-2"
        />
      </form>
    </Dialog>
  );
}
