// How a public page draws a photo's details (docs/product.md#door-pages): its focal point as the crop's position, and
// its placeholder blurred beneath it while it loads. Site pages only (Astro): no island carries this.
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
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * The `style` of an `<img>` (object-fit: cover) showing a photo with these details; undefined when none. The
 * placeholder is its background, covering the box from the same focal point, so it lies where the photo will.
 */
export function photoStyle({
  focus,
  placeholder,
}: {
  focus?: Focus | undefined;
  placeholder?: Placeholder | undefined;
}): string | undefined {
  const position = focus && `${focus.x}% ${focus.y}%`;
  const rules = [
    position && `object-position:${position}`,
    placeholder && `background:${blurredImage(placeholder)} ${position ?? 'center'}/cover no-repeat`,
  ].filter(Boolean);
  return rules.length ? rules.join(';') : undefined;
}
