// The header's language toggle is built with the page's path only (pages are static); in the browser it carries the
// visitor's query and hash too, so a configured door (`/customizer?slug=loft-oak&casingFront=telescopic`) survives
// the switch. No imports: the header's script stays a few hundred bytes.

/** The toggle's path (whatever query or hash it had is dropped) with the page's current query and hash. */
export function keepQueryAndHash(toggleHref: string, search: string, hash: string): string {
  const path = toggleHref.replace(/[?#].*$/s, '');
  const query = search === '?' ? '' : search;
  const fragment = hash === '#' ? '' : hash;
  return `${path}${query}${fragment}`;
}
