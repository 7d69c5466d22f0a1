// A picture's focal point in the back office (docs/product.md#door-pages): set by a click or tap on the picture where
// its subject is (or the arrow keys, Shift for a finer step). The picture is drawn whole, so the point marks a place on
// the picture itself, whatever shape the pages crop it to. The door dialog's photos, a collection's picture and a
// portfolio item's cover use it.
import { useId } from 'react';
import { imageOrPlaceholder } from '../../lib/images.ts';
import { useAdminT } from '../admin/i18n.ts';
import { CENTRE, focusAt, nudged } from './door-photos.ts';
import type { Focus } from './schema.ts';

interface Props {
  url: string;
  /** How the manager names the picture: "Main photo", "Photo 3", "the collection's picture". */
  name: string;
  focus: Focus | null | undefined;
  onChange: (focus: Focus) => void;
  /** The id of the element that says how to set it (aria-describedby). */
  hintId: string;
}

export function FocusPicker({ url, name, focus, onChange, hintId }: Props) {
  const { t } = useAdminT();
  const point = focus ?? CENTRE;
  return (
    <button
      type="button"
      className="relative mx-auto block w-fit cursor-crosshair overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-oak-dark"
      aria-label={t('admin.door.focus', { name, x: point.x, y: point.y })}
      aria-describedby={hintId}
      data-testid="photo-focus"
      onClick={(event) => {
        // A click from the keyboard (Enter, Space) has no position: it puts the point back in the middle.
        const rect = event.currentTarget.getBoundingClientRect();
        onChange(event.detail === 0 ? CENTRE : focusAt(rect, event.clientX, event.clientY));
      }}
      onKeyDown={(event) => {
        const next = nudged(point, event.key, event.shiftKey);
        if (!next) return;
        event.preventDefault();
        onChange(next);
      }}
    >
      <img src={imageOrPlaceholder(url)} alt="" className="block h-auto max-h-40 w-auto max-w-full bg-sand" />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-oak-dark/70 shadow"
        style={{ left: `${point.x}%`, top: `${point.y}%` }}
      />
    </button>
  );
}

/**
 * A cover's focal point (a collection's picture, a portfolio item's cover) under its image field, with the hint that
 * says how to set it; nothing while there is no picture.
 */
export function CoverFocus(props: Omit<Props, 'hintId'>) {
  const id = useId();
  const { t } = useAdminT();
  if (!props.url) return null;
  return (
    <div className="space-y-1">
      <FocusPicker {...props} hintId={`${id}-hint`} />
      <p id={`${id}-hint`} className="text-center text-xs text-stone">
        {t('admin.cover.focusHint')}
      </p>
    </div>
  );
}
