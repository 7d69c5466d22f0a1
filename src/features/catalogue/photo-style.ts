// How a public page draws a photo's details (docs/product.md#door-pages): its focal point as the crop's position, and
// its placeholder blurred beneath it while it loads, through the `photo` class. Site pages only (Astro).
import { resolveImageUrl } from '../../lib/images.ts';
import type { Placeholder } from '../uploads/schema.ts';
import type { Focus } from './schema.ts';

/**
 * The placeholder as a CSS image: the tiny picture itself, which the browser stretches smoothly over the photo's box.
 * An SVG wrapping it in a blur filter looked a little softer, but the browser makes each SVG image a document of its
 * own: 22–47 ms a photo under a 4× CPU slowdown, with its style work (docs/figures.md). Only a base64 data URL of a
 * sane length: those characters need no quoting in url() and no escaping in an attribute.
 */
export function placeholderImage({ src }: Placeholder): string | undefined {
  return /^data:image\/(?:webp|png|jpeg);base64,[A-Za-z0-9+/]{1,4000}={0,2}$/.test(src) ? `url(${src})` : undefined;
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
