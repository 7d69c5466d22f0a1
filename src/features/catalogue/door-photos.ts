// The door dialog's further photos (docs/product.md#door-pages): an ordered list the manager adds to, removes from and
// reorders one place at a time; the dialog sends it whole with the door. Pure, so the rules are tested as a table.

import { moved } from '../admin/reorder.ts';
import { MAX_DOOR_PHOTOS } from './limits.ts';

/** Why a photo was not added: the list is full, or the photo is in it already (the server refuses both too). */
export type PhotoRefusal = 'full' | 'twice';

/** `photos` with `url` added last, or why it cannot be. */
export function withPhoto(photos: readonly string[], url: string): string[] | PhotoRefusal {
  if (photos.includes(url)) return 'twice';
  if (photos.length >= MAX_DOOR_PHOTOS) return 'full';
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
