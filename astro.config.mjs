// Astro builds every public page to static HTML; React hydrates only the islands.
// In `astro dev` the Netlify emulation serves netlify/functions under /api (see docs/decisions/001).
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { islandStylesInHead } from './src/build/island-styles.ts';
import { preloadOnlyWhatIsMissing } from './src/build/preload-deps.ts';
import { scriptUrl } from './src/build/script-url.ts';
import { securityHeaders } from './src/build/security-headers.ts';
import { netlifyFunctions } from './src/local/dev-functions.ts';
import { localeNotFound } from './src/local/dev-not-found.ts';
import { devSecurityHeaders } from './src/local/dev-security-headers.ts';
import { embeddedDatabase } from './src/local/embedded-dev.ts';

export default defineConfig({
  output: 'static',
  site: process.env.URL ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  integrations: [
    react(),
    embeddedDatabase(),
    localeNotFound(),
    islandStylesInHead(),
    securityHeaders(),
    sitemap({
      // Not the 404s, the back office or a customer's private offer page.
      filter: (page) => !/\/404\/?$|^\/admin(\/|$)|^(\/uk)?\/offer\/$/.test(new URL(page).pathname),
      i18n: { defaultLocale: 'en', locales: { en: 'en', uk: 'uk' } },
    }),
  ],
  devToolbar: { enabled: false },
  server: { host: '127.0.0.1', port: 4321 },
  vite: {
    // devSecurityHeaders: every dev answer carries the headers `npm run serve` sends (its CSP relaxed for Vite's
    // inline scripts: src/local/dev-security-headers.ts).
    // preloadOnlyWhatIsMissing: an import()'s preload list names only what its chunk has not loaded
    // (src/build/preload-deps.ts). scriptUrl: `?script-url` imports a browser script's address (src/build/script-url.ts).
    plugins: [tailwindcss(), devSecurityHeaders(), netlifyFunctions(), preloadOnlyWhatIsMissing(), scriptUrl()],
    // `astro dev` finds a page script's packages by scanning it, but not through a ?script-url import: the lightbox's
    // (photoswipe, behind lightbox-clicks.ts) is named, so a first photo opened in dev does not re-optimise and reload.
    optimizeDeps: { include: ['photoswipe'] },
    // The browser's chunks: React and what every island takes with it (the island renderer, nanostores) in one file,
    // Vite's preload helper (every import() goes through it; the lightbox's script on the door and furniture pages
    // needs nothing else) in another, the API client with notify(), money and images in a third, and the door's drawing
    // with the pricing rules (both loaded at once by the configurators and the project page) in a fourth, instead of
    // many small files each compressed on its own: the configurator page carries ≈ 1.4 KB less gzipped JS (npm run
    // budget:js; docs/decisions/024 "The JS budget"). The drawing group's price: the back office's pricing editor,
    // which needs the rules only, fetches the drawing with them (≈ 2.9 KB, on demand).
    // A group takes its modules' static imports with it: keep to leaves (a group that took pricing or i18n put their
    // dependencies on the home page; the drawing group's only runtime imports are lib/dict and lib/link-params, and the
    // home page's figures are unchanged by it).
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|nanostores|@nanostores[\\/]react)[\\/]/,
                  },
                  { name: 'preload', test: /vite[\\/]preload-helper/ },
                  { name: 'app', test: /src[\\/]lib[\\/](api|toast|fill|money|images)\.tsx?$/ },
                  {
                    name: 'drawing',
                    test: /src[\\/]features[\\/](configurator[\\/](DoorSvg|look|share)|pricing[\\/](pricing|rules|finishes))\.tsx?$/,
                  },
                ],
              },
            },
          },
        },
      },
    },
    // `npm run dev` serves files of the project folder to any local page: never the local data (.data/: the demo
    // password, the session secret, the database's password and files), environment files or keys. Vite's own
    // defaults are kept (this list replaces them); a pattern without a slash matches at any depth, one with a slash
    // needs the leading **/.
    server: {
      fs: {
        deny: [
          '.env',
          '.env.*',
          '*.{crt,pem,key,p12,pfx,cer,der}',
          '.npmrc',
          '.yarnrc.yml',
          '**/.git/**',
          '.data',
          '**/.data/**',
          '.netlify',
          '**/.netlify/**',
          'session-secret',
          'database-password',
        ],
      },
    },
  },
});
