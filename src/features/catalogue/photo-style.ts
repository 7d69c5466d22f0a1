// How a public page draws a photo's details (docs/product.md#door-pages): its focal point as the crop's position, and
// its placeholder blurred beneath it while it loads, through the `photo` class. Site pages only (Astro).
import { resolveImageUrl } from '../../lib/images.ts';
import type { Placeholder } from '../uploads/schema.ts';
import type { Focus } from './schema.ts';

/**
 * The placeholder as a CSS image: the tiny picture in an SVG of its own shape (ten units a pixel), blurred by a filter
 * about a pixel wide, its edges kept opaque.
 */
export function blurredImage({ src, width, height }: Placeholder): string {
  const [w, h] = [width * 10, height * 10];
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}'>` +
    `<filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='10'/>` +
    `<feComponentTransfer><feFuncA type='discrete' tableValues='1 1'/></feComponentTransfer></filter>` +
    `<image width='${w}' height='${h}' preserveAspectRatio='none' filter='url(#b)' href='${src}'/></svg>`;
  // Unquoted, with the characters an unquoted url() may not hold escaped too: the attribute then needs no entity.
  const escaped = encodeURIComponent(svg).replace(/['()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `url(data:image/svg+xml,${escaped})`;
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
  const rules = [
    focus && `--focus:${focus.x}% ${focus.y}%`,
    placeholder && `--blur:${blurredImage(placeholder)}`,
  ].filter(Boolean);
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
