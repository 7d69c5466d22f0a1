// How a public page draws a photo's details (docs/product.md#door-pages): its focal point as the crop's position, and
// its placeholder blurred beneath it while it loads, through the `photo` class. Site pages only (Astro).
import { resolveImageUrl } from '../../lib/images.ts';
import type { Placeholder } from '../uploads/schema.ts';
import type { Focus } from './schema.ts';

/** A stored placeholder: a base64 data URL of a picture, of a sane length. */
const STORED = /^data:(image\/(?:webp|png|jpeg));base64,([A-Za-z0-9+/]{1,4000}={0,2})$/;
/** What a URL writes as itself; every other byte is percent-encoded. */
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * The placeholder as a CSS image: the tiny picture itself, which the browser stretches smoothly over the photo's box.
 * An SVG wrapping it in a blur filter looked a little softer, but the browser makes each SVG image a document of its
 * own: 22–47 ms a photo under a 4× CPU slowdown, with its style work (docs/figures.md). Percent-encoded rather than
 * base64: a `;base64` would put a `;` inside the style attribute, which the built pages' HTML check (html-validate's
 * no-inline-style, which splits declarations at every `;`) reads as a second, forbidden declaration. What it writes
 * needs no quoting in url() and no escaping in an attribute. Undefined for anything but a stored placeholder.
 */
export function placeholderImage({ src }: Placeholder): string | undefined {
  const [, type, data] = STORED.exec(src) ?? [];
  if (!type || !data) return undefined;
  let bytes: string;
  try {
    bytes = atob(data);
  } catch {
    return undefined;
  }
  const body = Array.from(bytes, (c) =>
    UNRESERVED.test(c) ? c : `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');
  return `url(data:${type},${body})`;
}

/**
 * The `style` of an `<img>` of class `photo` (src/styles/global.css) showing a photo with these details: its focal point
 * and its placeholder as the custom properties the class reads (custom properties only: the built pages allow no other
 * inline style); undefined when it has neither.
 */
export function photoStyle({
  focus,
  placeholder,
}: {
  focus?: Focus | undefined;
  placeholder?: Placeholder | undefined;
}): string | undefined {
  const image = placeholder && placeholderImage(placeholder);
  const rules = [focus && `--focus:${focus.x}% ${focus.y}%`, image && `--blur:${image}`].filter(Boolean);
  return rules.length ? rules.join(';') : undefined;
}

/**
 * The `style` of a cover (a collection's picture, a portfolio item's): its focal point, and the placeholder
 * `placeholders` (placeholdersFor, by resolved address) has for `url`, if any.
 */
export function coverStyle(
  placeholders: ReadonlyMap<string, Placeholder>,
  url: string | null | undefined,
  focus?: Focus | null,
): string | undefined {
  return photoStyle({ focus: focus ?? undefined, placeholder: placeholders.get(resolveImageUrl(url) ?? '') });
}
