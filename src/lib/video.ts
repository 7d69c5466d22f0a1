// The home page's story video (docs/product.md#business-settings): a YouTube or Vimeo link as the manager pastes it,
// read as the provider's privacy-friendly player (youtube-nocookie.com, Vimeo with dnt=1), framed only when the
// visitor presses play. Anything else is no video. Pure: the settings schema, the page and the CSP share it.

/** The players' origins: the pages' CSP frames these and no other video site. */
export const VIDEO_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export interface VideoEmbed {
  provider: 'youtube' | 'vimeo';
  id: string;
  /** The player's address, starting to play (it is framed only after a click). */
  embedUrl: string;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[\w-]{11}$/;

/** The player for a YouTube or Vimeo link, or null for anything else (blank included). */
export function videoEmbed(link: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      host === 'youtu.be'
        ? parts[0]
        : parts[0] === 'watch'
          ? url.searchParams.get('v')
          : ['shorts', 'embed', 'live'].includes(parts[0] ?? '')
            ? parts[1]
            : undefined;
    if (!id || !YOUTUBE_ID.test(id)) return null;
    return { provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` };
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com' || host === 'player.vimeo.com') {
    const [id, pathHash] = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts.slice(1) : []) : parts;
    if (!id || !/^\d{1,12}$/.test(id)) return null;
    // An unlisted video plays only with its hash: vimeo.com/{id}/{hash}, or ?h={hash} on the player's address.
    const hash = pathHash ?? url.searchParams.get('h');
    if (hash && !/^[0-9a-f]{6,20}$/i.test(hash)) return null;
    const h = hash ? `&h=${hash}` : '';
    return { provider: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1${h}` };
  }
  return null;
}
