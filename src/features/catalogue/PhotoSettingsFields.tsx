// One photo's settings in the door dialog (docs/product.md#door-pages): its focal point, set by a click or tap on the
// photo where the door is (or the arrow keys, Shift for a finer step), and the finish it shows, if any. The photo is
// drawn whole, so the point marks a place on the picture itself, whatever shape the pages crop it to.
import { useId } from 'react';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { imageOrPlaceholder } from '../../lib/images.ts';
import { useAdminT } from '../admin/i18n.ts';
import { CENTRE, focusAt, nudged } from './door-photos.ts';
import type { PhotoSetting } from './schema.ts';

interface Props {
  url: string;
  /** How the manager and the page name the photo: "Main photo", "Photo 3". */
  name: string;
  setting: PhotoSetting | undefined;
  onChange: (setting: PhotoSetting) => void;
  /** The finishes the door is made in, in the admin's language; none: no finish select. */
  finishes: readonly { id: string; label: string }[];
}

export function PhotoSettingsFields({ url, name, setting = {}, onChange, finishes }: Props) {
  const id = useId();
  const { t } = useAdminT();
  const focus = setting.focus ?? CENTRE;
  const set = (change: PhotoSetting) => onChange({ ...setting, ...change });
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="relative mx-auto block w-fit cursor-crosshair overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-oak-dark"
        aria-label={t('admin.door.focus', { name, x: focus.x, y: focus.y })}
        aria-describedby={`${id}-hint`}
        data-testid="photo-focus"
        onClick={(event) => {
          // A click from the keyboard (Enter, Space) has no position: it puts the point back in the middle.
          const rect = event.currentTarget.getBoundingClientRect();
          set({ focus: event.detail === 0 ? CENTRE : focusAt(rect, event.clientX, event.clientY) });
        }}
        onKeyDown={(event) => {
          const next = nudged(focus, event.key, event.shiftKey);
          if (!next) return;
          event.preventDefault();
          set({ focus: next });
        }}
      >
        <img src={imageOrPlaceholder(url)} alt="" className="block h-auto max-h-40 w-auto max-w-full bg-sand" />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-oak-dark/70 shadow"
          style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
        />
      </button>
      <p id={`${id}-hint`} className="sr-only">
        {t('admin.door.focusHint')}
      </p>
      {finishes.length > 0 && (
        <SelectField
          id={`${id}-finish`}
          label={t('admin.door.photoFinish')}
          value={setting.finish ?? ''}
          onChange={(finish) => set({ finish: finish || null })}
          options={[
            { value: '', label: t('admin.door.photoNoFinish') },
            ...finishes.map((finish) => ({ value: finish.id, label: finish.label })),
          ]}
          className="px-2 py-1.5 text-sm"
        />
      )}
    </div>
  );
}
