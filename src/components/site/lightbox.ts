// The photo lightbox (docs/product.md#door-pages): PhotoSwipe over a set of zoom links, fetched with its styles only
// when a visitor first opens a photo. It shows each photo whole, at up to its largest Image CDN width: pinch, double
// tap or click zooms, a swipe or the arrow keys move between photos, Escape or a swipe down closes it, leaving the page
// at the photo shown last.
import PhotoSwipe, { type SlideData } from 'photoswipe';
// Its stylesheet as text, put in the page when the lightbox first opens: a stylesheet imported here would be hoisted
// by the build into the <head> of every page with photos, holding their first paint back (Lighthouse counted 261 ms of
// render blocking on a collection page for 2.7 KB nobody needs before a click).
import styles from './lightbox.css?inline';

/** The texts of PhotoSwipe's buttons and error, in the page's language (`data-lightbox` on the gallery). */
export interface LightboxTexts {
  /** The lightbox's name as a dialog (the gallery's: "Photos of Classic Oak"). */
  label: string;
  closeTitle: string;
  zoomTitle: string;
  arrowPrevTitle: string;
  arrowNextTitle: string;
  errorMsg: string;
}

/**
 * A zoom link as a slide: its address and srcset, laid out `data-width` wide, in the shape `data-ratio` says (width /
 * height; a photo without one is taken as 3:4, and never stretched: the stylesheet contains it), and what shows until
 * the large one arrives: the page's image once loaded, else the photo's tiny placeholder (blurred by the stylesheet).
 * Its text is the link's `data-alt` (a hidden link of a portfolio album has no image), else its image's.
 */
export function slide(link: HTMLAnchorElement): SlideData {
  const image = link.querySelector('img');
  const loaded = image?.naturalWidth ? image : undefined;
  // An Image CDN photo at its largest width; one from elsewhere as wide as it is (3:4 at 1200 px until it has loaded).
  const width = Number(link.dataset.width) || loaded?.naturalWidth || 1200;
  const ratio = Number(link.dataset.ratio) || (loaded ? loaded.naturalWidth / loaded.naturalHeight : 3 / 4);
  const shown = loaded ? loaded.currentSrc : link.dataset.placeholder;
  return {
    src: link.href,
    ...(link.dataset.srcset && { srcset: link.dataset.srcset }),
    width,
    height: Math.round(width / ratio),
    alt: link.dataset.alt ?? image?.alt ?? '',
    ...(shown && { msrc: shown }),
  };
}

/**
 * Opens the lightbox on `links[index]`. Closed, it leaves the page at the photo shown last: that photo's slide scrolled
 * into view (a gallery strip follows) and its link focused (or, for a hidden link, the one that opened it); then
 * `onClosed`.
 */
export function openLightbox(
  links: HTMLAnchorElement[],
  index: number,
  { label, ...texts }: LightboxTexts,
  onClosed?: () => void,
) {
  if (!document.getElementById('lightbox-styles'))
    document.head.append(
      Object.assign(document.createElement('style'), { id: 'lightbox-styles', textContent: styles }),
    );
  const lightbox = new PhotoSwipe({
    ...texts,
    dataSource: links.map(slide),
    index,
    bgOpacity: 1,
    showHideAnimationType: 'fade',
    indexIndicatorSep: ' / ',
    returnFocus: false,
  });
  lightbox.on('destroy', () => {
    const shown = links[lightbox.currIndex];
    const link = shown && !shown.hidden ? shown : links[index];
    link?.parentElement?.scrollIntoView({ block: 'nearest', inline: 'start' });
    link?.focus({ preventScroll: true });
    onClosed?.();
  });
  lightbox.init();
  // PhotoSwipe makes its root a dialog (and keeps the focus in it) but leaves it unnamed.
  lightbox.element?.setAttribute('aria-label', label);
  lightbox.element?.setAttribute('aria-modal', 'true');
  // Its counter ("2 / 3") says which photo is shown as the visitor moves.
  lightbox.element?.querySelector('.pswp__counter')?.setAttribute('aria-live', 'polite');
}
