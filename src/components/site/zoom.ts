// A photo's link into the lightbox (Lightbox.astro, ./lightbox.ts), for the build: its largest version as the address
// (what the link opens without the lightbox), and what the lightbox needs to show it at once — the width it lays it
// out at, every width as a srcset, its shape and its blurred placeholder (an upload's; none for a picture from
// elsewhere, which the lightbox then measures from the page's image, or takes as 3:4).
import type { Placeholder } from '../../features/uploads/schema.ts';
import { IMAGE_WIDTHS, imageCdnUrl, isTransformable, LARGEST_IMAGE_WIDTH, responsiveImage } from '../../lib/images.ts';

/** `src`: a resolved photo address; `hint`: the id of the element that says what the link does ("Open full screen"). */
export function zoomLink(src: string, placeholder: Placeholder | undefined, hint: string) {
  const cdn = isTransformable(src);
  return {
    href: cdn ? imageCdnUrl(src, { w: LARGEST_IMAGE_WIDTH }) : src,
    'data-zoom': '',
    'aria-describedby': hint,
    'data-width': cdn ? LARGEST_IMAGE_WIDTH : undefined,
    'data-srcset': responsiveImage(src, '', IMAGE_WIDTHS).srcset,
    'data-ratio': placeholder && (placeholder.width / placeholder.height).toFixed(4),
    'data-placeholder': placeholder?.src,
  };
}
