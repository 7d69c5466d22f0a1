// Where an image stored in the catalogue is served from (docs/product.md#images): an absolute http(s) URL as is, an
// uploads/ path on the site's own origin, anything else → null (the caller shows the placeholder).
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/**
 * A path under uploads/: segments of letters, digits, `_`, `-` and `.` that never start with a dot, so no `.` or `..`
 * segment (nor a hidden file) can climb out of it, and no `%`, so no encoded one (`%2e%2e`) either.
 */
const UPLOAD_PATH = /^\/?uploads(?:\/[\w-][\w.-]*)+$/;
export const isUploadPath = (value: string) => UPLOAD_PATH.test(value);

export function resolveImageUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).href;
    } catch {
      return null;
    }
  }
  if (!isUploadPath(value)) return null;
  return value.startsWith('/') ? value : `/${value}`;
}

export const imageOrPlaceholder = (url: string | null | undefined) => resolveImageUrl(url) ?? PLACEHOLDER_IMAGE;

/** Where Netlify's Image CDN answers on the site (scripts/serve.ts and `astro dev` answer the same: src/local/image-cdn.ts). */
export const IMAGE_CDN_PATH = '/.netlify/images';

/** The largest width a page asks the Image CDN for (a lightbox's photo, a wide screen's card at 2×). */
export const LARGEST_IMAGE_WIDTH = 1600;

/**
 * The widths a responsive picture offers by default: a phone at 1× to a wide screen at 2×. 720 is a full-width card
 * on the common 412 px phone at 1.75× (Lighthouse's phone too): without it the browser takes 960, half as many bytes
 * again ahead of the page's largest paint (docs/figures.md).
 */
export const IMAGE_WIDTHS = [320, 480, 640, 720, 960, 1280, LARGEST_IMAGE_WIDTH] as const;

/**
 * A card's `sizes` in a three-column CardGrid (components/site/CardGrid.astro: padding 1.25rem a side, 2rem from md,
 * gaps 2rem, at most 80rem wide): the screen less 2.5rem on a phone, half of it less 2.25rem (3rem from md) beside one
 * other, a third less 2.67rem beside two, 384 px once the grid is at its widest.
 */
export const CARD_SIZES =
  '(min-width: 1280px) 384px, (min-width: 1024px) calc(33.33vw - 2.67rem), (min-width: 768px) calc(50vw - 3rem), (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2.5rem)';

export interface ImageTransform {
  w?: number;
  h?: number;
  fit?: 'contain' | 'cover' | 'fill';
}

/** The Image CDN's address for a site path under /uploads/ (the format follows the browser's Accept). */
export function imageCdnUrl(path: string, { w, h, fit }: ImageTransform = {}): string {
  return `${IMAGE_CDN_PATH}?url=${encodeURIComponent(path)}${w ? `&w=${w}` : ''}${h ? `&h=${h}` : ''}${fit ? `&fit=${fit}` : ''}`;
}

/** An `<img>`'s `src`, and for a photo the site serves, the `srcset` and `sizes` that let the browser pick a width. */
export interface ResponsiveImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

/** True for a stored reference the Image CDN can resize: a raster picture under /uploads/ (an SVG is sent as is). */
export const isTransformable = (resolved: string) => resolved.startsWith('/uploads/') && !/\.svg$/i.test(resolved);

/**
 * The one way a public page shows a catalogue, portfolio or home picture (docs/product.md#images): an uploads/ photo
 * (seed or uploaded) through the Image CDN in `widths` (IMAGE_WIDTHS for a card), `sizes` saying how wide it shows;
 * an SVG and an absolute http(s) address as they are; anything else the placeholder. `src` (the browser's fallback)
 * is the middle width. Kept this short on purpose, the Image CDN's address written out as `imageCdnUrl` would write
 * it: the configurator's bundle carries it (its JS budget).
 */
export function responsiveImage(
  url: string | null | undefined,
  sizes: string,
  widths: readonly [number, ...number[]],
): ResponsiveImage {
  const src = imageOrPlaceholder(url);
  if (!src.startsWith('/uploads/') || /\.svg$/i.test(src)) return { src };
  const at = `${IMAGE_CDN_PATH}?url=${encodeURIComponent(src)}&w=`;
  return { src: at + widths[widths.length >> 1], srcset: widths.map((w) => `${at}${w} ${w}w`).join(), sizes };
}

/** The share picture (og:image): 1200 × 630, cropped to fill, as an absolute address; null when it cannot be one. */
export function shareImageUrl(url: string | null | undefined, site: URL): string | null {
  const resolved = resolveImageUrl(url);
  if (!resolved || !isTransformable(resolved)) return null;
  return new URL(imageCdnUrl(resolved, { w: SHARE_IMAGE.width, h: SHARE_IMAGE.height, fit: 'cover' }), site).href;
}

/** The share picture as an absolute address: the owner's one through the Image CDN, else the built-in /og-image.png. */
export const sharePicture = (url: string | null | undefined, site: URL) =>
  shareImageUrl(url, site) ?? new URL(DEFAULT_SHARE_IMAGE, site).href;

/** The built-in share picture (scripts/make-site-images.ts draws it with the business's name), 1200 × 630. */
export const DEFAULT_SHARE_IMAGE = '/og-image.png';

/** The share picture's size: Facebook's and LinkedIn's recommended 1.91:1 (the built-in /og-image.png too). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
