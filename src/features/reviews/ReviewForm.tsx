// The review form of /admin/reviews (docs/product.md#reviews): the customer's name and city, the words in the language
// they were written in, the stars, the day, the door bought (or none) and up to six photos. Opened, it takes the focus
// to its heading; a refused save keeps everything typed and says what to fix at the field.
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { errorProps, FieldError, FormError } from '../../components/ui/FieldError.tsx';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { inputClass, TextField } from '../../components/ui/TextField.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { languages } from '../../lib/languages.ts';
import { shopToday } from '../../lib/shop-day.ts';
import { notify } from '../../lib/toast.tsx';
import { ImageField } from '../admin/ImageField.tsx';
import { useAdminT } from '../admin/i18n.ts';
import { PhotoList } from '../admin/PhotoList.tsx';
import type { Product } from '../catalogue/schema.ts';
import { nameIn } from '../catalogue/texts.ts';
import { MAX_REVIEW_PHOTOS, type Review } from './schema.ts';

export interface Draft {
  id?: string;
  author: string;
  city: string;
  body: string;
  lang: 'en' | 'uk';
  rating: string;
  reviewedOn: string;
  productId: string;
  photoUrls: string[];
}
export const blank = (): Draft => ({
  author: '',
  city: '',
  body: '',
  lang: 'uk',
  rating: '5',
  reviewedOn: shopToday(),
  productId: '',
  photoUrls: [],
});

/** The form's fields from a saved review. */
export const draftOf = (review: Review): Draft => ({
  id: review.id,
  author: review.author,
  city: review.city ?? '',
  body: review.body,
  lang: review.lang,
  rating: String(review.rating),
  reviewedOn: review.reviewedOn,
  productId: review.productId ?? '',
  photoUrls: review.photoUrls,
});

interface Props {
  initial: Draft;
  doors: Product[];
  onSaved: () => void;
  onCancel: () => void;
}

export function ReviewForm({ initial, doors, onSaved, onCancel }: Props) {
  const { t, lang } = useAdminT();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const body = {
      author: draft.author,
      city: draft.city,
      body: draft.body,
      lang: draft.lang,
      rating: Number(draft.rating),
      reviewedOn: draft.reviewedOn,
      productId: draft.productId || null,
      photoUrls: draft.photoUrls,
    };
    try {
      if (draft.id) await api(`/api/admin/reviews/${draft.id}`, { method: 'PUT', body });
      else await api('/api/admin/reviews', { body });
      void notify('success', t('admin.reviews.saved'));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError) {
        // A photo's message ('photoUrls.2') shows under the photos.
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([field, [first]]) => [
              field.replace(/^photoUrls\.\d+$/, 'photoUrls'),
              first ?? '',
            ]),
          ),
        );
        setFormError(Object.keys(error.errors).length ? t('admin.reviews.fix') : error.message);
      } else setFormError(t('admin.reviews.failed'));
    } finally {
      setSaving(false);
    }
  }

  const field = (name: 'author' | 'city', label: string) => (
    <div>
      <TextField
        id={`${id}-${name}`}
        label={label}
        value={draft[name]}
        onChange={(value) => set({ [name]: value })}
        {...errorProps(`${id}-${name}`, errors[name])}
      />
      <FieldError fieldId={`${id}-${name}`} error={errors[name]} />
    </div>
  );

  return (
    <form
      onSubmit={(e) => void save(e)}
      noValidate
      className="mt-8 grid gap-5 rounded-2xl bg-white/70 p-6 ring-1 ring-ink/5 md:grid-cols-2"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-serif text-2xl outline-none md:col-span-2">
        {draft.id ? t('admin.reviews.edit') : t('admin.reviews.add')}
      </h2>
      {field('author', t('admin.reviews.author'))}
      {field('city', t('admin.reviews.city'))}
      <div className="md:col-span-2">
        <label htmlFor={`${id}-body`} className="text-sm font-medium">
          {t('admin.reviews.body')}
        </label>
        <textarea
          id={`${id}-body`}
          rows={5}
          value={draft.body}
          onChange={(e) => set({ body: e.target.value })}
          className={inputClass}
          {...errorProps(`${id}-body`, errors.body)}
        />
        <FieldError fieldId={`${id}-body`} error={errors.body} />
      </div>
      <SelectField
        id={`${id}-lang`}
        label={t('admin.reviews.lang')}
        value={draft.lang}
        onChange={(value) => set({ lang: value })}
        error={errors.lang ?? null}
        options={languages.map((l) => ({ value: l, label: t(`admin.bookings.form.lang.${l}`) }))}
      />
      <SelectField
        id={`${id}-rating`}
        label={t('admin.reviews.rating')}
        value={draft.rating}
        onChange={(value) => set({ rating: value })}
        error={errors.rating ?? null}
        options={['5', '4', '3', '2', '1'].map((n) => ({
          value: n,
          label: t('reviews.stars', { rating: n }),
        }))}
      />
      <div>
        <label htmlFor={`${id}-day`} className="text-sm font-medium">
          {t('admin.reviews.day')}
        </label>
        <input
          id={`${id}-day`}
          type="date"
          value={draft.reviewedOn}
          max={shopToday()}
          onChange={(e) => set({ reviewedOn: e.target.value })}
          className={inputClass}
          {...errorProps(`${id}-day`, errors.reviewedOn)}
        />
        <FieldError fieldId={`${id}-day`} error={errors.reviewedOn} />
      </div>
      <SelectField
        id={`${id}-door`}
        label={t('admin.reviews.door')}
        value={draft.productId}
        onChange={(value) => set({ productId: value })}
        error={errors.productId ?? null}
        options={[
          { value: '', label: t('admin.reviews.noDoor') },
          ...doors.map((door) => ({ value: door.id, label: nameIn(door, lang) })),
        ]}
      />
      <div className="md:col-span-2">
        {draft.photoUrls.length < MAX_REVIEW_PHOTOS ? (
          <ImageField
            label={t('admin.reviews.photo')}
            value=""
            uploadOnly
            multiple
            onChange={(url) =>
              setDraft((d) => ({ ...d, photoUrls: [...d.photoUrls, url].slice(0, MAX_REVIEW_PHOTOS) }))
            }
          />
        ) : (
          <p className="text-sm text-stone">{t('admin.reviews.photosFull', { n: MAX_REVIEW_PHOTOS })}</p>
        )}
        <PhotoList
          urls={draft.photoUrls}
          label={t('admin.reviews.photos')}
          onRemove={(url) => set({ photoUrls: draft.photoUrls.filter((u) => u !== url) })}
        />
        <FieldError fieldId={`${id}-photos`} error={errors.photoUrls} className="mt-1.5 block text-sm text-red-800" />
      </div>
      <FormError className="md:col-span-2">{formError}</FormError>
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit" variant="primary" size="md-wide" disabled={saving}>
          {saving ? t('admin.saving') : t('admin.reviews.save')}
        </Button>
        <Button variant="secondary" size="md" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
      </div>
    </form>
  );
}
