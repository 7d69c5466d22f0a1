// The middleware of src/local/dev-not-found.ts: Astro renders its /404 route for a path no page matches; under /uk/
// the visitor gets the Ukrainian page instead, still with status 404.
import { defineMiddleware } from 'astro:middleware';

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.routePattern !== '/404' || !context.url.pathname.startsWith('/uk/')) return next();
  const page = await context.rewrite('/uk/404/');
  return new Response(page.body, { status: 404, headers: page.headers });
});
