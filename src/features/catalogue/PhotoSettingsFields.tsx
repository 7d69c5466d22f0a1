// One photo's settings in the door dialog (docs/product.md#door-pages): its focal point (FocusPicker.tsx) and the
// finish it shows, if any.
import { useId } from 'react';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { useAdminT } from '../admin/i18n.ts';
import { FocusPicker } from './FocusPicker.tsx';
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
  const set = (change: PhotoSetting) => onChange({ ...setting, ...change });
  return (
    <div className="space-y-2">
      <FocusPicker
        url={url}
        name={name}
        focus={setting.focus}
        onChange={(focus) => set({ focus })}
        hintId={`${id}-hint`}
      />
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
