// The door dialog's further photos (docs/product.md#door-pages): uploaded through ImageField, shown in their order, each
// with its settings (focal point, finish: PhotoSettingsFields), moved one place earlier or later or removed with a
// named button. Focus stays with the photo that moved; after a
// removal it goes to the photo now in its place (or the list's title when none is left), never to the page.
import { useEffect, useId, useRef, useState } from 'react';
import { notify } from '../../lib/toast.tsx';
import { ImageField } from '../admin/ImageField.tsx';
import { useAdminT } from '../admin/i18n.ts';
import { movedPhoto, photoNumber, withoutPhoto, withPhoto } from './door-photos.ts';
import { MAX_DOOR_PHOTOS } from './limits.ts';
import { PhotoSettingsFields } from './PhotoSettingsFields.tsx';
import type { PhotoSetting } from './schema.ts';

interface Props {
  photos: string[];
  onChange: (photos: string[]) => void;
  /** Each photo's settings (its focal point, the finish it shows), by address. */
  settings: Record<string, PhotoSetting>;
  onSetting: (url: string, setting: PhotoSetting) => void;
  /** The finishes the door is made in, for the photos' finish select. */
  finishes: readonly { id: string; label: string }[];
}

type Focus = { url: string; button: 'earlier' | 'later' | 'remove' } | { title: true } | null;

const button =
  'grid size-9 place-items-center rounded-full ring-1 ring-ink/15 hover:bg-sand/40 aria-disabled:opacity-35 aria-disabled:hover:bg-transparent';

export function DoorPhotosField({ photos, onChange, settings, onSetting, finishes }: Props) {
  const id = useId();
  const { t } = useAdminT();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const title = useRef<HTMLHeadingElement>(null);
  const [focus, setFocus] = useState<Focus>(null);

  // After the list is drawn in its new order: React may have moved the focused button's node, which blurs it.
  useEffect(() => {
    if (!focus) return;
    if ('title' in focus) title.current?.focus();
    else buttons.current.get(`${focus.button}:${focus.url}`)?.focus();
    setFocus(null);
  }, [focus]);

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  function add(url: string) {
    const next = withPhoto(photos, url);
    if (next === 'full') return void notify('error', t('admin.door.photosFull', { max: MAX_DOOR_PHOTOS }));
    if (next === 'twice') return void notify('error', t('admin.door.photoTwice'));
    onChange(next);
  }

  function move(index: number, by: -1 | 1) {
    const next = movedPhoto(photos, index, by);
    const url = photos[index];
    if (!next || url === undefined) return;
    onChange(next);
    setFocus({ url, button: by === -1 ? 'earlier' : 'later' });
  }

  function remove(index: number) {
    const next = withoutPhoto(photos, index);
    onChange(next);
    const neighbour = next[index] ?? next[index - 1];
    setFocus(neighbour === undefined ? { title: true } : { url: neighbour, button: 'remove' });
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={title} tabIndex={-1} className="text-sm font-medium outline-none">
        {t('admin.door.photos')}
      </h3>
      <p className="mt-1 text-sm text-stone">{t('admin.door.photosHint', { max: MAX_DOOR_PHOTOS })}</p>
      {photos.length > 0 && (
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-labelledby={`${id}-title`}>
          {photos.map((url, index) => {
            const n = photoNumber(index);
            const first = index === 0;
            const last = index === photos.length - 1;
            return (
              <li key={url} className="rounded-xl p-2 ring-1 ring-ink/10">
                <PhotoSettingsFields
                  url={url}
                  name={t('admin.door.photoN', { n })}
                  setting={settings[url]}
                  onChange={(setting) => onSetting(url, setting)}
                  finishes={finishes}
                />
                <div className="mt-2 flex items-center justify-between gap-1">
                  {/* aria-disabled rather than disabled at either end: the button keeps focus (CardActions too). */}
                  <button
                    type="button"
                    ref={ref(`earlier:${url}`)}
                    aria-disabled={first || undefined}
                    onClick={() => !first && move(index, -1)}
                    aria-label={t('admin.door.photoEarlier', { n })}
                    className={button}
                  >
                    <span aria-hidden="true">←</span>
                  </button>
                  <button
                    type="button"
                    ref={ref(`later:${url}`)}
                    aria-disabled={last || undefined}
                    onClick={() => !last && move(index, 1)}
                    aria-label={t('admin.door.photoLater', { n })}
                    className={button}
                  >
                    <span aria-hidden="true">→</span>
                  </button>
                  <button
                    type="button"
                    ref={ref(`remove:${url}`)}
                    onClick={() => remove(index)}
                    aria-label={t('admin.door.photoRemove', { n })}
                    className={`${button} text-red-800`}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="mt-3">
        <ImageField label={t('admin.door.photoAdd')} value="" uploadOnly onChange={add} />
      </div>
    </section>
  );
}
