// `astro dev` answers a missing /uk/… page with the Ukrainian 404, as netlify.toml's `/uk/* → /uk/404/ 404` rule does
// on Netlify and scripts/serve.ts locally (Astro's dev server only knows the root /404 page). Dev only: the
// integration adds the middleware for `astro dev` and never to a build. docs/product.md#public-routes
import type { AstroIntegration } from 'astro';

export function localeNotFound(): AstroIntegration {
  return {
    name: 'locale-not-found',
    hooks: {
      'astro:config:setup': ({ command, addMiddleware }) => {
        if (command !== 'dev') return;
        addMiddleware({ entrypoint: new URL('./dev-not-found-middleware.ts', import.meta.url), order: 'pre' });
      },
    },
  };
}
