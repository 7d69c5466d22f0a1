// The photos' click script, loaded by the lightbox's starter (Lightbox.astro) once the page is idle or a visitor
// reaches for a photo: a plain click or tap on a photo opens the lightbox at it (a click with a modifier key opens the
// link as links do); once, however often it is clicked while the lightbox is fetched. If the lightbox cannot be
// fetched (offline, or a deploy has replaced it), the link opens the photo itself, and the photos open again once the
// visitor is back. A photo clicked before this script ran (the starter marked it data-zoom-pending) opens now.
import type { LightboxTexts } from './lightbox.ts';

let opening = false;
function open(gallery: HTMLElement, link: HTMLAnchorElement) {
  if (opening) return;
  opening = true;
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>('a[data-zoom]')];
  import('./lightbox.ts')
    .then(({ openLightbox }) =>
      openLightbox(links, links.indexOf(link), JSON.parse(gallery.dataset.lightbox ?? '{}') as LightboxTexts, () => {
        opening = false;
      }),
    )
    .catch(() => {
      opening = false;
      location.assign(link.href);
    });
}

for (const gallery of document.querySelectorAll<HTMLElement>('[data-lightbox]')) {
  gallery.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-zoom]');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(gallery, link);
  });
}
// From here on the galleries' own listeners answer (the starter stands aside).
document.documentElement.dataset.lightboxReady = '';
const pending = document.querySelector<HTMLAnchorElement>('[data-lightbox] a[data-zoom-pending]');
const gallery = pending?.closest<HTMLElement>('[data-lightbox]');
if (pending && gallery) {
  delete pending.dataset.zoomPending;
  open(gallery, pending);
}
