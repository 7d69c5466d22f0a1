// Where the pre-paint language script sends a visitor whose stored language differs from the page's: always a path
// on this site. The layout inlines this function's source, so it must stay self-contained (no imports, no outer names).

/**
 * The same page in `wanted` ('en' unprefixed, 'uk' under /uk/), or null to stay. Leading slashes and backslashes
 * collapse to one: `/uk//evil.example/phish` must become `/evil.example/phish`, never the protocol-relative
 * `//evil.example/phish`, which a browser reads as another site.
 */
export function languageRedirect(path: string, wanted: string): string | null {
  // A URL parser drops tabs and line breaks anywhere, so they must not hide a second slash.
  const clean = path.replace(/[\t\n\r]/g, '');
  const bare = `/${clean.replace(/^\/uk(?=[/\\]|$)/, '').replace(/^[/\\]+/, '')}`;
  const target = wanted === 'uk' ? `/uk${bare}` : bare;
  return target === path ? null : target;
}

/**
 * The pre-paint script: a stored language choice wins; with none, a Ukrainian browser goes to the /uk/ page. It runs
 * the function above as it is, and still refuses any target that would leave this origin.
 */
export const languageRedirectScript = `(() => {
  const languageRedirect = ${languageRedirect.toString()};
  let stored = null;
  try {
    stored = localStorage.getItem('lang');
  } catch {}
  const browser = (navigator.languages?.[0] || navigator.language || '').toLowerCase();
  const wanted = stored === 'en' || stored === 'uk' ? stored : browser.startsWith('uk') ? 'uk' : null;
  const target = wanted && wanted !== document.documentElement.lang ? languageRedirect(location.pathname, wanted) : null;
  if (target) {
    const url = new URL(target + location.search + location.hash, location.href);
    if (url.origin === location.origin) location.replace(url.href);
  }
})();`;
