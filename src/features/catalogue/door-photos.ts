// The door dialog's photos (docs/product.md#door-pages): the further photos, an ordered list the manager adds to,
// removes from and reorders one place at a time, sent whole with the door, and each photo's settings (the finish it
// shows, its focal point; photo-details.ts has how they are stored and shown). Pure, so the rules are tested as a table.

import { moved } from '../admin/reorder.ts';
import { MAX_DOOR_PHOTOS } from './limits.ts';
import type { Focus, PhotoSetting } from './schema.ts';

/** Why a photo was not added: the list is full, or the photo is in it already (the server refuses both too). */
export type PhotoRefusal = 'full' | 'twice';

/** `photos` with `url` added last, or why it cannot be; a list holds at most `max` (a door's further photos by default). */
export function withPhoto(photos: readonly string[], url: string, max = MAX_DOOR_PHOTOS): string[] | PhotoRefusal {
  if (photos.includes(url)) return 'twice';
  if (photos.length >= max) return 'full';
  return [...photos, url];
}

/** `photos` without the one at `index`. */
export const withoutPhoto = (photos: readonly string[], index: number): string[] =>
  photos.filter((_, i) => i !== index);

/** `photos` with the one at `index` one place earlier (-1) or later (1); null at either end. */
export const movedPhoto = (photos: readonly string[], index: number, by: -1 | 1): string[] | null =>
  moved(photos, index, by);

/**
 * A photo's number as the manager and the visitor see it: the main photo is 1, so the first further photo is 2
 * (the door page's alt text "photo 2 of 5" counts the same way).
 */
export const photoNumber = (index: number) => index + 2;

/** Where a photo's crop centres when the manager has said nothing: its middle. */
export const CENTRE: Focus = { x: 50, y: 50 };

/** The focal point a click or tap at (x, y) on a box (`rect`, as getBoundingClientRect gives it) sets, in whole percent. */
export function focusAt(
  rect: { left: number; top: number; width: number; height: number },
  x: number,
  y: number,
): Focus {
  const percent = (offset: number, size: number) => Math.min(100, Math.max(0, Math.round((offset / size) * 100)));
  return { x: percent(x - rect.left, rect.width), y: percent(y - rect.top, rect.height) };
}

/** How an arrow key moves a focal point (5 percent, 1 with Shift); null for any other key. */
export function nudged(focus: Focus, key: string, fine = false): Focus | null {
  const step = fine ? 1 : 5;
  const by = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[key];
  if (!by) return null;
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  return { x: clamp(focus.x + (by[0] ?? 0)), y: clamp(focus.y + (by[1] ?? 0)) };
}

/** The settings of `urls` only (the photos the door has now), as the dialog sends them. */
export const settingsFor = (settings: Record<string, PhotoSetting>, urls: readonly string[]) =>
  Object.fromEntries(urls.flatMap((url) => (settings[url] ? [[url, settings[url]]] : [])));
