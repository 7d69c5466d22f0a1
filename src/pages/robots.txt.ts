// robots.txt, built with the site's own address for the sitemap link.
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) =>
  new Response(
    ['User-agent: *', 'Allow: /', 'Disallow: /admin/', '', `Sitemap: ${new URL('/sitemap-index.xml', site)}`, ''].join(
      '\n',
    ),
    { headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );
