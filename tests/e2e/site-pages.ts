// The pages the e2e sweep audits, read from the build when the tests load (Playwright builds dist/ before it loads
// them): every page the sitemap lists and every admin page, which the sitemap leaves out. A new page is audited the
// day it is built, with no list to keep.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const dist = 'dist';

/** The paths of the public pages, from dist/sitemap-*.xml (@astrojs/sitemap), e.g. `/`, `/uk/about/`. */
export function sitemapPaths(): string[] {
  if (!existsSync(dist)) return [];
  return readdirSync(dist)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .flatMap((name) => [...readFileSync(join(dist, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)])
    .map((match) => new URL(match[1] ?? '').pathname)
    .sort();
}

/**
 * The paths of the admin pages built under dist/admin/. A page that public/_redirects serves at other addresses (a
 * 200 rewrite such as `/admin/interior-doors/*`) is opened at one of them, with `*` taken by the slug of the first
 * public page under the same path, so it shows what an admin sees there.
 */
export function adminPaths(): string[] {
  const root = join(dist, 'admin');
  if (!existsSync(root)) return [];
  const rewrites = readFileSync('public/_redirects', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from && to && status === '200');
  const publicPaths = sitemapPaths();
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${relative(dist, join(root, file)).split(sep).slice(0, -1).join('/')}/`)
    .map((path) => {
      const rewrite = rewrites.find(([, to]) => to === path);
      if (!rewrite?.[0]) return path;
      const from = rewrite[0];
      const under = from.replace(/^\/admin/, '').replace(/\*$/, '');
      const slug = publicPaths
        .find((p) => p.startsWith(under) && p !== under)
        ?.slice(under.length)
        .replace(/\/$/, '');
      return slug ? from.replace('*', slug) : path;
    })
    .sort();
}
