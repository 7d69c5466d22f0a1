// A door's photo details (docs/product.md#door-pages) as the functions store them and the pages show them: the
// settings worth keeping, the details of the photos the door has now with their placeholders, and the gallery in its
// order. Pure, shared by the functions and the pages (the dialog's own rules are in door-photos.ts).
import { imageOrPlaceholder, resolveImageUrl } from '../../lib/images.ts';
import type { Placeholder } from '../uploads/schema.ts';
import type { Focus, PhotoDetail, PhotoSetting, Product } from './schema.ts';

/** One photo of a door's gallery as a page shows it: its address resolved, and its details (all optional). */
export interface GalleryPhoto extends PhotoDetail {
  src: string;
}

/**
 * The door's gallery as its page shows it: the main photo first (the placeholder picture while it has none), then the
 * further photos that resolve, in their order, each with its details (docs/product.md#door-pages).
 */
export function galleryPhotos(door: Pick<Product, 'imageUrl' | 'photoUrls' | 'photoDetails'>): GalleryPhoto[] {
  const main = { src: imageOrPlaceholder(door.imageUrl), ...(door.imageUrl ? door.photoDetails[door.imageUrl] : {}) };
  const further = door.photoUrls.flatMap((url) => {
    const src = resolveImageUrl(url);
    return src ? [{ src, ...door.photoDetails[url] }] : [];
  });
  return [main, ...further];
}

/** The settings worth storing: those that say a finish or a focal point (a photo with neither has no key). */
export function storedSettings(settings: Record<string, PhotoSetting>): Record<string, PhotoSetting> {
  const kept: Record<string, PhotoSetting> = {};
  for (const [url, { finish, focus }] of Object.entries(settings)) {
    if (finish || focus) kept[url] = { ...(finish && { finish }), ...(focus && { focus }) };
  }
  return kept;
}

/**
 * A door's photo details as read: the stored settings of the photos it has now (a removed photo's are left behind)
 * and each uploaded photo's placeholder, from `placeholders` (by resolved address).
 */
export function photoDetailsOf(
  stored: Record<string, PhotoSetting>,
  urls: readonly (string | null)[],
  placeholders: ReadonlyMap<string, Placeholder>,
): Record<string, PhotoDetail> {
  const details: Record<string, PhotoDetail> = {};
  for (const url of urls) {
    if (!url) continue;
    const { finish, focus } = Object.hasOwn(stored, url) ? (stored[url] ?? {}) : {};
    const placeholder = placeholders.get(resolveImageUrl(url) ?? '');
    const detail = { ...(finish && { finish }), ...(focus && { focus }), ...(placeholder && { placeholder }) };
    if (Object.keys(detail).length) details[url] = detail;
  }
  return details;
}

/** A cover's focal point as its jsonb column keeps it (collections.image_focus, portfolio_items.cover_focus). */
export const focusColumn = (focus: Focus | null | undefined): string | null => (focus ? JSON.stringify(focus) : null);
